import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { moderationPageSchema, submissionReceiptSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, portalSubmissions, workspaces } from '../../src/db/schema/index';
import { localUploadsRoot } from '../../src/integrations/storage';
import { HEIC_MESSAGE } from '../../src/lib/portal-images';
import { POW_FAILED, POW_REPLAYED, STALE_FORM, TOO_FAST } from '../../src/modules/submissions/spam';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany, type FilePart } from '../helpers/factories-content';
import { expectInvalidField } from '../helpers/field-errors';
import {
  adFields,
  blockedIn,
  buildPortalLink,
  countIn,
  eventFields,
  formTokenFor,
  PORTAL_TEST_ENV,
  publicPaths,
  solvedPow,
  spamFields,
  submit,
  ugcFields,
} from './helpers';

let t: TestApp;
let a: Tenant;
beforeAll(async () => {
  t = await createTestApp({ env: PORTAL_TEST_ENV });
  a = await buildTenant(t.db);
});
afterAll(async () => {
  await t.close();
});

async function itemOf(trackingId: string) {
  const [row] = await t.db
    .select({ item: feedItems, submission: portalSubmissions })
    .from(portalSubmissions)
    .innerJoin(feedItems, eq(feedItems.id, portalSubmissions.itemId))
    .where(eq(portalSubmissions.trackingId, trackingId));
  if (!row) throw new Error(`no submission ${trackingId}`);
  return row;
}

