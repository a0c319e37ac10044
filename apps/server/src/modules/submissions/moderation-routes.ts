import {
  type BlockReason,
  blockReasons,
  envelope,
  idParamsSchema,
  type ModerationAction,
  moderateBodySchema,
  moderationItemSchema,
  moderationPageSchema,
  moderationQuerySchema,
  type SubmissionStatus,
} from '@newsletter-os/contracts';
import { requireWorkspace, type WorkspaceScope } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { pageOf } from '../../lib/pagination';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import type { RouteRegistrar } from '../../plugins/route-scopes';
import { loadFeedItemsByIds } from '../feeds/submitted-items';
import { type PaidAdsPort, REFUND_FAILED_MESSAGE } from './paid-ads-port';
import { presentModerationItem } from './presenter';
import { findBlockedCounts } from './rate-limits';
import { countOpenSubmissions, findSubmissionEvents, findSubmissionsPage, type SubmissionRow } from './repository';
import { requireSubmission, transitionSubmission } from './service';

const actions: Record<ModerationAction, { to: SubmissionStatus; from: SubmissionStatus[]; message: string }> = {
  approve: { to: 'approved', from: ['pending', 'needs_changes'], message: 'Submission approved' },
  reject: { to: 'rejected', from: ['pending', 'needs_changes'], message: 'Submission rejected' },
  needs_changes: { to: 'needs_changes', from: ['pending'], message: 'Changes requested' },
};

async function presentRows(db: ModuleDeps['db'], scope: WorkspaceScope, rows: SubmissionRow[], paidAds: PaidAdsPort) {
  const ids = rows.map((r) => r.id);
  const [items, events, payments] = await Promise.all([
    loadFeedItemsByIds(
      db,
      scope,
      rows.map((r) => r.itemId),
    ),
    findSubmissionEvents(db, scope, ids),
    paidAds.paymentsOf(db, scope, ids),
  ]);
  return rows.flatMap((row) => {
    const item = items.get(row.itemId);
    return item ? [presentModerationItem(row, item, events.get(row.id) ?? [], payments.get(row.id))] : [];
  });
}

/** The moderation queue of the content manager: everyone who uses the content manager moderates. */
export function moderationRoutes(paidAds: PaidAdsPort): RouteRegistrar {
  return (app, deps) => registerModerationRoutes(app, deps, paidAds);
}

async function registerModerationRoutes(app: App, deps: ModuleDeps, paidAds: PaidAdsPort) {
  const { db } = deps;
  const tags = ['submissions'];

  app.get(
    '/submissions',
    { schema: { tags, querystring: moderationQuerySchema, response: { 200: envelope(moderationPageSchema) } } },
    async (request) => {
      const { workspaceId, status, page, pageSize } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const statuses = status === 'open' ? ['pending', 'needs_changes'] : [status];
      const [result, counts, blocked] = await Promise.all([
        findSubmissionsPage(db, scope, statuses, page, pageSize),
        countOpenSubmissions(db, scope),
        findBlockedCounts(db, scope),
      ]);
      const results = await presentRows(db, scope, result.rows, paidAds);
      return ok({
        ...pageOf(results, result.count, page, pageSize),
        counts,
        blocked: blocked
          .filter((b): b is { reason: BlockReason; count: number } => blockReasons.includes(b.reason as BlockReason))
          .map((b) => ({ reason: b.reason, count: b.count })),
      });
    },
  );

  app.post(
    '/submissions/:id/moderate',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: moderateBodySchema,
        response: { 200: envelope(moderationItemSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { workspaceId, action, reason } = request.body;
      const scope = await requireWorkspace(db, user, workspaceId, 'useWorkspace');
      const step = actions[action];
      await transitionSubmission(deps, scope, request.params.id, {
        to: step.to,
        from: step.from,
        reason: reason ?? null,
        actor: { id: user.id, label: user.name },
      });
      let message = step.message;
      if (action === 'reject') {
        // A paid self-serve ad is refunded and its days freed; the reject stands even if Stripe is down.
        const refunded = await paidAds
          .refundRejected(deps, scope, request.params.id, reason ?? 'Rejected')
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'refund of a rejected paid ad failed');
            return 'failed' as const;
          });
        if (refunded === 'refunded') message = 'Submission rejected and its payment refunded';
        if (refunded === 'failed') message = REFUND_FAILED_MESSAGE;
      }
      const row = await requireSubmission(deps, scope, request.params.id);
      const [item] = await presentRows(db, scope, [row], paidAds);
      if (!item) throw new Error('moderated item vanished');
      return ok(item, message);
    },
  );
}
