import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildEventLocation } from '../helpers/factories-content';
import { expectInvalidField } from '../helpers/field-errors';

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

describe('event locations', () => {
  it('creates, lists, updates and deletes a location', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/event-locations/',
      headers: admin,
      payload: {
        workspaceId: a.workspace.id,
        name: 'Potsdam',
        latitude: 52.39,
        longitude: 13.06,
        defaultRadiusKm: 15,
        sources: [{ url: 'https://events.example/cal.ics', kind: 'ics' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = created.json().data;
    expect(created.json()).toEqual({
      meta: { code: 1, message: 'Event location created' },
      data: {
        id: expect.any(String),
        workspaceId: a.workspace.id,
        name: 'Potsdam',
        latitude: 52.39,
        longitude: 13.06,
        defaultRadiusKm: 15,
        sources: [{ url: 'https://events.example/cal.ics', kind: 'ics' }],
        lastFetchedAt: null,
        lastError: null,
        createdAt: expect.any(String),
      },
    });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/event-locations?workspaceId=${a.workspace.id}`,
      headers: admin,
    });
    expect(list.json().data).toEqual([location]);
    const dropdown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/location-dropdown/?workspaceId=${a.workspace.id}`,
      headers: admin,
    });
    expect(dropdown.json()).toEqual({
      meta: { code: 1, message: 'Success' },
      data: [{ id: location.id, name: 'Potsdam' }],
    });

    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/event-locations/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, id: location.id, name: 'Potsdam Mitte', sources: [] },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Potsdam Mitte', sources: [], defaultRadiusKm: 15 });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/event-locations/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, id: location.id },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ meta: { code: 1, message: 'Event location deleted' }, data: null });
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/event-locations/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, id: location.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it('defaults the radius to 25 km and no sources', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/event-locations/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, name: 'Bare', latitude: 0, longitude: 0 },
    });
    expect(res.json().data).toMatchObject({ defaultRadiusKm: 25, sources: [] });
  });

  it.each([
    [{ name: 'x', latitude: 91, longitude: 0 }, 'latitude'],
    [{ name: 'x', latitude: 0, longitude: -181 }, 'longitude'],
    [{ name: 'x', latitude: 0, longitude: 0, defaultRadiusKm: 0 }, 'defaultRadiusKm'],
    [{ name: '', latitude: 0, longitude: 0 }, 'name'],
    [{ name: 'x', latitude: 0, longitude: 0, sources: [{ url: 'file:///etc/passwd', kind: 'ics' }] }, 'sources.0.url'],
    [{ name: 'x', latitude: 0, longitude: 0, sources: [{ url: 'https://a.example', kind: 'pdf' }] }, 'sources.0.kind'],
  ])('400 naming the field for %j', async (payload, field) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/event-locations/',
      headers: admin,
      payload: { workspaceId: a.workspace.id, ...payload },
    });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });

  it('a location of another workspace is 404 to update and delete, and stays', async () => {
    const foreign = await buildEventLocation(t.db, { name: 'Foreign town' });
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/v1/event-locations/',
        headers: admin,
        payload: { workspaceId: a.workspace.id, id: foreign.id, ...(method === 'PUT' ? { name: 'Mine' } : {}) },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Foreign town');
    }
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/event-locations?workspaceId=${a.workspace.id}`,
      headers: admin,
    });
    expect(list.body).not.toContain(foreign.id);
  });
});
