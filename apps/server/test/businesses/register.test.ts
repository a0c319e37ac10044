import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, buildUser } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalid } from '../helpers/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const url = '/api/v1/business-register/';

describe('POST /business-register/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({ method: 'POST', url, payload: { name: 'Acme' } });
    expect(res.statusCode).toBe(401);
  });

  it('creates the business of a user without one, who becomes its admin', async () => {
    const user = await buildUser(t.db, { businessId: null, userType: 'user', gender: 'female' });
    const res = await as(t, user, {
      method: 'POST',
      url,
      payload: {
        name: '  Riverside Gazette  ',
        website: 'https://riverside.example',
        phone: '+1 555 0100',
        city: 'Riverside',
        country: 'US',
        industry: 'Local news',
        description: 'Weekly local news.',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Business registered' });
    expect(body.data).toEqual({
      business: {
        id: expect.any(String),
        name: 'Riverside Gazette',
        website: 'https://riverside.example',
        phone: '+1 555 0100',
        address: null,
        city: 'Riverside',
        country: 'US',
        industry: 'Local news',
        description: 'Weekly local news.',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        userType: 'admin',
        gender: 'female',
        isVerified: true,
        businessId: body.data.business.id,
        businessName: 'Riverside Gazette',
      },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ businessId: body.data.business.id, userType: 'admin' });
  });

  it('a user already in a business → 409 and nothing is created', async () => {
    const tenant = await buildTenant(t.db);
    const before = await t.db.select().from(businesses);
    const res = await as(t, tenant.manager, { method: 'POST', url, payload: { name: 'Second Business' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ meta: { code: 0, message: 'You already belong to a business.' }, data: null });
    expect(await t.db.select().from(businesses)).toHaveLength(before.length);
  });

  it('two registrations at once create one business', async () => {
    const user = await buildUser(t.db, { businessId: null });
    const [first, second] = await Promise.all([
      as(t, user, { method: 'POST', url, payload: { name: 'Twin One' } }),
      as(t, user, { method: 'POST', url, payload: { name: 'Twin Two' } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
  });

  it.each([
    [{ name: '   ' }, 'name: Business name is required'],
    [{}, 'name:'],
    [{ name: 'Acme', website: 'not a url' }, 'website: Enter a valid website address'],
    [{ name: 'Acme', website: 'javascript:alert(1)' }, 'website: Enter a valid website address'],
    [{ name: 'x'.repeat(121) }, 'name: Business name must be at most 120 characters'],
  ])('bad input %j → 400 naming the field', async (payload, message) => {
    const user = await buildUser(t.db, { businessId: null });
    const res = await as(t, user, { method: 'POST', url, payload });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, message);
  });
});
