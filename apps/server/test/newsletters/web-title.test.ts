import { NEWSLETTER_WEB_TITLE_MAX, newsletterSchema, savedNewsletterSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { nextIssueDate, shortDocument } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';

// The issue's web title, chosen thumbnail and Beehiiv header switch, saved with the issue like its subject.

let t: TestApp;
let a: Tenant;
let other: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  other = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.manager);
});
afterAll(async () => {
  await t.close();
});

const THUMBNAIL = 'https://images.riverside-news.example/market.jpg';

async function save(payload: Record<string, unknown>, auth: Record<string, string> = headers) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletters/',
    headers: auth,
    payload: { workspaceId: a.workspace.id, document: shortDocument(), ...payload },
  });
}

async function storedOn(date: string) {
  const [row] = await t.db.select().from(newsletters).where(eq(newsletters.issueDate, date));
  return row;
}

describe('POST /api/v1/newsletters/ with the web title, thumbnail and Beehiiv header switch', () => {
  it('starts without them (the subject, the first picture, no header and footer in Beehiiv)', async () => {
    const res = await save({ date: nextIssueDate(), subject: 'Harvest fest is back' });
    expect(res.statusCode, res.body).toBe(201);
    expect(shapeDifferences(res.json().data, newsletterSchema)).toEqual([]);
    expect(res.json().data).toMatchObject({ webTitle: null, thumbnailUrl: null, beehiivHeaderFooter: false });
  });

  it('saves them, answers them exactly, keeps them when a save leaves them out, and clears an empty title', async () => {
    const date = nextIssueDate();
    await save({ date, subject: 'Harvest fest is back' });
    const res = await save({
      date,
      version: 1,
      subject: 'Harvest fest is back',
      webTitle: '  Harvest fest returns to the market square ',
      thumbnailUrl: THUMBNAIL,
      beehiivHeaderFooter: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, savedNewsletterSchema)).toEqual([]);
    expect(res.json().data).toMatchObject({
      webTitle: 'Harvest fest returns to the market square',
      thumbnailUrl: THUMBNAIL,
      beehiivHeaderFooter: true,
    });

    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletters/?workspaceId=${a.workspace.id}&date=${date}`,
      headers,
    });
    expect(read.json().data[0]).toMatchObject({
      webTitle: 'Harvest fest returns to the market square',
      thumbnailUrl: THUMBNAIL,
      beehiivHeaderFooter: true,
    });

    // A save that does not know them (an older editor, an assembly) keeps them.
    expect((await save({ date, version: 2, subject: 'Harvest fest' })).json().data).toMatchObject({
      webTitle: 'Harvest fest returns to the market square',
      thumbnailUrl: THUMBNAIL,
      beehiivHeaderFooter: true,
    });

    const cleared = await save({ date, version: 3, webTitle: '   ', thumbnailUrl: null, beehiivHeaderFooter: false });
    expect(cleared.json().data).toMatchObject({ webTitle: null, thumbnailUrl: null, beehiivHeaderFooter: false });
    expect(await storedOn(date)).toMatchObject({ webTitle: null, thumbnailUrl: null, beehiivHeaderFooter: false });
  });

  it.each([
    ['a web title over the limit', { webTitle: 'x'.repeat(NEWSLETTER_WEB_TITLE_MAX + 1) }, 'webTitle'],
    ['a web title on two lines', { webTitle: 'Harvest\nfest' }, 'webTitle'],
    ['a thumbnail that is no image address', { thumbnailUrl: 'javascript:alert(1)' }, 'thumbnailUrl'],
    ['a switch that is not true or false', { beehiivHeaderFooter: 'yes' }, 'beehiivHeaderFooter'],
  ])('refuses %s with a 400 naming the field, storing nothing', async (_case, fields, field) => {
    const date = nextIssueDate();
    await save({ date });
    expectInvalidField(await save({ date, version: 1, ...fields }), field);
    expect(await storedOn(date)).toMatchObject({ version: 1, webTitle: null, thumbnailUrl: null });
  });

  it('says 401 without a token', async () => {
    expect((await save({ date: nextIssueDate(), webTitle: 'Hi' }, {})).statusCode).toBe(401);
  });

  it("answers 404 for another workspace's issue and leaves it as it was", async () => {
    const date = nextIssueDate();
    const otherHeaders = await authHeader(t.tokens, other.manager);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletters/',
      headers: otherHeaders,
      payload: { workspaceId: other.workspace.id, date, document: shortDocument() },
    });
    expect(created.statusCode, created.body).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletters/',
      headers,
      payload: { workspaceId: other.workspace.id, date, version: 1, document: shortDocument(), webTitle: 'Mine now' },
    });
    expect(res.statusCode, res.body).toBe(404);
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.workspaceId, other.workspace.id));
    expect(row).toMatchObject({ version: 1, webTitle: null });
  });
});
