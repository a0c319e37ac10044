import { DEFAULT_NEWSLETTER_STYLE, newsletterSchema, savedNewsletterSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { fullDocument, nextIssueDate, shortDocument } from '../helpers/factories-newsletters';

let t: TestApp;
let a: Tenant;
let admin: { authorization: string };
let user: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  admin = await authHeader(t.tokens, a.admin);
  user = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

function save(payload: Record<string, unknown>, headers = user) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletters/',
    headers,
    payload: { workspaceId: a.workspace.id, ...payload },
  });
}

describe('POST /api/v1/newsletters/', () => {
  it('creates the date’s newsletter at version 1 with the workspace look', async () => {
    const date = nextIssueDate();
    const res = await save({
      date,
      title: ' Riverside weekly ',
      subject: 'This week',
      preheader: 'Bridge, market, concert',
      document: fullDocument(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Newsletter created' });
    expect(shapeDifferences(body.data, newsletterSchema)).toEqual([]);
    expect(body.data).toEqual({
      id: expect.any(String),
      workspaceId: a.workspace.id,
      issueDate: date,
      title: 'Riverside weekly',
      subject: 'This week',
      preheader: 'Bridge, market, concert',
      webTitle: null,
      thumbnailUrl: null,
      beehiivHeaderFooter: false,
      document: fullDocument(),
      style: DEFAULT_NEWSLETTER_STYLE,
      status: 'draft',
      version: 1,
      scheduledAt: null,
      createdBy: a.user.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('saves over it with the version it was based on, raising the version', async () => {
    const date = nextIssueDate();
    const created = (await save({ date, document: shortDocument() })).json().data;
    const res = await save({ date, title: 'Edited', document: shortDocument('Edited'), status: 'planned', version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Newsletter saved');
    expect(res.json().data).toMatchObject({
      id: created.id,
      title: 'Edited',
      status: 'planned',
      version: 2,
      createdBy: a.user.id,
    });
    // The answer leaves out the document the editor just sent; the stored one is the edit.
    expect(shapeDifferences(res.json().data, savedNewsletterSchema)).toEqual([]);
    expect(res.json().data).not.toHaveProperty('document');
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, created.id));
    expect(row?.document).toEqual(shortDocument('Edited'));
    expect(Date.parse(res.json().data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
  });

  it('saves an edit of a scheduled issue and keeps it scheduled; a save never schedules', async () => {
    const date = nextIssueDate();
    const created = (await save({ date, document: shortDocument() })).json().data;
    const scheduledAt = new Date('2027-06-01T09:00:00Z');
    await t.db.update(newsletters).set({ status: 'scheduled', scheduledAt }).where(eq(newsletters.id, created.id));
    const edit = await save({ date, document: shortDocument('Late news'), status: 'scheduled', version: 1 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ status: 'scheduled', version: 2 });
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, created.id));
    expect(row?.scheduledAt).toEqual(scheduledAt);
    expect(row?.document).toEqual(shortDocument('Late news'));

    // A draft saved with "scheduled" stays a draft: only the scheduler schedules (it keeps a send job in step).
    const other = nextIssueDate();
    await save({ date: other, document: shortDocument() });
    const sneaky = await save({ date: other, document: shortDocument(), status: 'scheduled', version: 1 });
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(sneaky.json().data.status).toBe('draft');
    const fresh = await save({ date: nextIssueDate(), document: shortDocument(), status: 'scheduled' });
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().meta.message).toBe(
      'A new newsletter starts as a draft or planned. Schedule it from the scheduler.',
    );
  });

  it('refuses a stale version with 409 and the current newsletter, changing nothing', async () => {
    const date = nextIssueDate();
    await save({ date, document: shortDocument('first') });
    expect((await save({ date, document: shortDocument('tab one'), version: 1 })).statusCode).toBe(200);
    const stale = await save({ date, document: shortDocument('tab two'), version: 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    const body = stale.json();
    expect(body.meta).toEqual({
      code: 0,
      message:
        'This newsletter was changed elsewhere since you opened it. Review the current version before saving again.',
    });
    expect(body.data.currentVersion).toBe(2);
    expect(body.data.current).toMatchObject({ version: 2, document: shortDocument('tab one') });
    const [row] = await t.db.select().from(newsletters).where(eq(newsletters.issueDate, date));
    expect(row?.document).toEqual(shortDocument('tab one'));
  });

  it('answers 409 to a second create for the same date', async () => {
    const date = nextIssueDate();
    await save({ date, document: shortDocument('mine') });
    const res = await save({ date, document: shortDocument('theirs') });
    expect(res.statusCode).toBe(409);
    expect(res.json().data).toMatchObject({ currentVersion: 1, current: { document: shortDocument('mine') } });
  });

  it('answers 404 to an update of a date that has no newsletter', async () => {
    const res = await save({ date: nextIssueDate(), document: shortDocument(), version: 3 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'Newsletter not found' }, data: null });
  });

  it('lets only one of two concurrent saves of the same version through', async () => {
    const date = nextIssueDate();
    await save({ date, document: shortDocument() });
    const answers = await Promise.all([
      save({ date, document: shortDocument('a'), version: 1 }),
      save({ date, document: shortDocument('b'), version: 1 }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
  });

  it('gives a new newsletter the saved personalization, and keeps it when the look changes later', async () => {
    const tenant = await buildTenant(t.db);
    const headers = await authHeader(t.tokens, tenant.admin);
    const look = { ...DEFAULT_NEWSLETTER_STYLE, accentColor: '#10b981', footerText: 'See you next week' };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/personalization/',
      headers,
      payload: { workspaceId: tenant.workspace.id, ...look },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const date = nextIssueDate();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletters/',
      headers,
      payload: { workspaceId: tenant.workspace.id, date, document: shortDocument() },
    });
    expect(created.json().data.style).toEqual(look);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/personalization/',
      headers,
      payload: { workspaceId: tenant.workspace.id, ...look, accentColor: '#000000' },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletters/?workspaceId=${tenant.workspace.id}&date=${date}`,
      headers,
    });
    expect(read.json().data[0].style).toEqual(look);
  });

  it('keeps the style of an update unless one is sent', async () => {
    const date = nextIssueDate();
    const style = { ...DEFAULT_NEWSLETTER_STYLE, headerText: 'Hello' };
    await save({ date, document: shortDocument(), style });
    const kept = await save({ date, document: shortDocument(), version: 1 });
    expect(kept.json().data.style).toEqual(style);
    const changed = await save({ date, document: shortDocument(), version: 2, style: DEFAULT_NEWSLETTER_STYLE });
    expect(changed.json().data.style).toEqual(DEFAULT_NEWSLETTER_STYLE);
  }, 10_000);

  it('lets an admin save too', async () => {
    expect((await save({ date: nextIssueDate(), document: shortDocument() }, admin)).statusCode).toBe(201);
  });
});
