import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBeehiiv } from '../../fakes/beehiiv';
import { adBookingDays, adBookings, adReportIssues, beehiivPostClaims, newsletters } from '../../src/db/schema/index';
import type { JobDeps } from '../../src/deps';
import { BeehiivError } from '../../src/integrations/beehiiv';
import { type IssueReadJob, readIssueStats } from '../../src/modules/ad-reports/read-job';
import { findIssuesToRead } from '../../src/modules/ad-reports/repository';
import { inDays } from '../ad-sales/fixtures';
import { FAKE_PUBLICATION_ID, linkWorkspace, startBeehiivTestApp } from '../beehiiv/helpers';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { shortDocument } from '../helpers/factories-newsletters';
import { AD_URL, buildRanBooking } from './fixtures';

let t: TestApp;
let fake: FakeBeehiiv;
let deps: JobDeps;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ t, fake } = await startBeehiivTestApp());
  deps = { config: t.config, db: t.db, log: pino({ level: 'silent' }), mailer: t.mailer };
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A ran booking whose post Beehiiv knows: 50 unique clicks on the ad's link in two variants, 99 on an article. */
async function ranWithStats(workspaceId?: string) {
  if (!workspaceId) {
    const tenant = await buildTenant(t.db);
    await linkWorkspace(t, tenant.workspace.id);
    workspaceId = tenant.workspace.id;
  }
  const ran = await buildRanBooking(t.db, workspaceId, { publicationId: FAKE_PUBLICATION_ID });
  fake.putSentPost({
    id: ran.postId,
    delivered: 5000,
    uniqueOpens: 2400,
    clicks: [
      { url: `${AD_URL}?bhcl_id=1`, unique: 40 },
      { url: `${AD_URL}?bhcl_id=2&utm_source=x`, unique: 10 },
      { url: 'https://riverside.example/news/story', unique: 99 },
    ],
  });
  return { ...ran, workspaceId };
}

const issueRows = (bookingId: string) =>
  t.db.select().from(adReportIssues).where(eq(adReportIssues.bookingId, bookingId));
const postReads = (postId: string) => fake.requests.filter((r) => r.path.endsWith(`/posts/${postId}`)).length;

