import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import type { ModuleDeps } from '../../deps';
import type { SubmissionRow } from './repository';
import type { NewSubmissionInput } from './service';

/**
 * What the submission routes need from paid ads. Submissions sit below ad sales and ad payments in the module
 * graph (ad-payments → ad-sales → submissions): the implementation lives in ad-payments and is handed to these
 * routes where the app is assembled, so submissions never imports the modules built on it.
 */
export interface PaidAdsPort {
  /** A public ad form with a product and days: hold, submission and payment in one transaction, then Checkout. */
  bookPaidAd(deps: PaidAdDeps, scope: WorkspaceScope, order: PaidAdOrder): Promise<PaidAdResult>;
  /** Rejecting a paid ad refunds it (after the reject committed): a failed refund is retried by a job. */
  refundRejected(deps: PaidAdDeps, scope: WorkspaceScope, submissionId: string, reason: string): Promise<RefundResult>;
  /** The advertiser withdrew through the status link (after the withdrawal committed). */
  refundWithdrawn(deps: PaidAdDeps, scope: WorkspaceScope, submissionId: string): Promise<WithdrawRefund>;
  /** The payments of these submissions, by submission id (the review queue shows what a reject refunds). */
  paymentsOf(db: DbOrTx, scope: WorkspaceScope, submissionIds: string[]): Promise<Map<string, SubmissionPayment>>;
}

export type PaidAdDeps = Pick<ModuleDeps, 'db' | 'config' | 'mailer' | 'storage'>;
export type RefundResult = 'refunded' | 'failed' | 'none';
export type WithdrawRefund = 'refunded' | 'not-paid' | 'already-ran' | 'failed';
export interface SubmissionPayment {
  amountCents: number;
  currency: string;
  status: string;
  paidAt: Date | null;
  refundedAt: Date | null;
}

/** What staff are told when Stripe refused a refund (the refund job tries again with backoff). */
export const REFUND_FAILED_MESSAGE =
  'The refund failed at Stripe: it is retried automatically, and Ad sales shows "Refund failed — retry" until it goes through';

export interface PaidAdOrder {
  productId: string;
  /** Issue days "YYYY-MM-DD" as the form sent them. */
  dates: string[];
  /** The link's advertiser, or null: then a new advertiser from the form's name (never matched by name). */
  businessCompanyId: string | null;
  businessName: string;
  submission: Omit<NewSubmissionInput, 'status'>;
  /** Where Checkout sends the advertiser back, known once the submission's tracking id is. */
  returnUrls(trackingId: string): Promise<{ success: string; cancel: string }>;
}

export type PaidAdResult =
  | { ok: true; row: SubmissionRow; checkoutUrl: string | null }
  | { ok: false; fullDates: string[]; message: string };
