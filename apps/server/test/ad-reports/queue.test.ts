import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeBeehiiv, startFakeBeehiiv } from '../../fakes/beehiiv';
import { adBookings, adReportIssues } from '../../src/db/schema/index';
import { resetPacing } from '../../src/integrations/beehiiv/pacing';
import { queueIssueReads, sponsorReportSweepJob } from '../../src/modules/ad-reports/read-job';
import { FAKE_PUBLICATION_ID, linkWorkspace } from '../beehiiv/helpers';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { AD_URL, buildRanBooking } from './fixtures';

let t: TestApp;
let fake: FakeBeehiiv;

beforeAll(async () => {
  fake = await startFakeBeehiiv();
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', ...fake.env }, jobs: true });
  resetPacing();
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('sponsor report reads through pg-boss', () => {
  it('the sweep queues one read per issue and day; the worker stores the figures and reports the booking', async () => {
    const tenant = await buildTenant(t.db);
    await linkWorkspace(t, tenant.workspace.id);
    const ran = await buildRanBooking(t.db, tenant.workspace.id, { publicationId: FAKE_PUBLICATION_ID });
    fake.putSentPost({ id: ran.postId, delivered: 1200, uniqueOpens: 600, clicks: [{ url: AD_URL, unique: 30 }] });
    const boss = t.boss;
    if (!boss) throw new Error('pg-boss not started');
    const deps = { config: t.config, db: t.db, log: pino({ level: 'silent' }), mailer: t.mailer };
    expect(await queueIssueReads(deps, boss)).toBe(1);
    // A second sweep on the same day (another process, a retry) queues nothing new.
    expect(await queueIssueReads(deps, boss)).toBe(0);
    await vi.waitFor(
      async () => {
        const [booking] = await t.db.select().from(adBookings).where(eq(adBookings.id, ran.booking.id));
        expect(booking?.status).toBe('reported');
      },
      { timeout: 20_000, interval: 250 },
    );
    const rows = await t.db.select().from(adReportIssues).where(eq(adReportIssues.bookingId, ran.booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delivered: 1200, adUniqueClicks: 30, readCount: 1 });
  });
});

describe('when the sponsor report is read', () => {
  it('the sweep runs every hour (first read within an hour of the send), while one read a day is queued at most', () => {
    // Minute 17 of every hour; the day in the singleton key keeps it to one read per issue and day.
    expect(sponsorReportSweepJob.cron).toBe('17 * * * *');
  });
});
