import { geocodeResponseSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGeocoder } from '../../fakes/geocoder';
import { searchUrl } from '../../src/integrations/geocoder';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';

let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>>;
let t: TestApp;
let unconfigured: TestApp;
let tenant: Tenant;
let other: Tenant;
beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  t = await createTestApp({ env: { GEOCODER_URL: geocoder.url, OUTBOUND_ALLOW_PRIVATE: 'true' } });
  unconfigured = await createTestApp();
  tenant = await buildTenant(t.db);
  other = await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
  await unconfigured?.close();
  await geocoder?.close();
});

const search = (q: string, workspaceId = tenant.workspace.id) =>
  `/api/v1/geocode/?workspaceId=${workspaceId}&q=${encodeURIComponent(q)}`;

describe('GET /geocode/', () => {
  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: search('Millbrook') })).statusCode).toBe(401);
  });

  it('finds places by address, with numeric coordinates, in the exact shape', async () => {
    const res = await as(t, tenant.manager, { method: 'GET', url: search('Harbor promenade, Millbrook') });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(shapeDifferences(data, geocodeResponseSchema)).toEqual([]);
    expect(data.results).toEqual([
      {
        label: 'Harbor promenade, Millbrook, Riverside County, United Kingdom',
        latitude: 51.4613,
        longitude: -2.5891,
      },
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await as(t, tenant.admin, { method: 'GET', url: search('Atlantis harbour') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { code: 1, message: 'No place found' }, data: { results: [] } });
  });

  it('a too short address → 400 naming q, without asking the geocoder', async () => {
    const before = geocoder.requests();
    expectInvalidField(await as(t, tenant.admin, { method: 'GET', url: search('ab') }), 'q');
    expect(geocoder.requests()).toBe(before);
  });

  it('another business’s workspace → 404; a user (no settings) → 403', async () => {
    expect(
      (await as(t, tenant.admin, { method: 'GET', url: search('Millbrook', other.workspace.id) })).statusCode,
    ).toBe(404);
    expect((await as(t, tenant.user, { method: 'GET', url: search('Millbrook') })).statusCode).toBe(403);
  });

  it('is off without GEOCODER_URL: 503 with a message the form can show', async () => {
    const here = await buildTenant(unconfigured.db);
    const res = await as(unconfigured, here.admin, {
      method: 'GET',
      url: search('Millbrook', here.workspace.id),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().meta.message).toBe(
      'Address search is not set up on this server. Enter the latitude and longitude.',
    );
  });

  it('a geocoder on a private address is refused unless the installation allows it (502, nothing fetched)', async () => {
    const guarded = await createTestApp({ env: { GEOCODER_URL: geocoder.url } });
    try {
      const here = await buildTenant(guarded.db);
      const before = geocoder.requests();
      const res = await as(guarded, here.admin, { method: 'GET', url: search('Millbrook', here.workspace.id) });
      expect(res.statusCode).toBe(502);
      expect(geocoder.requests()).toBe(before);
    } finally {
      await guarded.close();
    }
  });
});

describe('searchUrl', () => {
  it('asks /search in the jsonv2 format with a limit, under a base path too', () => {
    expect(searchUrl('https://geo.example/nominatim', 'Town Hall, Millbrook')).toBe(
      'https://geo.example/nominatim/search?q=Town+Hall%2C+Millbrook&format=jsonv2&limit=5',
    );
  });
});
