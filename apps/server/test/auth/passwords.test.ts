import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { bearer, lastCodeTo, loginAs, newEmail, post, registerUser } from '../helpers/factories-auth';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(accessToken) });
const NEW_PASSWORD = 'a brand new passphrase';

describe('POST /api/v1/forget-password/', () => {
  it('mails a reset code and answers the same whether or not the email has an account', async () => {
    const user = await buildUser(t.db);
    const known = await post(t, '/forget-password/', { email: user.email });
    const ghost = newEmail('ghost');
    const unknown = await post(t, '/forget-password/', { email: ghost });
    const expected = (email: string) => ({
      meta: { code: 1, message: 'If an account exists for this email, we have sent a code to reset the password.' },
      data: { email, resendAfter: 60 },
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(expected(user.email));
    expect(unknown.json()).toEqual(expected(ghost));
    const mail = await t.lastMailTo(user.email);
    expect(mail?.subject).toBe('Reset your Newsletter OS password');
    expect(mail?.text).toMatch(/^\d{6}$/m);
    expect(await t.lastMailTo(ghost)).toBeUndefined();
    // The cool-down is the same for both too.
    const [knownAgain, unknownAgain] = [
      await post(t, '/forget-password/', { email: user.email }),
      await post(t, '/forget-password/', { email: ghost }),
    ];
    expect(knownAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(knownAgain.headers['retry-after']).toBeDefined();
  });

  it('rejects a bad email with 400 naming the field', async () => {
    const res = await post(t, '/forget-password/', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'email');
  });
});

describe('POST /api/v1/reset-password/', () => {
  it('sets the new password and ends every session', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    await post(t, '/forget-password/', { email: user.email });
    const otp = await lastCodeTo(t, user.email);

    const res = await post(t, '/reset-password/', { email: user.email, otp, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Your password has been reset. Please login with your new password.' },
      data: null,
    });
    expect((await me(session.accessToken)).statusCode).toBe(401);
    expect((await post(t, '/refresh-token/', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect((await post(t, '/login/', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
    expect((await post(t, '/login/', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    // The code was single use.
    const again = await post(t, '/reset-password/', { email: user.email, otp, password: 'yet another one' });
    expect(again.statusCode).toBe(400);
  });

  it('also verifies an account that was never verified (the code proves the address)', async () => {
    const { email } = await registerUser(t);
    await t.db.delete(otpCodes).where(eq(otpCodes.email, email));
    await post(t, '/forget-password/', { email });
    const otp = await lastCodeTo(t, email);
    expect((await post(t, '/reset-password/', { email, otp, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post(t, '/login/', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a wrong code answers 400 with the tries left, and 5 wrong tries kill the code', async () => {
    const user = await buildUser(t.db);
    await post(t, '/forget-password/', { email: user.email });
    const otp = await lastCodeTo(t, user.email);
    const wrong = otp === '999999' ? '999998' : '999999';
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(t, '/reset-password/', { email: user.email, otp: wrong, password: NEW_PASSWORD });
      statuses.push(`${res.statusCode} ${res.json().meta.message}`);
    }
    expect(statuses[0]).toBe('400 Invalid code. 4 tries left.');
    expect(statuses[4]).toBe('429 Too many attempts. Request a new code.');
    const right = await post(t, '/reset-password/', { email: user.email, otp, password: NEW_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBeDefined();
    expect((await post(t, '/login/', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('an unknown email behaves like a known one with a wrong code', async () => {
    const ghost = newEmail('ghost');
    await post(t, '/forget-password/', { email: ghost });
    const res = await post(t, '/reset-password/', { email: ghost, otp: '123456', password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.message).toBe('Invalid code. 4 tries left.');
  });

  it('an expired code answers 400 asking for a new one', async () => {
    const user = await buildUser(t.db);
    await post(t, '/forget-password/', { email: user.email });
    const otp = await lastCodeTo(t, user.email);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(otpCodes.email, user.email), eq(otpCodes.purpose, 'reset')));
    const res = await post(t, '/reset-password/', { email: user.email, otp, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    const message = 'This code has expired. Request a new one.';
    expect(res.json()).toEqual({ meta: { code: 0, message }, data: { errors: [{ field: 'otp', message }] } });
  });

  it('a verification code does not reset a password', async () => {
    const { email, code } = await registerUser(t);
    const res = await post(t, '/reset-password/', { email, otp: code, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    [{ otp: '123456', password: NEW_PASSWORD }, 'email'],
    [{ email: 'a@example.com', otp: '12', password: NEW_PASSWORD }, 'otp'],
    [{ email: 'a@example.com', otp: '123456', password: 'short' }, 'password'],
    [{ email: 'a@example.com', otp: '123456', password: 'y'.repeat(129) }, 'password'],
  ])('rejects bad input %# with 400 naming the field', async (body, field) => {
    const res = await post(t, '/reset-password/', body);
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });
});

describe('POST /api/v1/change-password/', () => {
  it('needs an access token', async () => {
    const res = await post(t, '/change-password/', { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('answers a fresh session and ends every other one', async () => {
    const user = await buildUser(t.db);
    const current = await loginAs(t, user);
    const otherTab = await loginAs(t, user);
    const res = await post(
      t,
      '/change-password/',
      { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD },
      bearer(current.accessToken),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      meta: { code: 1, message: 'Your password has been changed. Other sessions have been logged out.' },
      data: {
        accessToken: expect.any(String),
        refreshToken: expect.any(String),
        expiresIn: 900,
        user: expect.objectContaining({ id: user.id, email: user.email }),
      },
    });
    // The answer's session works…
    expect((await me(body.data.accessToken)).statusCode).toBe(200);
    expect((await post(t, '/refresh-token/', { refreshToken: body.data.refreshToken })).statusCode).toBe(200);
    // …the earlier ones (this tab's old pair and the other tab) do not.
    for (const old of [current, otherTab]) {
      expect((await me(old.accessToken)).statusCode).toBe(401);
      expect((await post(t, '/refresh-token/', { refreshToken: old.refreshToken })).statusCode).toBe(401);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.sessionVersion).toBe(user.sessionVersion + 1);
    expect((await post(t, '/login/', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a wrong current password answers 400 naming currentPassword and changes nothing', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const res = await post(
      t,
      '/change-password/',
      { currentPassword: 'not my password', newPassword: NEW_PASSWORD },
      bearer(session.accessToken),
    );
    expect(res.statusCode).toBe(400);
    expectInvalid(res, 'currentPassword: Current password is incorrect');
    expect((await me(session.accessToken)).statusCode).toBe(200);
  });

  it('refuses the same password as the new one', async () => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const res = await post(
      t,
      '/change-password/',
      { currentPassword: DEFAULT_PASSWORD, newPassword: DEFAULT_PASSWORD },
      bearer(session.accessToken),
    );
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, 'newPassword');
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'currentPassword'],
    [{ currentPassword: DEFAULT_PASSWORD }, 'newPassword'],
    [{ currentPassword: DEFAULT_PASSWORD, newPassword: 'short' }, 'newPassword'],
    [{ currentPassword: DEFAULT_PASSWORD, newPassword: 'z'.repeat(129) }, 'newPassword'],
  ])('rejects bad input %# with 400 naming the field', async (body, field) => {
    const user = await buildUser(t.db);
    const session = await loginAs(t, user);
    const res = await post(t, '/change-password/', body, bearer(session.accessToken));
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });
});
