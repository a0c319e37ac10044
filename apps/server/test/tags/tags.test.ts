import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildTag } from '../helpers/factories-content';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  admin = await authHeader(t.tokens, a.admin);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/tags/', () => {
  it('stores a name without the invisible direction controls pasted into it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tags/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, name: 'Events\u202E gnp.exe', color: '#aabbcc' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Events gnp.exe');
  });

  it('creates a tag in the spec shape, colour lower-cased', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tags/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, name: '  Local news ', color: '#AABBCC' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      meta: { code: 1, message: 'Tag created' },
      data: {
        tagId: expect.any(String),
        name: 'Local news',
        color: '#aabbcc',
        modelName: 'feeds',
        modelType: 'content',
      },
    });
  });

  it('keeps modelName and modelType when given', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tags/',
      headers: admin,
      payload: {
        workspaceId: a.workspace.id,
        name: 'Events tag',
        color: '#112233',
        modelName: 'events',
        modelType: 'event',
      },
    });
    expect(res.json().data).toMatchObject({ modelName: 'events', modelType: 'event' });
  });

  it('refuses a duplicate name (any case) with 409', async () => {
    await buildTag(t.db, { workspaceId: a.workspace.id, name: 'Sports' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tags/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, name: 'SPORTS', color: '#112233' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'A tag with this name already exists' }, data: null });
  });

  it.each([
    [{ name: 'x', color: 'red' }, 'color'],
    [{ name: '', color: '#112233' }, 'name'],
    [{ name: 'x'.repeat(51), color: '#112233' }, 'name'],
    [{ name: 'x', color: '#112233', modelName: 'bad name!' }, 'modelName'],
  ])('400 naming the field for %j', async (payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tags/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, ...payload },
    });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });

  it('400 naming workspaceId when it is not an id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/tags/',
      headers: admin,
      payload: { workspaceId: 'nope', name: 'x', color: '#112233' },
    });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'workspaceId: workspaceId must be a valid id');
  });
});

describe('GET /api/v1/tags/list', () => {
  it('pages the workspace tags sorted by name, nothing from other workspaces', async () => {
    const other = await buildTenant(t.db);
    const own = await buildTenant(t.db);
    await buildTag(t.db, { workspaceId: other.workspace.id, name: 'Foreign' });
    for (const name of ['beta', 'Alpha', 'gamma']) await buildTag(t.db, { workspaceId: own.workspace.id, name });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tags/list?workspaceId=${own.workspace.id}&page=1&pageSize=2`,
      headers: await authHeader(t.tokens, own.user),
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ count: 3, page: 1, pageSize: 2, totalPages: 2 });
    expect(data.results.map((r: { name: string }) => r.name)).toEqual(['Alpha', 'beta']);
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tags/list?workspaceId=${own.workspace.id}&page=2&pageSize=2`,
      headers: await authHeader(t.tokens, own.user),
    });
    expect(page2.json().data.results.map((r: { name: string }) => r.name)).toEqual(['gamma']);
  });

  it('accepts the store fetch (page 1, size 100) and refuses pageSize 101', async () => {
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tags/list?workspaceId=${a.workspace.id}&page=1&pageSize=100`,
      headers: admin,
    });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tags/list?workspaceId=${a.workspace.id}&page=1&pageSize=101`,
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expectInvalidField(bad, 'pageSize');
  });
});

describe('PUT /api/v1/tags/{id}/ and DELETE /api/v1/tags/{id}/delete/', () => {
  it('updates name and colour', async () => {
    const tag = await buildTag(t.db, { workspaceId: a.workspace.id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/tags/${tag.id}/`,
      headers: admin,
      payload: { workspaceId: a.workspace.id, name: 'Renamed', color: '#00FF00' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Tag updated' },
      data: { tagId: tag.id, name: 'Renamed', color: '#00ff00', modelName: 'feeds', modelType: 'content' },
    });
  });

  it('409 when renaming onto another tag', async () => {
    await buildTag(t.db, { workspaceId: a.workspace.id, name: 'Taken' });
    const tag = await buildTag(t.db, { workspaceId: a.workspace.id });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/tags/${tag.id}/`,
      headers: admin,
      payload: { workspaceId: a.workspace.id, name: 'taken' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('400 naming id for a malformed id', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/tags/not-an-id/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, name: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'id: id must be a valid id');
  });

  it('a tag of another workspace of the same business is 404 in this one and unchanged', async () => {
    const { buildWorkspace } = await import('../helpers/factories');
    const second = await buildWorkspace(t.db, { businessId: a.business.id });
    const tag = await buildTag(t.db, { workspaceId: second.id, name: 'Elsewhere' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/tags/${tag.id}/`,
      headers: admin,
      payload: { workspaceId: a.workspace.id, name: 'Hijacked' },
    });
    expect(res.statusCode).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/tags/${tag.id}/delete/?workspaceId=${a.workspace.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/tags/list?workspaceId=${second.id}`,
      headers: admin,
    });
    expect(list.json().data.results).toEqual([expect.objectContaining({ tagId: tag.id, name: 'Elsewhere' })]);
  });

  it('deletes a tag, then 404', async () => {
    const tag = await buildTag(t.db, { workspaceId: a.workspace.id });
    const url = `/api/v1/tags/${tag.id}/delete/?workspaceId=${a.workspace.id}`;
    const res = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'Tag deleted' }, data: null });
    const again = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(again.statusCode).toBe(404);
  });

  it('400 naming workspaceId when DELETE has none', async () => {
    const tag = await buildTag(t.db, { workspaceId: a.workspace.id });
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/tags/${tag.id}/delete/`, headers: admin });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'workspaceId');
  });
});