describe('sponsor report reads (fake Beehiiv over HTTP)', () => {
  it('stores the figures of the ad’s own links, summing URL variants, and moves the booking to reported', async () => {
    const ran = await ranWithStats();
    const job: IssueReadJob = { workspaceId: ran.workspaceId, bookingId: ran.booking.id, day: ran.day };
    expect(await readIssueStats(deps, job)).toBe(true);
    const [row] = await issueRows(ran.booking.id);
    const recipients = 5000 + Math.round(5000 * 0.006);
    expect(row).toMatchObject({
      day: ran.day,
      postId: ran.postId,
      readCount: 1,
      recipients,
      delivered: 5000,
      uniqueOpens: 2400,
      // Raw clicks are 1.4 × unique and verified unique 0.9 × unique per row in the fake.
      adClicks: 56 + 14,
      adUniqueClicks: 50,
      adVerifiedUniqueClicks: 36 + 9,
    });
    const [booking] = await t.db.select().from(adBookings).where(eq(adBookings.id, ran.booking.id));
    expect(booking?.status).toBe('reported');
    // The read asked for the stats expansion, as Beehiiv requires.
    const read = fake.requests.find((r) => r.path.endsWith(`/posts/${ran.postId}`));
    expect(read?.query.get('expand[]')).toBe('stats');
  });

  it('reads the post publishing recorded on the publication, after its claim was deleted', async () => {
    const ran = await ranWithStats();
    // Publishing deletes the Beehiiv claim once the publication row holds the post id.
    expect(
      await t.db.select().from(beehiivPostClaims).where(eq(beehiivPostClaims.newsletterId, ran.newsletter.id)),
    ).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const due = (await findIssuesToRead(t.db, today, 7)).filter((j) => j.bookingId === ran.booking.id);
    expect(due).toEqual([{ workspaceId: ran.workspaceId, bookingId: ran.booking.id, day: ran.day }]);
    expect(await readIssueStats(deps, due[0] as IssueReadJob)).toBe(true);
    expect((await issueRows(ran.booking.id)).map((r) => [r.postId, r.adUniqueClicks])).toEqual([[ran.postId, 50]]);
  });

  it('finds the issue by the booking its ad block carries, not by the day booked', async () => {
    const ran = await ranWithStats();
    // The issue went out on another day than the one booked (moved after booking): the block still names it.
    await t.db
      .update(adBookingDays)
      .set({ day: inDays(-3) })
      .where(eq(adBookingDays.bookingId, ran.booking.id));
    const today = new Date().toISOString().slice(0, 10);
    const due = (await findIssuesToRead(t.db, today, 7)).filter((j) => j.bookingId === ran.booking.id);
    expect(due).toEqual([{ workspaceId: ran.workspaceId, bookingId: ran.booking.id, day: ran.day }]);
    expect(await readIssueStats(deps, due[0] as IssueReadJob)).toBe(true);
    expect((await issueRows(ran.booking.id)).map((r) => [r.day, r.adUniqueClicks])).toEqual([[ran.day, 50]]);

    // A published issue of the booked day that does not carry the ad is not the ad's issue.
    await t.db.update(newsletters).set({ document: shortDocument() }).where(eq(newsletters.id, ran.newsletter.id));
    expect((await findIssuesToRead(t.db, today, 7)).some((j) => j.bookingId === ran.booking.id)).toBe(false);
  });

  it('a second read on the same day replaces the figures and uses up no day', async () => {
    const ran = await ranWithStats();
    const job: IssueReadJob = { workspaceId: ran.workspaceId, bookingId: ran.booking.id, day: ran.day };
    const now = new Date();
    await readIssueStats(deps, job, now);
    fake.putSentPost({ id: ran.postId, delivered: 5000, uniqueOpens: 2500, clicks: [{ url: AD_URL, unique: 60 }] });
    await readIssueStats(deps, job, now);
    const rows = await issueRows(ran.booking.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ readCount: 1, uniqueOpens: 2500, adUniqueClicks: 60 });
  });

  it('reads once a day for 7 days, then stops', async () => {
    const ran = await ranWithStats();
    const start = Date.now();
    for (let d = 0; d < 10; d++) {
      const now = new Date(start + d * DAY);
      const today = now.toISOString().slice(0, 10);
      const due = (await findIssuesToRead(t.db, today, 7)).filter((j) => j.bookingId === ran.booking.id);
      // Twice a day, as a doubled sweep would: the second finds the issue already read today.
      for (const job of due) await readIssueStats(deps, job, now);
      expect((await findIssuesToRead(t.db, today, 7)).some((j) => j.bookingId === ran.booking.id)).toBe(false);
    }
    const [row] = await issueRows(ran.booking.id);
    expect(row?.readCount).toBe(7);
    expect(postReads(ran.postId)).toBe(7);
  });

  it('without Beehiiv there is nothing to read: no job is found and a read stores nothing', async () => {
    const other = await buildTenant(t.db);
    const ran = await buildRanBooking(t.db, other.workspace.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await findIssuesToRead(t.db, today, 7)).some((j) => j.bookingId === ran.booking.id)).toBe(false);
    const job = { workspaceId: other.workspace.id, bookingId: ran.booking.id, day: ran.day };
    expect(await readIssueStats(deps, job)).toBe(false);
    expect(await issueRows(ran.booking.id)).toEqual([]);
    const [booking] = await t.db.select().from(adBookings).where(eq(adBookings.id, ran.booking.id));
    expect(booking?.status).toBe('ran');
  });

  it('a rate-limited Beehiiv throws, so pg-boss retries the job; a refused key ends it without figures', async () => {
    const other = await buildTenant(t.db);
    const key = `bh_limited_${other.workspace.id.slice(0, 8)}`;
    await linkWorkspace(t, other.workspace.id, key);
    fake.setKey(key, 'rate_limited_always');
    const ran = await ranWithStats(other.workspace.id);
    const job = { workspaceId: other.workspace.id, bookingId: ran.booking.id, day: ran.day };
    await expect(readIssueStats(deps, job)).rejects.toBeInstanceOf(BeehiivError);
    fake.setKey(key, 'invalid_key');
    expect(await readIssueStats(deps, job)).toBe(false);
    expect(await issueRows(ran.booking.id)).toEqual([]);
    fake.setKey(key, 'normal');
    expect(await readIssueStats(deps, job)).toBe(true);
    expect(await issueRows(ran.booking.id)).toHaveLength(1);
  });
});
