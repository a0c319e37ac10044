import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import { scopeFromTrustedJob } from '../../authz/workspace-scope';
import { adPayments } from '../../db/schema/index';
import type { JobDefinition, JobDeps } from '../../deps';
import { refundAdPayment } from './refunds';

export const REFUND_RETRY_QUEUE = 'ad-refund-retry';
/** Refunds tried per run: a backlog drains over several minutes instead of in one burst at Stripe. */
const REFUNDS_PER_RUN = 25;

/**
 * Tries again every owed refund whose backoff time has come (refunds.ts sets it after each failure: 1, 5, 30,
 * 120, then every 360 minutes, up to a bound). The payment row is the queue, so a refund owed survives restarts and
 * the job keeps no state of its own. Answers the refunds made.
 */
export async function retryOwedRefunds(deps: JobDeps, now = new Date()): Promise<number> {
  const due = await deps.db
    .select()
    .from(adPayments)
    .where(and(eq(adPayments.status, 'paid'), isNotNull(adPayments.refundRetryAt), lte(adPayments.refundRetryAt, now)))
    .orderBy(asc(adPayments.refundRetryAt))
    .limit(REFUNDS_PER_RUN);
  let refunded = 0;
  for (const payment of due) {
    const scope = await scopeFromTrustedJob(deps.db, payment.workspaceId);
    if (!scope) continue;
    const result = await refundAdPayment(deps, scope, payment, payment.refundReason ?? 'Refunded');
    if (result === 'refunded') refunded += 1;
    else if (result === 'failed') deps.log.warn({ paymentId: payment.id }, 'ad refund failed again; retried later');
  }
  return refunded;
}

/** Every minute, one process for all (a refund is never tried by two at once). */
export const refundRetryJob: JobDefinition = {
  queue: REFUND_RETRY_QUEUE,
  policy: 'singleton',
  cron: '* * * * *',
  retryLimit: 0,
  expireInSeconds: 5 * 60,
  async handle(_data, deps) {
    await retryOwedRefunds(deps);
  },
};
