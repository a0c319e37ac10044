import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_MAIL_OUTBOX_QUEUE } from '../../src/integrations/mail-outbox-job';
import { startBoss } from '../../src/jobs/boss';
import { jobs } from '../../src/jobs/index';
import { ORDERS_WITHOUT_CHECKOUT_QUEUE } from '../../src/modules/ad-payments/orders-without-checkout';
import { REFUND_RETRY_QUEUE } from '../../src/modules/ad-payments/refund-retry-job';
import { SPONSOR_REPORT_READ_QUEUE, SPONSOR_REPORT_SWEEP_QUEUE } from '../../src/modules/ad-reports/read-job';
import { DRAFT_ISSUE_QUEUE } from '../../src/modules/ai/drafts/queue';
import { BEEHIIV_SNAPSHOTS_QUEUE } from '../../src/modules/beehiiv/snapshot-job';
import { ASSEMBLE_ISSUE_QUEUE } from '../../src/modules/issue-assembly/queue';
import { FETCH_FEED_QUEUE, SCHEDULE_FEEDS_QUEUE } from '../../src/modules/rss-fetchers/queue';
import { PUBLISH_NEWSLETTER_QUEUE } from '../../src/modules/scheduler/queue';
import { PURGE_PORTAL_SPAM_STATE_QUEUE } from '../../src/modules/submissions/queue';
import { createTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('job wiring', () => {
  it('lists every queue once, each with its module handler', () => {
    expect(jobs.map((job) => job.queue).sort()).toEqual(
      [
        FETCH_FEED_QUEUE,
        SCHEDULE_FEEDS_QUEUE,
        PURGE_MAIL_OUTBOX_QUEUE,
        PUBLISH_NEWSLETTER_QUEUE,
        BEEHIIV_SNAPSHOTS_QUEUE,
        PURGE_PORTAL_SPAM_STATE_QUEUE,
        DRAFT_ISSUE_QUEUE,
        SPONSOR_REPORT_SWEEP_QUEUE,
        SPONSOR_REPORT_READ_QUEUE,
        ORDERS_WITHOUT_CHECKOUT_QUEUE,
        REFUND_RETRY_QUEUE,
        ASSEMBLE_ISSUE_QUEUE,
      ].sort(),
    );
    expect(jobs.every((job) => typeof job.handle === 'function')).toBe(true);
  });

  it('starts with only the database, settings and a logger, and reports pg-boss errors through that logger', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const boss = await startBoss(t.database.url, { config: t.config, db: t.db, log, mailer: t.mailer });
    try {
      boss.emit('error', new Error('connection lost'));
      const logged = lines.map((line) => JSON.parse(line) as { msg: string; err?: { message: string } });
      expect(logged).toEqual([
        expect.objectContaining({ msg: 'pg-boss error', err: expect.objectContaining({ message: 'connection lost' }) }),
      ]);
      expect((await boss.getQueue(FETCH_FEED_QUEUE))?.policy).toBe('stately');
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
