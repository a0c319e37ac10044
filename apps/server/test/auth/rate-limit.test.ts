import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildUser } from '../helpers/factories';
import { newEmail, post } from '../helpers/factories-auth';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy the client address comes from X-Forwarded-For, which keeps the cases below apart.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '10', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});

// Login bodies use a new address each time: repeated failures for one address meet the per-address back-off.
const endpoints: [string, object | (() => object)][] = [
  ['/login/', () => ({ email: newEmail(), password: 'whatever password' })],
  ['/register/', { name: 'A', email: 'not valid', password: 'x' }],
  ['/verify-otp/', { email: 'a@example.com', otp: '123456' }],
  ['/resend-otp/', { email: 'not valid' }],
  ['/forget-password/', { email: 'not valid' }],
  ['/reset-password/', { email: 'a@example.com', otp: '123456', password: 'x' }],
  ['/refresh-token/', { refreshToken: 'nope' }],
];

describe('authentication rate limit (AUTH_RATE_LIMIT_MAX=10 a minute per IP)', () => {
  it.each(endpoints)('POST %s answers 429 with Retry-After after 10 requests', async (url, body) => {
    const payload = () => (typeof body === 'function' ? body() : body);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await post(t, url, payload(), { 'x-forwarded-for': '203.0.113.7' })).statusCode);
    }
    expect(statuses).not.toContain(429);
    const limited = await post(t, url, payload(), { 'x-forwarded-for': '203.0.113.7' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      meta: { code: 0, message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/) },
      data: null,
    });
    // Another address is not affected.
    const elsewhere = await post(t, url, payload(), { 'x-forwarded-for': '198.51.100.9' });
    expect(elsewhere.statusCode).not.toBe(429);
  });

  it('applies to the authenticated endpoints too', async () => {
    const user = await buildUser(t.db);
    const ip = { 'x-forwarded-for': '203.0.113.8' };
    // Logging out ends the access token, so every logout gets a token of the current session version.
    const freshHeaders = async () => {
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      if (!row) throw new Error('user gone');
      return { ...(await authHeader(t.tokens, row)), ...ip };
    };
    for (let i = 0; i < 10; i++) expect((await post(t, '/logout/', {}, await freshHeaders())).statusCode).toBe(200);
    expect((await post(t, '/logout/', {}, await freshHeaders())).statusCode).toBe(429);
    const headers = await freshHeaders();
    for (let i = 0; i < 10; i++) await post(t, '/change-password/', {}, headers);
    expect((await post(t, '/change-password/', {}, headers)).statusCode).toBe(429);
  });

  it('the limit counts every request, successful or not', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 10; i++) await post(t, '/forget-password/', { email: newEmail() }, ip);
    expect((await post(t, '/forget-password/', { email: newEmail() }, ip)).statusCode).toBe(429);
  });
});

describe('without TRUST_PROXY', () => {
  it('a forged X-Forwarded-For does not escape the limit', async () => {
    const direct = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: '10' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const forged = { 'x-forwarded-for': `198.51.100.${i}` };
        statuses.push((await post(direct, '/login/', { email: newEmail(), password: 'whatever' }, forged)).statusCode);
      }
      expect(statuses.slice(0, 10)).not.toContain(429);
      expect(statuses[10]).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
