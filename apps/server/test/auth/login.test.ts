import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, refreshTokens } from '../../src/db/schema/index';
import { hashToken } from '../../src/lib/tokens';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildBusiness, buildUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { ageLatestCode, bearer, lastCodeTo, newEmail, post, registerUser } from '../helpers/factories-auth';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/v1/login/', () => {
  it('answers tokens and the user record', async () => {
    const business = await buildBusiness(t.db, { name: 'Riverside Weekly' });
    const user = await buildUser(t.db, { businessId: business.id, userType: 'manager', gender: 'female' });
    const res = await post(t, '/login/', { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      meta: { code: 1, message: 'Logged in successfully.' },
      data: {
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 900,
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          userType: 'manager',
          gender: 'female',
          isVerified: true,
          businessId: business.id,
          businessName: 'Riverside Weekly',
        },
      },
    });
    // The access token is a JWT whose exp is in seconds and which carries the user id and type.
    const [, payload] = body.data.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims).toMatchObject({ sub: user.id, userType: 'manager', sv: 0 });
    expect(claims.exp - claims.iat).toBe(900);
    expect(claims.exp).toBeLessThan(Date.now() / 1000 + 1000);
    // The refresh token is opaque and only its hash is stored.
    expect(body.data.refreshToken.split('.')).toHaveLength(1);
    const [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(row?.tokenHash).toBe(hashToken(body.data.refreshToken));
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(body.data.accessToken) });
    expect(me.statusCode).toBe(200);
  });

  it('unknown email and wrong password get the same 401', async () => {
    const user = await buildUser(t.db);
    const unknown = await post(t, '/login/', { email: newEmail('nobody'), password: DEFAULT_PASSWORD });
    const wrong = await post(t, '/login/', { email: user.email, password: 'wrong password!' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ meta: { code: 0, message: 'Invalid email or password' }, data: null });
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('does not truncate long passwords: a 128-character password differing only in the last character fails', async () => {
    const password = `${'p'.repeat(127)}a`;
    const { email, code } = await registerUser(t, { password });
    expect((await post(t, '/verify-otp/', { email, otp: code })).statusCode).toBe(200);
    expect((await post(t, '/login/', { email, password: `${'p'.repeat(127)}b` })).statusCode).toBe(401);
    expect((await post(t, '/login/', { email, password })).statusCode).toBe(200);
  });

  it('an unverified account with the right password gets 403 and a new code (respecting the cool-down)', async () => {
    const { email, password, code } = await registerUser(t);
    const withinCooldown = await post(t, '/login/', { email, password });
    expect(withinCooldown.statusCode).toBe(403);
    expect(withinCooldown.json()).toEqual({
      meta: { code: 0, message: 'Please verify your email address. We have sent you a new code.' },
      data: null,
    });
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toHaveLength(1);

    await ageLatestCode(t.db, email, 'verify', 61);
    const later = await post(t, '/login/', { email, password });
    expect(later.statusCode).toBe(403);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toHaveLength(2);
    const newCode = await lastCodeTo(t, email);
    if (newCode !== code) expect((await post(t, '/verify-otp/', { email, otp: code })).statusCode).toBe(400);
    expect((await post(t, '/verify-otp/', { email, otp: newCode })).statusCode).toBe(200);
    expect((await post(t, '/login/', { email, password })).statusCode).toBe(200);
  });

  it('an unverified account with a wrong password gets the plain 401 and no mail', async () => {
    const { email } = await registerUser(t);
    await ageLatestCode(t.db, email, 'verify', 61);
    const res = await post(t, '/login/', { email, password: 'not the password' });
    expect(res.statusCode).toBe(401);
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.email, email))).toHaveLength(1);
  });

  it.each([
    [{ password: DEFAULT_PASSWORD }, 'email'],
    [{ email: 'not an email', password: DEFAULT_PASSWORD }, 'email'],
    [{ email: 'a@example.com' }, 'password'],
    [{ email: 'a@example.com', password: '' }, 'password'],
    [{ email: 'a@example.com', password: 'x'.repeat(129) }, 'password'],
  ])('rejects bad input %# with 400 naming the field', async (body, field) => {
    const res = await post(t, '/login/', body);
    expectInvalidField(res, field);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'body: is not valid JSON');
  });
});
