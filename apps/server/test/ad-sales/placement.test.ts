import { randomUUID } from 'node:crypto';
import type { Block, NewsletterDocument } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adBookings, newsletters } from '../../src/db/schema/index';
import { bookSeats } from '../../src/modules/ad-sales/booking-service';
import { publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany, buildFeedItem } from '../helpers/factories-content';
import { buildAdProduct, inDays, publishEveryDay, trustedScope } from './fixtures';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let editor: { authorization: string };
let otherEditor: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
  await Promise.all([publishEveryDay(t.db, a.workspace.id), publishEveryDay(t.db, b.workspace.id)]);
  editor = await authHeader(t.tokens, a.user);
  otherEditor = await authHeader(t.tokens, b.user);
});
afterAll(async () => {
  await t.close();
});

/** Each test works on its own issue day, so their bookings and newsletters never meet. */
let nextDay = 20;
const freshDay = () => inDays(nextDay++);

/** A confirmed "Presenting sponsor — Joe's Pizza" booking with its creative, on `dates`. */
async function bookedAd(tenant: Tenant, dates: string[], advertiser = "Joe's Pizza") {
  const workspaceId = tenant.workspace.id;
  const product = await buildAdProduct(t.db, { workspaceId, name: 'Presenting sponsor', position: 'top' });
  const company = await buildBusinessCompany(t.db, { workspaceId, name: advertiser });
  const item = await buildFeedItem(t.db, { workspaceId, feedType: 'ads', title: 'Pizza night' });
  const outcome = await bookSeats(t.db, await trustedScope(t.db, workspaceId), {
    productId: product.id,
    dates,
    businessCompanyId: company.id,
    feedItemId: item.id,
  });
  if (!outcome.ok) throw new Error('booking refused');
  return { booking: outcome.booking, item };
}

function adBlock(id: string, sourceItemId: string, bookingId?: string): Block {
  const at = new Date().toISOString();
  return {
    id,
    type: 'ad',
    contentType: 'feed',
    sourceItemId,
    snapshotAt: at,
    sourceUpdatedAt: at,
    snapshot: { title: 'Pizza night', businessName: "Joe's Pizza" },
    ...(bookingId ? { bookingId } : {}),
  };
}

const documentOf = (...blocks: Block[]): NewsletterDocument => ({
  schemaVersion: 1,
  blocks: [{ id: 'intro', type: 'paragraph', content: [{ type: 'text', text: 'Hello readers' }] }, ...blocks],
});

async function save(
  headers: { authorization: string },
  workspaceId: string,
  date: string,
  document: NewsletterDocument,
  version?: number,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletters/',
    headers,
    payload: { workspaceId, date, subject: 'Weekly', preheader: 'This week', document, version },
  });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().data as { id: string; version: number };
}

async function statusOf(bookingId: string) {
  const [row] = await t.db.select({ status: adBookings.status }).from(adBookings).where(eq(adBookings.id, bookingId));
  return row?.status;
}