/** A portrait phone photo: stored sideways with EXIF orientation 6, and a GPS position. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const photo = (bytes: Buffer, contentType = 'image/jpeg', filename = 'IMG_0001.jpg'): FilePart => ({
  field: 'image',
  filename,
  contentType,
  bytes,
});

describe('public submissions', () => {
  it('UGC: creates a pending item and its submission, answers the receipt and mails the status link', async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const res = await submit(t, publicPaths.ugc, token, { ...ugcFields, ...(await spamFields(t, token, link.id)) });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Thank you! Your submission was received and will be reviewed.' });
    expect(shapeDifferences(body.data, submissionReceiptSchema)).toEqual([]);
    expect(body.data.trackingId).toMatch(/^SUB-[0-9A-Z]{10}$/);
    expect(body.data.statusUrl).toMatch(/^http:\/\/localhost:3000\/submission-status\?token=/);
    const { item, submission } = await itemOf(body.data.trackingId);
    expect(item).toMatchObject({
      workspaceId: a.workspace.id,
      feedType: 'ugc',
      feedStatus: 'pending',
      title: 'Litter pick on Saturday',
      content: '<p>We cleaned the park.</p><p>Thanks to 40 volunteers!</p>',
      source: 'Public submission',
      submitterEmail: 'robin@example.com',
    });
    expect(submission).toMatchObject({ status: 'pending', origin: 'ugc', linkId: link.id });
    const mail = await t.lastMailTo('robin@example.com');
    expect(mail?.subject).toBe('We received your submission "Litter pick on Saturday"');
    expect(mail?.text).toContain(body.data.statusUrl);
  });

  it('UGC: the receipt is written in the newsletter’s language', async () => {
    const german = await buildTenant(t.db);
    await t.db.update(workspaces).set({ language: 'de' }).where(eq(workspaces.id, german.workspace.id));
    const { token, link } = await buildPortalLink(t, { workspaceId: german.workspace.id, kind: 'ugc' });
    const fields = { ...ugcFields, submitterEmail: 'kim@example.com', ...(await spamFields(t, token, link.id)) };
    const res = await submit(t, publicPaths.ugc, token, fields);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await t.lastMailTo('kim@example.com');
    expect(mail?.subject).toBe('Wir haben Ihren Beitrag „Litter pick on Saturday“ erhalten');
    expect(mail?.text).toContain('Status Ihres Beitrags ansehen:');
    expect(mail?.text).not.toContain('Thank you');
  });

  it('event: stores dates, venue and link; nothing is listed as active until approved', async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'events' });
    const res = await submit(t, publicPaths.events, token, {
      ...eventFields,
      ...(await spamFields(t, token, link.id)),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { item } = await itemOf(res.json().data.trackingId);
    expect(item).toMatchObject({
      feedType: 'events',
      feedStatus: 'pending',
      venue: 'Village green',
      price: 'Free',
      ticketUrl: 'https://fair.example/harvest',
    });
    expect(item.eventStartsAt?.toISOString()).toBe('2030-09-12T10:00:00.000Z');
    const admin = await authHeader(t.tokens, a.admin);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/events/list/?workspaceId=${a.workspace.id}&feedType=events`,
      headers: admin,
    });
    expect(list.json().data.results.map((r: { title: string }) => r.title)).not.toContain('Harvest fair');
  });

  it('ad through a business link: the business is the link’s, whatever was typed', async () => {
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id, name: 'Real Bakery Ltd' });
    const { token, link } = await buildPortalLink(t, {
      workspaceId: a.workspace.id,
      kind: 'ads',
      businessCompanyId: company.id,
    });
    const res = await submit(t, publicPaths.ads, token, {
      ...adFields,
      businessName: 'Someone Else',
      ...(await spamFields(t, token, link.id)),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { item } = await itemOf(res.json().data.trackingId);
    expect(item).toMatchObject({ feedType: 'ads', businessCompanyId: company.id, author: 'Real Bakery Ltd' });
  });

  it('bad input is refused naming the field, and nothing is stored', async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'events' });
    const before = await countIn(t.db, 'feed_items', a.workspace.id);
    const res = await submit(t, publicPaths.events, token, {
      ...eventFields,
      eventStartsAt: 'next friday',
      ...(await spamFields(t, token, link.id)),
    });
    expectInvalidField(res, 'eventStartsAt');
    const noAlt = await submit(
      t,
      publicPaths.events,
      token,
      { ...eventFields, ...(await spamFields(t, token, link.id)) },
      [photo(await phonePhoto())],
    );
    expectInvalidField(noAlt, 'imageAlt', 'Describe the image for readers who cannot see it.');
    expect(await countIn(t.db, 'feed_items', a.workspace.id)).toBe(before);
  });
});

describe('spam defences', () => {
  it('a filled honeypot is answered like a success, stores nothing and is counted', async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const before = await countIn(t.db, 'feed_items', a.workspace.id);
    const blocked = (await blockedIn(t.db, a.workspace.id)).honeypot ?? 0;
    const res = await submit(t, publicPaths.ugc, token, {
      ...ugcFields,
      website: 'http://spam.example',
      ...(await spamFields(t, token, link.id)),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.trackingId).toMatch(/^SUB-/);
    expect(await countIn(t.db, 'feed_items', a.workspace.id)).toBe(before);
    expect((await blockedIn(t.db, a.workspace.id)).honeypot).toBe(blocked + 1);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submission-status/?token=${new URL(res.json().data.statusUrl).searchParams.get('token')}`,
    });
    expect(status.statusCode).toBe(404);
  });

  it('a form sent sooner than a person could fill it is refused with a clear message and counted', async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const before = await countIn(t.db, 'feed_items', a.workspace.id);
    const res = await submit(t, publicPaths.ugc, token, {
      ...ugcFields,
      formToken: await formTokenFor(t, link.id, 500),
      altcha: await solvedPow(t, token),
    });
    expectInvalidField(res, 'formToken', TOO_FAST);
    const stale = await submit(t, publicPaths.ugc, token, {
      ...ugcFields,
      formToken: await formTokenFor(t, link.id, 25 * 3600_000),
      altcha: await solvedPow(t, token),
    });
    expectInvalidField(stale, 'formToken', STALE_FORM);
    const other = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const borrowed = await submit(t, publicPaths.ugc, token, {
      ...ugcFields,
      formToken: await formTokenFor(t, other.link.id),
      altcha: await solvedPow(t, token),
    });
    expectInvalidField(borrowed, 'formToken');
    expect(await countIn(t.db, 'feed_items', a.workspace.id)).toBe(before);
    const blocked = await blockedIn(t.db, a.workspace.id);
    expect(blocked.too_fast).toBeGreaterThanOrEqual(1);
    expect(blocked.stale_form).toBeGreaterThanOrEqual(1);
  });

  it('a missing or wrong proof of work is refused; a replayed one is refused as replayed', async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const missing = await submit(t, publicPaths.ugc, token, {
      ...ugcFields,
      formToken: await formTokenFor(t, link.id),
    });
    expectInvalidField(missing, 'altcha');
    const garbage = await submit(t, publicPaths.ugc, token, {
      ...ugcFields,
      formToken: await formTokenFor(t, link.id),
      altcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expectInvalidField(garbage, 'altcha', POW_FAILED);
    const altcha = await solvedPow(t, token);
    const first = await submit(t, publicPaths.ugc, token, {
      ...ugcFields,
      formToken: await formTokenFor(t, link.id),
      altcha,
    });
    expect(first.statusCode, first.body).toBe(201);
    const before = await countIn(t.db, 'feed_items', a.workspace.id);
    const replay = await submit(t, publicPaths.ugc, token, {
      ...ugcFields,
      formToken: await formTokenFor(t, link.id),
      altcha,
    });
    expectInvalidField(replay, 'altcha', POW_REPLAYED);
    expect(await countIn(t.db, 'feed_items', a.workspace.id)).toBe(before);
    // A solution for one link's challenge does not open another link's form.
    const other = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const foreign = await submit(t, publicPaths.ugc, other.token, {
      ...ugcFields,
      formToken: await formTokenFor(t, other.link.id),
      altcha: await solvedPow(t, token),
    });
    expectInvalidField(foreign, 'altcha', POW_FAILED);
    const blocked = await blockedIn(t.db, a.workspace.id);
    expect(blocked.replay).toBe(1);
    expect(blocked.proof_of_work).toBeGreaterThanOrEqual(2);
  });

  it('staff see the blocked counts by reason in the queue', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${a.workspace.id}`,
      headers: await authHeader(t.tokens, a.user),
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = moderationPageSchema.parse(res.json().data);
    expect(page.blocked.map((b) => b.reason).sort()).toEqual(
      ['honeypot', 'proof_of_work', 'replay', 'stale_form', 'too_fast'].sort(),
    );
  });
});

describe('images from phones', () => {
  const uploaded = (url: string) =>
    path.join(localUploadsRoot(t.config), new URL(url).pathname.replace(/^\/uploads\//, ''));

  it('auto-rotates by EXIF and re-encodes without location or camera metadata', async () => {
    const original = await phonePhoto();
    expect((await exifr.gps(original))?.latitude).toBeCloseTo(51.5);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'events' });
    const res = await submit(
      t,
      publicPaths.events,
      token,
      { ...eventFields, imageAlt: 'Tractors on the green', ...(await spamFields(t, token, link.id)) },
      [photo(original)],
    );
    expect(res.statusCode, res.body).toBe(201);
    const { item, submission } = await itemOf(res.json().data.trackingId);
    expect(submission.imageAlt).toBe('Tractors on the green');
    const stored = await readFile(uploaded(item.imageUrl ?? ''));
    const meta = await sharp(stored).metadata();
    // Stored landscape 400×200 with "rotate 90°": upright it is portrait.
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(await exifr.gps(stored)).toBeUndefined();
    expect(await exifr.parse(stored, { tiff: true, gps: true })).toBeUndefined();
  });

  it('refuses HEIC with a message saying what to do, and anything over 10 MB with 413', async () => {
    const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ugc' });
    const before = await countIn(t.db, 'feed_items', a.workspace.id);
    // The start of an HEIC file: an ISO-BMFF "ftyp" box of brand heic.
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(64),
    ]);
    const res = await submit(
      t,
      publicPaths.ugc,
      token,
      { ...ugcFields, imageAlt: 'A photo', ...(await spamFields(t, token, link.id)) },
      [photo(heic, 'image/jpeg', 'IMG_0002.jpg')],
    );
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json().meta.message).toBe(HEIC_MESSAGE);
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await submit(
      t,
      publicPaths.ugc,
      token,
      { ...ugcFields, imageAlt: 'A photo', ...(await spamFields(t, token, link.id)) },
      [photo(big)],
    );
    expect(tooBig.statusCode, tooBig.body).toBe(413);
    expect(await countIn(t.db, 'feed_items', a.workspace.id)).toBe(before);
  });
});
