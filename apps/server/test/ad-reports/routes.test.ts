import { adReportLinkSchema, adReportSchema, adRevenueSchema, sponsorReportSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBeehiiv } from '../../fakes/beehiiv';
import { adBookings, adPayments, newsletters, workspaces } from '../../src/db/schema/index';
import { readIssueStats } from '../../src/modules/ad-reports/read-job';
import { inDays } from '../ad-sales/fixtures';
import { FAKE_PUBLICATION_ID, linkWorkspace, startBeehiivTestApp } from '../beehiiv/helpers';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { expectInvalidField } from '../helpers/field-errors';
import { AD_URL, buildRanBooking } from './fixtures';

let t: TestApp;
let fake: FakeBeehiiv;
let a: Tenant;
let b: Tenant;
let user: { authorization: string };
let otherAdmin: { authorization: string };
let reported: Awaited<ReturnType<typeof buildRanBooking>>;

beforeAll(async () => {
  ({ t, fake } = await startBeehiivTestApp());
  [a, b] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
  await linkWorkspace(t, a.workspace.id);
  user = await authHeader(t.tokens, a.user);
  otherAdmin = await authHeader(t.tokens, b.admin);
  reported = await buildRanBooking(t.db, a.workspace.id, { publicationId: FAKE_PUBLICATION_ID });
  fake.putSentPost({
    id: reported.postId,
    delivered: 8000,
    uniqueOpens: 4100,
    clicks: [
      { url: `${AD_URL}?bhcl_id=1`, unique: 100 },
      { url: `${AD_URL}?bhcl_id=2`, unique: 20 },
    ],
  });
  const deps = { config: t.config, db: t.db, log: pino({ level: 'silent' }), mailer: t.mailer };
  await readIssueStats(deps, { workspaceId: a.workspace.id, bookingId: reported.booking.id, day: reported.day });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const reportUrl = (id: string, ws = a.workspace.id) => `/api/v1/ad-bookings/${id}/report/?workspaceId=${ws}`;

describe('GET /ad-bookings/{id}/report/', () => {
  it('401 without a token, 400 naming workspaceId, 404 for another business', async () => {
    expect((await get(reportUrl(reported.booking.id))).statusCode).toBe(401);
    expectInvalidField(await get(`/api/v1/ad-bookings/${reported.booking.id}/report/`, user), 'workspaceId');
    expectInvalidField(await get(`/api/v1/ad-bookings/nope/report/?workspaceId=${a.workspace.id}`, user), 'id');
    const foreign = await get(reportUrl(reported.booking.id, b.workspace.id), otherAdmin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Harbor Coffee');
    // Another business's user naming the right workspace is refused the workspace itself.
    expect((await get(reportUrl(reported.booking.id), otherAdmin)).statusCode).toBe(404);
  });

  it('answers the figures of the ad’s links in the exact shape', async () => {
    const res = await get(reportUrl(reported.booking.id), user);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(shapeDifferences(body, adReportSchema)).toEqual([]);
    expect(body).toMatchObject({
      bookingId: reported.booking.id,
      status: 'reported',
      state: 'ready',
      advertiser: 'Harbor Coffee',
      productName: 'Presenting sponsor',
      dates: [reported.day],
      adLinks: [AD_URL, 'https://harbor-coffee.example/shops'],
      amountCents: 25000,
      currency: 'USD',
      shareLink: null,
      final: false,
    });
    expect(body.issues).toHaveLength(1);
    expect(body.totals).toMatchObject({
      delivered: 8000,
      estimatedUniqueOpens: 4100,
      uniqueClicks: 120,
      clicks: 140 + 28,
      verifiedUniqueClicks: 90 + 18,
      clickThroughRate: 1.5,
    });
    expect(body.notice).toBe('Figures are read once a day for 7 days after each send and may still rise.');
  });

  it('says what it cannot know: without Beehiiv, and before the ad ran', async () => {
    const ran = await buildRanBooking(t.db, b.workspace.id);
    const noBeehiiv = (await get(reportUrl(ran.booking.id, b.workspace.id), otherAdmin)).json().data;
    expect(noBeehiiv).toMatchObject({ state: 'no_beehiiv', issues: [], totals: null });
    expect(noBeehiiv.notice).toBe(
      'This newsletter is not connected to Beehiiv, so recipients, opens and clicks cannot be known. The report shows only when the ad ran.',
    );
    const waiting = await buildRanBooking(t.db, a.workspace.id, { day: inDays(-2) });
    const awaiting = (await get(reportUrl(waiting.booking.id), user)).json().data;
    expect(awaiting.state).toBe('awaiting_stats');
    await t.db.update(adBookings).set({ status: 'confirmed' }).where(eq(adBookings.id, waiting.booking.id));
    const notRun = await buildRanBooking(t.db, b.workspace.id, { day: inDays(-3) });
    await t.db.update(adBookings).set({ status: 'confirmed' }).where(eq(adBookings.id, notRun.booking.id));
    // The issue was never published: the newsletter stays a draft.
    await t.db.update(newsletters).set({ status: 'draft' }).where(eq(newsletters.id, notRun.newsletter.id));
    const body = (await get(reportUrl(notRun.booking.id, b.workspace.id), otherAdmin)).json().data;
    expect(body.state).toBe('not_run');
    expect(body.notice).toBe('This ad has not run in a sent issue yet, so there are no figures to report.');
  });
});

describe('GET /ad-bookings/{id}/report.csv', () => {
  it('401, 400 naming workspaceId, 404 for another business, then a CSV download', async () => {
    const url = `/api/v1/ad-bookings/${reported.booking.id}/report.csv?workspaceId=${a.workspace.id}`;
    expect((await get(url)).statusCode).toBe(401);
    expectInvalidField(await get(`/api/v1/ad-bookings/${reported.booking.id}/report.csv`, user), 'workspaceId');
    expect((await get(url, otherAdmin)).statusCode).toBe(404);
    const res = await get(url, user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="sponsor-report-harbor-coffee-${reported.day}.csv"`,
    );
    const recipients = 8000 + Math.round(8000 * 0.006);
    expect(res.body).toBe(
      'Issue date,Recipients,Delivered,Unique opens (estimated),Ad clicks,Ad unique clicks,Ad unique clicks (verified),Click-through rate (%)\r\n' +
        `${reported.day},${recipients},8000,4100,168,120,108,1.5\r\n` +
        `Total,${recipients},8000,4100,168,120,108,1.5\r\n`,
    );
  });
});

describe('sponsor links', () => {
  const linkUrl = (id: string) => `/api/v1/ad-bookings/${id}/report-link/`;
  const revokeUrl = (id: string) => `/api/v1/ad-bookings/${id}/report-link/revoke/`;

  it('401, 400 naming workspaceId, 404 for another business (no link made)', async () => {
    expect((await post(linkUrl(reported.booking.id), { workspaceId: a.workspace.id })).statusCode).toBe(401);
    expectInvalidField(await post(linkUrl(reported.booking.id), {}, user), 'workspaceId');
    expectInvalidField(await post(revokeUrl(reported.booking.id), { workspaceId: 'x' }, user), 'workspaceId');
    const foreign = await post(linkUrl(reported.booking.id), { workspaceId: b.workspace.id }, otherAdmin);
    expect(foreign.statusCode).toBe(404);
    expect((await post(revokeUrl(reported.booking.id), { workspaceId: b.workspace.id }, otherAdmin)).statusCode).toBe(
      404,
    );
    expect((await get(reportUrl(reported.booking.id), user)).json().data.shareLink).toBeNull();
  });

  it('the sponsor opens the link without logging in; a new link stops the old; revoking stops it', async () => {
    const created = await post(linkUrl(reported.booking.id), { workspaceId: a.workspace.id }, user);
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json().data;
    expect(shapeDifferences(link, adReportLinkSchema)).toEqual([]);
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/sponsor-report\?token=/);
    const token = new URL(link.url).searchParams.get('token') ?? '';
    const publicUrl = `/api/v1/sponsor-report/?token=${encodeURIComponent(token)}`;
    const page = await get(publicUrl);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const report = page.json().data;
    expect(shapeDifferences(report, sponsorReportSchema)).toEqual([]);
    expect(report).toMatchObject({
      advertiser: 'Harbor Coffee',
      language: 'en',
      state: 'ready',
      totals: { uniqueClicks: 120 },
    });
    // The page draws its words in the newsletter's language, so the answer names it.
    await t.db.update(workspaces).set({ language: 'es' }).where(eq(workspaces.id, a.workspace.id));
    const spanish = (await get(publicUrl)).json().data;
    const staffWhileSpanish = (await get(reportUrl(reported.booking.id), user)).json().data;
    await t.db.update(workspaces).set({ language: 'en' }).where(eq(workspaces.id, a.workspace.id));
    expect(spanish.language).toBe('es');
    // Its notice too; the staff's own view of the same report stays English.
    expect(spanish.notice).toBe(
      'Las cifras se leen una vez al día durante 7 días después de cada envío y aún pueden subir.',
    );
    expect(staffWhileSpanish.notice).toBe(report.notice);
    expect(report.notice).toBe('Figures are read once a day for 7 days after each send and may still rise.');
    // The creative that ran, so the sponsor knows which ad the figures are for.
    expect(report.creative).toMatchObject({ title: 'Autumn blend is here', url: `${AD_URL}/` });
    expect(page.body).not.toContain('amountCents');
    expect((await get(reportUrl(reported.booking.id), user)).json().data.shareLink).toEqual(link);

    const renewed = (await post(linkUrl(reported.booking.id), { workspaceId: a.workspace.id }, user)).json().data;
    expect(renewed.url).not.toBe(link.url);
    expect((await get(publicUrl)).statusCode).toBe(404);
    const renewedUrl = `/api/v1/sponsor-report/?token=${encodeURIComponent(new URL(renewed.url).searchParams.get('token') ?? '')}`;
    expect((await get(renewedUrl)).statusCode).toBe(200);

    const revoked = await post(revokeUrl(reported.booking.id), { workspaceId: a.workspace.id }, user);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().meta.message).toBe('Sponsor link turned off');
    const gone = await get(renewedUrl);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().meta.message).toBe(
      'This report link does not exist or has been turned off. Ask the publisher for a new one.',
    );
  });

  it("a cancelled or refunded booking's sponsor link answers 410 with a plain sentence, and nothing of the report", async () => {
    const own = await buildRanBooking(t.db, a.workspace.id, { publicationId: FAKE_PUBLICATION_ID });
    const created = await post(linkUrl(own.booking.id), { workspaceId: a.workspace.id }, user);
    const token = new URL(created.json().data.url).searchParams.get('token') ?? '';
    const publicUrl = `/api/v1/sponsor-report/?token=${encodeURIComponent(token)}`;
    expect((await get(publicUrl)).statusCode).toBe(200);
    for (const status of ['cancelled', 'refunded'] as const) {
      await t.db.update(adBookings).set({ status }).where(eq(adBookings.id, own.booking.id));
      const gone = await get(publicUrl);
      expect(gone.statusCode).toBe(410);
      expect(gone.headers['cache-control']).toBe('no-store');
      expect(gone.json()).toEqual({
        meta: { code: 0, message: 'This booking was cancelled, so it has no report. Ask the publisher if in doubt.' },
        data: null,
      });
      // The link's own address, the one the sponsor was given, is gone too: a plain page, not the app.
      const page = await get(`/sponsor-report?token=${encodeURIComponent(token)}`);
      expect(page.statusCode).toBe(410);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('This booking was cancelled, so it has no report. Ask the publisher if in doubt.');
      expect(page.body).not.toContain('<script');
    }
    // The page speaks the newsletter's language: Hebrew, right to left.
    await t.db.update(workspaces).set({ language: 'he' }).where(eq(workspaces.id, a.workspace.id));
    const hebrew = await get(`/sponsor-report?token=${encodeURIComponent(token)}`);
    await t.db.update(workspaces).set({ language: 'en' }).where(eq(workspaces.id, a.workspace.id));
    expect(hebrew.statusCode).toBe(410);
    expect(hebrew.body).toContain('<html lang="he" dir="rtl">');
    expect(hebrew.body).toContain('ההזמנה הזו בוטלה ולכן אין לה דוח.');
    expect(hebrew.body).not.toContain('No report');
  });

  it('no token is a 401 (as on every portal route), an oversized one a 400 naming token, a forged one a 404', async () => {
    expect((await get('/api/v1/sponsor-report/')).statusCode).toBe(401);
    expectInvalidField(await get(`/api/v1/sponsor-report/?token=${'x'.repeat(2001)}`), 'token');
    expect((await get('/api/v1/sponsor-report/?token=eyJhbGciOiJub25lIn0.e30.')).statusCode).toBe(404);
  });
});

describe('GET /ad-revenue/', () => {
  it('401, 400 naming months, 404 for another business', async () => {
    expect((await get(`/api/v1/ad-revenue/?workspaceId=${a.workspace.id}`)).statusCode).toBe(401);
    expectInvalidField(await get(`/api/v1/ad-revenue/?workspaceId=${a.workspace.id}&months=99`, user), 'months');
    expect((await get(`/api/v1/ad-revenue/?workspaceId=${a.workspace.id}`, otherAdmin)).statusCode).toBe(404);
  });

  it('is empty without bookings', async () => {
    const c = await buildTenant(t.db);
    const res = await get(`/api/v1/ad-revenue/?workspaceId=${c.workspace.id}`, await authHeader(t.tokens, c.admin));
    expect(res.json().data).toEqual({ currencies: [] });
  });

  it('sums booked, paid and refunded per month in minor units', async () => {
    const c = await buildTenant(t.db);
    const headers = await authHeader(t.tokens, c.admin);
    const ran = await buildRanBooking(t.db, c.workspace.id, { day: inDays(-1) });
    const now = new Date();
    await t.db.insert(adPayments).values({
      workspaceId: c.workspace.id,
      bookingId: ran.booking.id,
      status: 'refunded',
      paymentIntentId: 'pi_test_1',
      amountCents: 25000,
      currency: 'USD',
      paidAt: now,
      refundedAt: now,
    });
    const res = await get(`/api/v1/ad-revenue/?workspaceId=${c.workspace.id}&months=3`, headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().data;
    expect(shapeDifferences(body, adRevenueSchema)).toEqual([]);
    expect(body.currencies).toHaveLength(1);
    const usd = body.currencies[0];
    expect(usd.currency).toBe('USD');
    expect(usd.months).toHaveLength(3);
    const thisMonth = now.toISOString().slice(0, 7);
    const bookedMonth = ran.day.slice(0, 7);
    const entry = (month: string) => usd.months.find((m: { month: string }) => m.month === month);
    expect(entry(thisMonth)).toMatchObject({ paidCents: 25000, refundedCents: 25000 });
    expect(entry(bookedMonth)?.bookedCents).toBe(25000);
  });
});