async function checksOf(newsletterId: string, workspaceId = a.workspace.id) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/newsletters/${newsletterId}/render/?workspaceId=${workspaceId}`,
    headers: editor,
  });
  expect(res.statusCode, res.body).toBe(200);
  const checks = res.json().data.checks as { id: string; severity: string; message: string; blockIds: string[] }[];
  return checks.filter((check) => check.id.startsWith('ad-booking') || check.id === 'ad-without-booking');
}

describe('placing a booking by saving the issue', () => {
  it('confirmed → placed when the issue of its day carries it; back to confirmed when the block is removed', async () => {
    const day = freshDay();
    const { booking, item } = await bookedAd(a, [day]);
    const created = await save(editor, a.workspace.id, day, documentOf(adBlock('sponsor', item.id, booking.id)));
    expect(await statusOf(booking.id)).toBe('placed');
    const resaved = await save(editor, a.workspace.id, day, documentOf(), created.version);
    expect(await statusOf(booking.id)).toBe('confirmed');
    await save(editor, a.workspace.id, day, documentOf(adBlock('again', item.id, booking.id)), resaved.version);
    expect(await statusOf(booking.id)).toBe('placed');
  });

  it('does not place a booking in the issue of another day, nor a cancelled one', async () => {
    const day = freshDay();
    const { booking, item } = await bookedAd(a, [day]);
    await save(editor, a.workspace.id, freshDay(), documentOf(adBlock('sponsor', item.id, booking.id)));
    expect(await statusOf(booking.id)).toBe('confirmed');
    await t.db.update(adBookings).set({ status: 'cancelled' }).where(eq(adBookings.id, booking.id));
    await save(editor, a.workspace.id, day, documentOf(adBlock('sponsor', item.id, booking.id)));
    expect(await statusOf(booking.id)).toBe('cancelled');
  });

  it('a multi-day booking stays placed while another issue still carries it', async () => {
    const [first, second] = [freshDay(), freshDay()];
    const { booking, item } = await bookedAd(a, [first, second]);
    const one = await save(editor, a.workspace.id, first, documentOf(adBlock('sponsor', item.id, booking.id)));
    await save(editor, a.workspace.id, second, documentOf(adBlock('sponsor', item.id, booking.id)));
    await save(editor, a.workspace.id, first, documentOf(), one.version);
    expect(await statusOf(booking.id)).toBe('placed');
  });

  it('moving the issue to another day returns its booking to confirmed', async () => {
    const [day, later] = [freshDay(), freshDay()];
    const { booking, item } = await bookedAd(a, [day]);
    const issue = await save(editor, a.workspace.id, day, documentOf(adBlock('sponsor', item.id, booking.id)));
    expect(await statusOf(booking.id)).toBe('placed');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletters/${issue.id}/move/`,
      headers: editor,
      payload: { workspaceId: a.workspace.id, date: later },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await statusOf(booking.id)).toBe('confirmed');
  });

  it("another business's booking id cannot be placed: its booking is untouched and readiness leaks nothing", async () => {
    const day = freshDay();
    const theirs = await bookedAd(b, [day], 'Secret Client Ltd');
    const ours = await save(
      editor,
      a.workspace.id,
      day,
      documentOf(adBlock('sponsor', theirs.item.id, theirs.booking.id)),
    );
    expect(await statusOf(theirs.booking.id)).toBe('confirmed');
    const checks = await checksOf(ours.id);
    expect(checks).toEqual([
      {
        id: 'ad-booking-mismatch',
        severity: 'error',
        message:
          'An ad block names a booking that does not exist. Remove the block, or place a current booking instead.',
        blockIds: ['sponsor'],
      },
    ]);
    expect(JSON.stringify(checks)).not.toContain('Secret Client');
    // Their own issue of that day still needs it: our save did not make it "placed" for them.
    const theirIssue = await save(otherEditor, b.workspace.id, day, documentOf());
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletters/${theirIssue.id}/render/?workspaceId=${b.workspace.id}`,
      headers: otherEditor,
    });
    expect(res.json().data.checks).toContainEqual(
      expect.objectContaining({ id: 'ad-booking-missing', severity: 'error' }),
    );
  });
});

describe('readiness of the issue’s ads', () => {
  it('a confirmed booking missing from the issue is an error naming the booking and what to do', async () => {
    const day = freshDay();
    await bookedAd(a, [day]);
    const issue = await save(editor, a.workspace.id, day, documentOf());
    expect(await checksOf(issue.id)).toEqual([
      {
        id: 'ad-booking-missing',
        severity: 'error',
        message:
          'Presenting sponsor — Joe\'s Pizza is booked for this issue but not in it. Place it from "Booked ads for this issue", or cancel the booking in Ad sales.',
        blockIds: [],
      },
    ]);
  });

  it('an ad block whose booking is for another day is an error naming the booking and its days', async () => {
    const bookedDay = freshDay();
    const { booking, item } = await bookedAd(a, [bookedDay]);
    const issue = await save(editor, a.workspace.id, freshDay(), documentOf(adBlock('sponsor', item.id, booking.id)));
    expect(await checksOf(issue.id)).toEqual([
      {
        id: 'ad-booking-mismatch',
        severity: 'error',
        message: `Presenting sponsor — Joe's Pizza is booked for ${bookedDay}, not for this issue. Remove its ad block, or move the block to the issue of its day.`,
        blockIds: ['sponsor'],
      },
    ]);
  });

  it('an ad block whose booking was cancelled is an error', async () => {
    const day = freshDay();
    const { booking, item } = await bookedAd(a, [day]);
    const issue = await save(editor, a.workspace.id, day, documentOf(adBlock('sponsor', item.id, booking.id)));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/ad-bookings/${booking.id}/cancel/`,
      headers: editor,
      payload: { workspaceId: a.workspace.id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await checksOf(issue.id)).toEqual([
      {
        id: 'ad-booking-mismatch',
        severity: 'error',
        message: "Presenting sponsor — Joe's Pizza was cancelled: it must not run. Remove its ad block.",
        blockIds: ['sponsor'],
      },
    ]);
  });

  it('an ad block without any booking is a warning; a placed booking is clean', async () => {
    const day = freshDay();
    const { booking, item } = await bookedAd(a, [day]);
    const issue = await save(
      editor,
      a.workspace.id,
      day,
      documentOf(adBlock('sponsor', item.id, booking.id), adBlock('house-ad', item.id)),
    );
    expect(await checksOf(issue.id)).toEqual([
      {
        id: 'ad-without-booking',
        severity: 'warning',
        message:
          '1 ad block has no booking, so it is not tracked in Ad sales. Place booked ads from "Booked ads for this issue".',
        blockIds: ['house-ad'],
      },
    ]);
  });
});

describe('publishing the issue', () => {
  async function publish(newsletterId: string) {
    const token = randomUUID();
    await t.db
      .update(newsletters)
      .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date() })
      .where(eq(newsletters.id, newsletterId));
    return publishScheduledNewsletter(
      { db: t.db, config: t.config, mailer: t.mailer },
      { newsletterId, workspaceId: a.workspace.id, token },
    );
  }

  it('marks its placed bookings ran in the publish transaction', async () => {
    const day = freshDay();
    const { booking, item } = await bookedAd(a, [day]);
    const issue = await save(editor, a.workspace.id, day, documentOf(adBlock('sponsor', item.id, booking.id)));
    expect(await publish(issue.id)).toBe('published');
    expect(await statusOf(booking.id)).toBe('ran');
  });

  it('a multi-day booking has run only once the issue of its last day goes out', async () => {
    const [first, second] = [freshDay(), freshDay()];
    const { booking, item } = await bookedAd(a, [first, second]);
    const one = await save(editor, a.workspace.id, first, documentOf(adBlock('sponsor', item.id, booking.id)));
    const two = await save(editor, a.workspace.id, second, documentOf(adBlock('sponsor', item.id, booking.id)));
    expect(await publish(one.id)).toBe('published');
    expect(await statusOf(booking.id)).toBe('placed');
    expect(await publish(two.id)).toBe('published');
    expect(await statusOf(booking.id)).toBe('ran');
  });

  it('an issue missing a confirmed booking is not published, and the booking stays confirmed', async () => {
    const day = freshDay();
    const { booking } = await bookedAd(a, [day]);
    const issue = await save(editor, a.workspace.id, day, documentOf());
    expect(await publish(issue.id)).toBe('failed');
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, issue.id));
    expect(row?.failureReason).toContain("Presenting sponsor — Joe's Pizza is booked for this issue but not in it.");
    expect(await statusOf(booking.id)).toBe('confirmed');
  });
});
