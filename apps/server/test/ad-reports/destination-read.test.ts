import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MAILCHIMP_LIST_ID } from '../../fakes/mailchimp';
import { adBookings, adReportIssues, newsletterPublications } from '../../src/db/schema/index';
import type { JobDeps } from '../../src/deps';
import { KitClient, MailchimpClient } from '../../src/integrations/publishing';
import { type IssueReadJob, readIssueStats } from '../../src/modules/ad-reports/read-job';
import { findIssuesToRead } from '../../src/modules/ad-reports/repository';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { type PublishingFakes, startPublishingTestApp, storeDestination } from '../publishing/helpers';
import { AD_URL, buildRanBooking } from './fixtures';

let t: TestApp;
let fakes: PublishingFakes;
let deps: JobDeps;
beforeAll(async () => {
  ({ t, fakes } = await startPublishingTestApp());
  deps = { config: t.config, db: t.db, log: pino({ level: 'silent' }), mailer: t.mailer };
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

/** The email as sent: the ad's link twice (two variants) and an article link. */
const html = `<html><body><a href="${AD_URL}?utm_source=newsletter">Ad</a><a href="${AD_URL}/">Buy</a><a href="https://riverside.example/news">News</a><p>*|UNSUB|*</p></body></html>`;

/** A ran booking whose issue went out with `kind` as a sent campaign or broadcast (not Beehiiv). */
async function ranWith(kind: 'mailchimp' | 'kit') {
  const tenant = await buildTenant(t.db);
  const workspaceId = tenant.workspace.id;
  const key = kind === 'mailchimp' ? `${randomUUID().replaceAll('-', '')}-us21` : `kit_${randomUUID()}`;
  let remoteId: string;
  if (kind === 'mailchimp') {
    fakes.mailchimp.setKey(key);
    const client = new MailchimpClient({ baseUrl: fakes.mailchimp.url, apiKey: key, allowPrivate: true });
    const campaign = await client.createCampaign({
      listId: FAKE_MAILCHIMP_LIST_ID,
      subject: 's',
      previewText: '',
      title: 't',
      fromName: 'f',
      replyTo: 'r@example.com',
    });
    await client.setContent(campaign.id, html);
    await client.send(campaign.id);
    remoteId = campaign.id;
  } else {
    fakes.kit.setKey(key);
    const client = new KitClient({ baseUrl: fakes.kit.url, apiKey: key, allowPrivate: true });
    const made = await client.createBroadcast({
      subject: 's',
      previewText: '',
      content: html,
      description: 'd',
      public: false,
      sendAt: new Date().toISOString(),
    });
    remoteId = String(made.id);
  }
  await storeDestination(t, workspaceId, kind, key);
  const ran = await buildRanBooking(t.db, workspaceId);
  await t.db.delete(newsletterPublications).where(eq(newsletterPublications.newsletterId, ran.newsletter.id));
  await t.db.insert(newsletterPublications).values({
    workspaceId,
    newsletterId: ran.newsletter.id,
    newsletterVersion: 1,
    subject: 's',
    html,
    text: 't',
    handoff: kind,
    remoteId,
  });
  return { ...ran, workspaceId, remoteId };
}

describe('sponsor report reads of issues sent with Mailchimp or Kit', () => {
  it('Mailchimp: the sweep finds the issue; the report and click-details give recipients, opens and the ad’s clicks', async () => {
    const ran = await ranWith('mailchimp');
    const today = new Date().toISOString().slice(0, 10);
    const due = (await findIssuesToRead(t.db, today, 7)).filter((j) => j.bookingId === ran.booking.id);
    expect(due).toEqual([{ workspaceId: ran.workspaceId, bookingId: ran.booking.id, day: ran.day }]);
    expect(await readIssueStats(deps, due[0] as IssueReadJob)).toBe(true);
    const [row] = await t.db.select().from(adReportIssues).where(eq(adReportIssues.bookingId, ran.booking.id));
    // The fake: 1,200 sent, 10 bounced, 540 unique opens; link i has round(540 / (4 + 3i)) unique clicks and a
    // third more in total: the ad's two links are rows 0 and 1 (135 and 77), the article (row 2, 54) is not the ad's.
    expect(row).toMatchObject({
      publicationId: 'mailchimp',
      postId: ran.remoteId,
      recipients: 1200,
      delivered: 1190,
      uniqueOpens: 540,
      adUniqueClicks: 135 + 77,
      adClicks: 135 + 45 + 77 + 25,
      adVerifiedUniqueClicks: null,
    });
    const [booking] = await t.db.select().from(adBookings).where(eq(adBookings.id, ran.booking.id));
    expect(booking?.status).toBe('reported');
  });

  it('Kit: stats and link clicks (unique only) give the figures', async () => {
    const ran = await ranWith('kit');
    const job: IssueReadJob = { workspaceId: ran.workspaceId, bookingId: ran.booking.id, day: ran.day };
    expect(await readIssueStats(deps, job)).toBe(true);
    const [row] = await t.db.select().from(adReportIssues).where(eq(adReportIssues.bookingId, ran.booking.id));
    // The fake: 860 recipients, 430 opened; link i has round(430 / (5 + 2i)) unique clicks.
    expect(row).toMatchObject({
      publicationId: 'kit',
      postId: ran.remoteId,
      recipients: 860,
      delivered: 860,
      uniqueOpens: 430,
      adUniqueClicks: 86 + 61,
      adClicks: 86 + 61,
    });
  });

  it('a newsletter that no longer publishes there is skipped, not retried', async () => {
    const ran = await ranWith('kit');
    await t.db.execute(`update publishing_destinations set kind = 'export' where workspace_id = '${ran.workspaceId}'`);
    const job: IssueReadJob = { workspaceId: ran.workspaceId, bookingId: ran.booking.id, day: ran.day };
    expect(await readIssueStats(deps, job)).toBe(false);
    expect(await t.db.select().from(adReportIssues).where(eq(adReportIssues.bookingId, ran.booking.id))).toEqual([]);
  });
});
