import { DEFAULT_NEWSLETTER_STYLE, newsletterTemplateSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images, newsletters, templates } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildImage } from '../helpers/factories-content';
import { buildTemplate, fullDocument, nextIssueDate, shortDocument } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers, payload: { workspaceId: a.workspace.id, ...payload } });
const remove = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/templates/${id}/delete/?workspaceId=${a.workspace.id}`, headers });

describe('POST /api/v1/templates/', () => {
  it('saves a named copy of blocks and style', async () => {
    const style = { ...DEFAULT_NEWSLETTER_STYLE, accentColor: '#ec4899' };
    const res = await post('/api/v1/templates/', { name: ' Weekly layout ', document: fullDocument(), style });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Template saved' });
    expect(shapeDifferences(body.data, newsletterTemplateSchema)).toEqual([]);
    expect(body.data).toEqual({
      id: expect.any(String),
      workspaceId: a.workspace.id,
      name: 'Weekly layout',
      title: '',
      subject: '',
      preheader: '',
      document: fullDocument(),
      style,
      isDefault: false,
      createdBy: a.user.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('keeps the title, subject and preheader of the newsletter, and names a bad one', async () => {
    const res = await post('/api/v1/templates/', {
      name: 'Friday edition',
      title: ' Friday edition ',
      subject: 'Harbour Weekly: the Friday edition',
      preheader: 'What is on this weekend',
      document: shortDocument(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      title: 'Friday edition',
      subject: 'Harbour Weekly: the Friday edition',
      preheader: 'What is on this weekend',
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/templates/?workspaceId=${a.workspace.id}`,
      headers,
    });
    expect(listed.json().data.find((entry: { name: string }) => entry.name === 'Friday edition')).toMatchObject({
      subject: 'Harbour Weekly: the Friday edition',
    });
    const bad = await post('/api/v1/templates/', { name: 'Long', subject: 'x'.repeat(201), document: shortDocument() });
    expectInvalidField(bad, 'subject');
  });

  it('refuses a name already taken (any case) with 409, and bad documents naming the field', async () => {
    await buildTemplate(t.db, { workspaceId: a.workspace.id, name: 'Events special' });
    const res = await post('/api/v1/templates/', { name: 'EVENTS SPECIAL', document: shortDocument() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'A template with this name already exists' }, data: null });
    const bad = await post('/api/v1/templates/', {
      name: 'Bad',
      document: {
        schemaVersion: 1,
        blocks: [{ id: 'x', type: 'image', src: 'data:image/png;base64,AAAA', alt: '', decorative: true }],
      },
    });
    expectInvalidField(bad, 'document.blocks.0.src');
  });
});

describe('GET /api/v1/templates/', () => {
  it('lists the workspace’s templates by name', async () => {
    const tenant = await buildTenant(t.db);
    await buildTemplate(t.db, { workspaceId: tenant.workspace.id, name: 'b second' });
    await buildTemplate(t.db, { workspaceId: tenant.workspace.id, name: 'A first' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/templates/?workspaceId=${tenant.workspace.id}`,
      headers: await authHeader(t.tokens, tenant.manager),
    });
    expect(res.json().data.map((template: { name: string }) => template.name)).toEqual(['A first', 'b second']);
  });
});

describe('DELETE /api/v1/templates/{id}/delete/', () => {
  it('deletes the template, keeps its images (reference cleared), 404 the second time', async () => {
    const template = await buildTemplate(t.db, { workspaceId: a.workspace.id });
    const image = await buildImage(t.db, {
      workspaceId: a.workspace.id,
      imageType: 'template',
      templateId: template.id,
    });
    const res = await remove(template.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'Template deleted' }, data: null });
    const [kept] = await t.db.select().from(images).where(eq(images.id, image.id));
    expect(kept).toMatchObject({ workspaceId: a.workspace.id, templateId: null });
    expect((await remove(template.id)).statusCode).toBe(404);
  });
});

describe('templates and newsletters are independent copies', () => {
  it('a newsletter started from a template survives the template’s deletion unchanged, and vice versa', async () => {
    const template = (await post('/api/v1/templates/', { name: 'Starter', document: fullDocument() })).json().data;
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/templates/?workspaceId=${a.workspace.id}`,
      headers,
    });
    const fromList = listed.json().data.find((entry: { id: string }) => entry.id === template.id);
    const date = nextIssueDate();
    const started = await post('/api/v1/newsletters/', { date, document: fromList.document, style: fromList.style });
    expect(started.statusCode, started.body).toBe(201);

    // Editing the newsletter leaves the template as it was.
    await post('/api/v1/newsletters/', { date, document: shortDocument('edited'), version: 1 });
    const [storedTemplate] = await t.db.select().from(templates).where(eq(templates.id, template.id));
    expect(storedTemplate?.document).toEqual(fullDocument());

    // Deleting the template leaves the newsletter as it was.
    const [before] = await t.db.select().from(newsletters).where(eq(newsletters.issueDate, date));
    expect((await remove(template.id)).statusCode).toBe(200);
    const [after] = await t.db.select().from(newsletters).where(eq(newsletters.issueDate, date));
    expect(after).toEqual(before);
  });
});
