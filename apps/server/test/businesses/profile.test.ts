import { businessSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;
beforeAll(async () => {
  t = await createTestApp();
  tenant = await buildTenant(t.db);
  other = await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
});

const url = '/api/v1/business/';
const details = {
  name: 'Millbrook Gazette Ltd',
  website: 'millbrookgazette.com',
  phone: '+44 1632 960000',
  address: '1 Harbor promenade',
  city: 'Millbrook',
  country: 'United Kingdom',
  industry: 'Local news',
  description: 'Three weekly newsletters for the Millbrook valley.',
};

describe('GET /business/', () => {
  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });

  it("answers the caller's own business in the exact shape; users and partners → 403", async () => {
    const res = await as(t, tenant.manager, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: tenant.business.id, name: tenant.business.name });
    expect(shapeDifferences(res.json().data, businessSchema)).toEqual([]);
    expect(res.body).not.toContain(other.business.id);
    expect((await as(t, tenant.user, { method: 'GET', url })).statusCode).toBe(403);
    expect((await as(t, tenant.partner, { method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('PUT /business/', () => {
  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'PUT', url, payload: details })).statusCode).toBe(401);
  });

  it('saves every detail, storing a website typed without scheme as https', async () => {
    const res = await as(t, tenant.admin, { method: 'PUT', url, payload: details });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta).toEqual({ code: 1, message: 'Business updated' });
    expect(res.json().data).toEqual({
      ...details,
      id: tenant.business.id,
      website: 'https://millbrookgazette.com',
      createdAt: expect.any(String),
    });
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, tenant.business.id));
    expect(row?.website).toBe('https://millbrookgazette.com');
    const [untouched] = await t.db.select().from(businesses).where(eq(businesses.id, other.business.id));
    expect(untouched?.name).toBe(other.business.name);
  });

  it('clears a detail sent empty', async () => {
    const res = await as(t, tenant.manager, { method: 'PUT', url, payload: { ...details, phone: '', website: '' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ phone: null, website: null });
  });

  it.each([
    [{ ...details, name: '  ' }, 'name'],
    [{ ...details, website: 'not a website' }, 'website'],
    [{ ...details, website: 'ftp://millbrookgazette.com' }, 'website'],
    [{ ...details, website: 'localhost' }, 'website'],
    [{ ...details, city: 'x'.repeat(101) }, 'city'],
  ])('refuses %o naming the field', async (payload, field) => {
    expectInvalidField(await as(t, tenant.admin, { method: 'PUT', url, payload }), field);
  });

  it('a user or partner → 403, nothing changed', async () => {
    for (const caller of [tenant.user, tenant.partner]) {
      const res = await as(t, caller, { method: 'PUT', url, payload: { ...details, name: 'Hijacked' } });
      expect(res.statusCode).toBe(403);
    }
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, tenant.business.id));
    expect(row?.name).not.toBe('Hijacked');
  });
});
