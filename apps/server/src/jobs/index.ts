import type { JobDefinition } from '../deps';
import { purgeMailOutboxJob } from '../integrations/mail-outbox-job';
import { ordersWithoutCheckoutJob } from '../modules/ad-payments/orders-without-checkout';
import { refundRetryJob } from '../modules/ad-payments/refund-retry-job';
import { sponsorReportReadJob, sponsorReportSweepJob } from '../modules/ad-reports/read-job';
import { draftIssueJob } from '../modules/ai/drafts/queue';
import { beehiivSnapshotJob } from '../modules/beehiiv/snapshot-job';
import { assembleIssueJob } from '../modules/issue-assembly/queue';
import { fetchFeedJob, scheduleFeedsJob } from '../modules/rss-fetchers/queue';
import { publishNewsletterJob } from '../modules/scheduler/queue';
import { purgePortalSpamStateJob } from '../modules/submissions/queue';

/**
 * Every queue and the module handler that works it. Wiring only: handlers and "enqueue X" functions live in their
 * modules. One line a job.
 */
export const jobs: readonly JobDefinition[] = [
  fetchFeedJob,
  scheduleFeedsJob,
  purgeMailOutboxJob,
  purgePortalSpamStateJob,
  beehiivSnapshotJob,
  publishNewsletterJob,
  draftIssueJob,
  assembleIssueJob,
  sponsorReportSweepJob,
  sponsorReportReadJob,
  refundRetryJob,
  ordersWithoutCheckoutJob,
];
