import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems } from '../../src/db/schema/index';
import { localUploadsRoot } from '../../src/integrations/storage';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany, buildFeedItem, makeImage, multipart } from '../helpers/factories-content';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let manager: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  manager = await authHeader(t.tokens, a.manager);
});
afterAll(async () => {
  await t.close();
});

const storedFile = (url: string) =>
  path.join(localUploadsRoot(t.config), new URL(url).pathname.replace(/^\/uploads\//, ''));

describe('POST /api/v1/business-companies/', () => {
  it('creates a company from a multipart form with an uploaded logo', async () => {
    const form = multipart(
      {
        workspaceId: a.workspace.id,
        name: 'Bakery Müller',
        website: 'https://bakery.example',
        contactName: 'Anna',
        contactEmail: 'Anna@Bakery.Example',
        contactPhone: '+49 30 1234',
      },
      [{ field: 'logo', filename: 'logo.png', contentType: 'image/png', bytes: await makeImage('png') }],
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-companies/',
      headers: { ...manager, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Business company created' },
      data: {
        id: expect.any(String),
        workspaceId: a.workspace.id,
        name: 'Bakery Müller',
        logo: expect.stringMatching(/^http:\/\/localhost:3000\/uploads\/company-logos\/.+\.png$/),
        website: 'https://bakery.example',
        contactName: 'Anna',
        contactEmail: 'anna@bakery.example',
        contactPhone: '+49 30 1234',
        adCount: 0,
        fromPublicForm: false,
        createdAt: expect.any(String),
      },
    });
    expect(existsSync(storedFile(res.json().data.logo))).toBe(true);
  });

  it('accepts JSON with a logo URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-companies/',
      headers: manager,
      payload: { workspaceId: a.workspace.id, name: 'Linked', logo: 'https://cdn.example/logo.png' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Linked', logo: 'https://cdn.example/logo.png', website: null });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x', website: 'javascript:alert(1)' }, 'website'],
    [{ name: 'x', logoUrl: 'data:image/png;base64,AAAA' }, 'logoUrl'],
    [{ name: 'x', contactEmail: 'not-mail' }, 'contactEmail'],
    [{ name: 'x', contactPhone: 'call me <b>' }, 'contactPhone'],
  ])('400 naming the field for %j', async (fields, field) => {
    const form = multipart({ workspaceId: a.workspace.id, ...fields });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-companies/',
      headers: { ...manager, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });

  it('415 for a logo that is not an image, 413 for one over 5 MB', async () => {
    const text = multipart({ workspaceId: a.workspace.id, name: 'x' }, [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', bytes: Buffer.from('hello') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-companies/',
      headers: { ...manager, ...text.headers },
      payload: text.payload,
    });
    expect(res.statusCode).toBe(415);
    const big = multipart({ workspaceId: a.workspace.id, name: 'x' }, [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', bytes: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ]);
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-companies/',
      headers: { ...manager, ...big.headers },
      payload: big.payload,
    });
    expect(res2.statusCode).toBe(413);
  });
});

describe('GET /api/v1/business-companies/list/ and /{id}/', () => {
  it('pages companies by name with their ad counts', async () => {
    const tenant = await buildTenant(t.db);
    const ws = tenant.workspace.id;
    const zeta = await buildBusinessCompany(t.db, { workspaceId: ws, name: 'Zeta' });
    await buildBusinessCompany(t.db, { workspaceId: ws, name: 'alpha' });
    await buildFeedItem(t.db, { workspaceId: ws, feedType: 'ads', businessCompanyId: zeta.id });
    await buildFeedItem(t.db, { workspaceId: ws, feedType: 'ads', businessCompanyId: zeta.id, feedStatus: 'archived' });
    const headers = await authHeader(t.tokens, tenant.user);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/business-companies/list/?workspaceId=${ws}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ count: 2, page: 1, pageSize: 10, totalPages: 1 });
    expect(data.results.map((c: { name: string; adCount: number }) => [c.name, c.adCount])).toEqual([
      ['alpha', 0],
      ['Zeta', 2],
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/business-companies/${zeta.id}/?workspaceId=${ws}`,
      headers,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: zeta.id, name: 'Zeta', adCount: 2 });
  });

  it('404 for a company of another workspace', async () => {
    const foreign = await buildBusinessCompany(t.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/business-companies/${foreign.id}/?workspaceId=${a.workspace.id}`,
      headers: manager,
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(foreign.name);
  });
});

describe('PUT /api/v1/business-companies/{id}/update/', () => {
  it('replaces the logo (deleting the old file), clears empty fields, keeps absent ones', async () => {
    const created = multipart(
      { workspaceId: a.workspace.id, name: 'Old name', contactName: 'Bob', website: 'https://a.example' },
      [{ field: 'logo', filename: 'a.png', contentType: 'image/png', bytes: await makeImage('png') }],
    );
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/business-companies/',
      headers: { ...manager, ...created.headers },
      payload: created.payload,
    });
    const company = first.json().data;
    const form = multipart({ workspaceId: a.workspace.id, name: 'New name', contactName: '' }, [
      { field: 'logo', filename: 'b.jpg', contentType: 'image/jpeg', bytes: await makeImage('jpeg') },
    ]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/business-companies/${company.id}/update/`,
      headers: { ...manager, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().data;
    expect(updated).toMatchObject({ name: 'New name', contactName: null, website: 'https://a.example' });
    expect(updated.logo).toMatch(/\.jpg$/);
    expect(existsSync(storedFile(company.logo))).toBe(false);
    expect(existsSync(storedFile(updated.logo))).toBe(true);
  });

  it('404 for a company of another workspace, which stays unchanged', async () => {
    const foreign = await buildBusinessCompany(t.db, { name: 'Untouched' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/business-companies/${foreign.id}/update/`,
      headers: manager,
      payload: { workspaceId: a.workspace.id, name: 'Taken over' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('DELETE /api/v1/business-companies/{id}/delete/', () => {
  it('asks to confirm when the company has ads, then archives them and deletes', async () => {
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
    const ads = await Promise.all(
      [1, 2, 3].map(() =>
        buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'ads', businessCompanyId: company.id }),
      ),
    );
    const url = `/api/v1/business-companies/${company.id}/delete/?workspaceId=${a.workspace.id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: manager });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      meta: { code: 0, message: 'This company has 3 ads. Deleting it archives them.' },
      data: null,
    });
    const confirmed = await t.app.inject({ method: 'DELETE', url: `${url}&confirm=true`, headers: manager });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      meta: { code: 1, message: 'Business company deleted' },
      data: { id: company.id, archivedAds: 3 },
    });
    const rows = await t.db
      .select()
      .from(feedItems)
      .where(eq(feedItems.id, ads[0]?.id ?? ''));
    expect(rows[0]).toMatchObject({ feedStatus: 'archived', businessCompanyId: null });
    const gone = await t.app.inject({ method: 'DELETE', url, headers: manager });
    expect(gone.statusCode).toBe(404);
  });

  it('deletes a company without ads at once', async () => {
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/business-companies/${company.id}/delete/?workspaceId=${a.workspace.id}`,
      headers: manager,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: company.id, archivedAds: 0 });
  });

  it('400 naming confirm for a bad value', async () => {
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/business-companies/${company.id}/delete/?workspaceId=${a.workspace.id}&confirm=maybe`,
      headers: manager,
    });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'confirm');
  });
});
