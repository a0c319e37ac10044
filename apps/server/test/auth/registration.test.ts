import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { ageLatestCode, bearer, lastCodeTo, newEmail, post, registerUser } from '../helpers/factories-auth';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const mailCount = async (email: string) =>
  (await t.db.select({ id: otpCodes.id }).from(otpCodes).where(eq(otpCodes.email, email))).length;

describe('POST /api/v1/register/', () => {
  it('creates an unverified admin without a business and mails a 6-digit code', async () => {
    const email = newEmail();
    const res = await post(t, '/register/', {
      name: '  Ada Lovelace ',
      email: email.toUpperCase(),
      password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'We have sent a 6-digit code to your email.' },
      data: { email, resendAfter: 60 },
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ name: 'Ada Lovelace', userType: 'admin', isVerified: false, businessId: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toBe('Your Newsletter OS verification code');
    expect(mail?.text).toMatch(/^\d{6}$/m);
    expect(mail?.html).toContain(await lastCodeTo(t, email));
  });

  it('stores the code hashed, never in clear', async () => {
    const { email, code } = await registerUser(t);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.email, email));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    [{ email: newEmail(), password: DEFAULT_PASSWORD }, 'name'],
    [{ name: '   ', email: newEmail(), password: DEFAULT_PASSWORD }, 'name'],
    [{ name: 'A', email: 'not-an-email', password: DEFAULT_PASSWORD }, 'email'],
    [{ name: 'A', email: newEmail(), password: 'short' }, 'password'],
    [{ name: 'A', email: newEmail(), password: 'x'.repeat(129) }, 'password'],
  ])('rejects bad input %# with 400 naming the field', async (body, field) => {
    const res = await post(t, '/register/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.code).toBe(0);
    expectInvalidField(res, field);
  });

  it('re-registering an unverified address does not change what the mailed code activates', async () => {
    const { email, code, password } = await registerUser(t);
    const again = await post(t, '/register/', { name: 'Ada Again', email, password: 'another password' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual({ email, resendAfter: 60 });
    // Past the cool-down too: the first code can still be entered, so no other one is issued.
    await ageLatestCode(t.db, email, 'verify', 61);
    const later = await post(t, '/register/', { name: 'Ada Later', email, password: 'the latest password' });
    expect(later.statusCode).toBe(201);
    expect(await mailCount(email)).toBe(1);

    const verified = await post(t, '/verify-otp/', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe('Ada Lovelace');
    expect((await post(t, '/login/', { email, password })).statusCode).toBe(200);
    expect((await post(t, '/login/', { email, password: 'the latest password' })).statusCode).toBe(401);
  });

  it('once the earlier code has expired, a new registration gets its own code for its own credentials', async () => {
    const { email, code } = await registerUser(t);
    await ageLatestCode(t.db, email, 'verify', 601);
    const later = await post(t, '/register/', { name: 'Ada Later', email, password: 'the latest password' });
    expect(later.statusCode).toBe(201);
    expect(await mailCount(email)).toBe(2);
    const newCode = await lastCodeTo(t, email);
    expect((await t.lastMailTo(email))?.text).toMatch(/^Hello Ada Later,$/m);
    if (newCode !== code) expect((await post(t, '/verify-otp/', { email, otp: code })).statusCode).toBe(400);
    const verified = await post(t, '/verify-otp/', { email, otp: newCode });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe('Ada Later');
    expect((await post(t, '/login/', { email, password: 'the latest password' })).statusCode).toBe(200);
    expect((await post(t, '/login/', { email, password: DEFAULT_PASSWORD })).statusCode).toBe(401);
  });
});

describe('POST /api/v1/verify-otp/', () => {
  it('activates the account and answers a session like login', async () => {
    const { email, code, name } = await registerUser(t);
    const res = await post(t, '/verify-otp/', { email, otp: code });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: 'Your email address has been verified.' });
    expect(Object.keys(body.data).sort()).toEqual(['accessToken', 'expiresIn', 'refreshToken', 'user']);
    expect(body.data.expiresIn).toBe(900);
    expect(body.data.user).toEqual({
      id: expect.any(String),
      name,
      email,
      userType: 'admin',
      gender: null,
      isVerified: true,
      businessId: null,
      businessName: null,
    });
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: bearer(body.data.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.isVerified).toBe(true);
  });

  it('a code works once', async () => {
    const { email, code } = await registerUser(t);
    expect((await post(t, '/verify-otp/', { email, otp: code })).statusCode).toBe(200);
    const again = await post(t, '/verify-otp/', { email, otp: code });
    expect(again.statusCode).toBe(400);
    expect(again.json().meta.message).toMatch(/^Invalid code/);
  });

  it.each([
    [{ email: 'nope', otp: '123456' }, 'email'],
    [{ otp: '123456' }, 'email'],
    [{ email: 'a@example.com', otp: '12345' }, 'otp'],
    [{ email: 'a@example.com', otp: 'abcdef' }, 'otp'],
    [{ email: 'a@example.com' }, 'otp'],
  ])('rejects bad input %# with 400 naming the field', async (body, field) => {
    const res = await post(t, '/verify-otp/', body);
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });

  const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');

  it('a wrong code answers 400 with the tries left', async () => {
    const { email, code } = await registerUser(t);
    const first = await post(t, '/verify-otp/', { email, otp: wrongCode(code) });
    expect(first.statusCode).toBe(400);
    const message = 'Invalid code. 4 tries left.';
    expect(first.json()).toEqual({ meta: { code: 0, message }, data: { errors: [{ field: 'otp', message }] } });
    const second = await post(t, '/verify-otp/', { email, otp: wrongCode(code) });
    expect(second.json().meta.message).toBe('Invalid code. 3 tries left.');
    // The right code still works after wrong tries.
    expect((await post(t, '/verify-otp/', { email, otp: code })).statusCode).toBe(200);
  });

  it('after 5 wrong tries the code is dead, even the right one', async () => {
    const { email, code } = await registerUser(t);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(t, '/verify-otp/', { email, otp: wrongCode(code) });
      messages.push(`${res.statusCode} ${res.json().meta.message}`);
    }
    expect(messages).toEqual([
      '400 Invalid code. 4 tries left.',
      '400 Invalid code. 3 tries left.',
      '400 Invalid code. 2 tries left.',
      '400 Invalid code. 1 try left.',
      '429 Too many attempts. Request a new code.',
    ]);
    const right = await post(t, '/verify-otp/', { email, otp: code });
    expect(right.statusCode).toBe(429);
    expect(right.json().meta.message).toBe('Too many attempts. Request a new code.');
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user?.isVerified).toBe(false);
  });

  it('an expired code answers 400 asking for a new one', async () => {
    const { email, code } = await registerUser(t);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(otpCodes.email, email), eq(otpCodes.purpose, 'verify')));
    const res = await post(t, '/verify-otp/', { email, otp: code });
    expect(res.statusCode).toBe(400);
    const message = 'This code has expired. Request a new one.';
    expect(res.json()).toEqual({ meta: { code: 0, message }, data: { errors: [{ field: 'otp', message }] } });
  });

  it('an address without a code gets the same "Invalid code" answer as any wrong code', async () => {
    const res = await post(t, '/verify-otp/', { email: newEmail('ghost'), otp: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.message).toMatch(/^Invalid code/);
  });

  it('a reset code does not verify an account', async () => {
    const { email } = await registerUser(t);
    await ageLatestCode(t.db, email, 'verify', 61);
    expect((await post(t, '/forget-password/', { email })).statusCode).toBe(200);
    const resetCode = await lastCodeTo(t, email);
    const res = await post(t, '/verify-otp/', { email, otp: resetCode });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/v1/resend-otp/', () => {
  it('answers 429 with Retry-After within the 60 s cool-down, then mails a new code', async () => {
    const { email, code } = await registerUser(t);
    const tooSoon = await post(t, '/resend-otp/', { email });
    expect(tooSoon.statusCode).toBe(429);
    const retryAfter = Number(tooSoon.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(tooSoon.json()).toEqual({
      meta: { code: 0, message: `Please wait ${retryAfter} seconds before requesting a new code.` },
      data: null,
    });

    await ageLatestCode(t.db, email, 'verify', 61);
    const res = await post(t, '/resend-otp/', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'If this email needs a code, a new one is on its way.' },
      data: { email, resendAfter: 60 },
    });
    expect(await mailCount(email)).toBe(2);
    const newCode = await lastCodeTo(t, email);
    if (newCode !== code) expect((await post(t, '/verify-otp/', { email, otp: code })).statusCode).toBe(400);
    expect((await post(t, '/verify-otp/', { email, otp: newCode })).statusCode).toBe(200);
  });

  it('answers an unknown or already verified address exactly like an unverified one, without mailing', async () => {
    const verified = await buildUser(t.db);
    const { email: pending } = await registerUser(t);
    await ageLatestCode(t.db, pending, 'verify', 61);
    const ghost = newEmail('ghost');
    const answers = [];
    for (const email of [pending, ghost, verified.email]) {
      const res = await post(t, '/resend-otp/', { email });
      answers.push({ status: res.statusCode, body: { ...res.json(), data: { ...res.json().data, email: 'x' } } });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await t.lastMailTo(ghost)).toBeUndefined();
    expect(await t.lastMailTo(verified.email)).toBeUndefined();
    // The cool-down holds for unknown addresses too, so it reveals nothing either.
    const again = await post(t, '/resend-otp/', { email: ghost });
    expect(again.statusCode).toBe(429);
    const wrong = await post(t, '/verify-otp/', { email: ghost, otp: '123456' });
    expect(wrong.json().meta.message).toBe('Invalid code. 4 tries left.');
  });

  it('purpose reset mails a password reset code', async () => {
    const user = await buildUser(t.db);
    const res = await post(t, '/resend-otp/', { email: user.email, purpose: 'reset' });
    expect(res.statusCode).toBe(200);
    expect((await t.lastMailTo(user.email))?.subject).toBe('Reset your Newsletter OS password');
  });

  it.each([
    [{}, 'email'],
    [{ email: 'x' }, 'email'],
    [{ email: 'a@example.com', purpose: 'login' }, 'purpose'],
  ])('rejects bad input %# with 400 naming the field', async (body, field) => {
    const res = await post(t, '/resend-otp/', body);
    expect(res.statusCode).toBe(400);
    expectInvalidField(res, field);
  });
});
