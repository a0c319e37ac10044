import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser, DEFAULT_PASSWORD } from '../helpers/factories';
import { ageLatestCode, lastCodeTo, newEmail, post, registerUser } from '../helpers/factories-auth';
import { type SmtpPeer, startSmtpPeer } from '../helpers/smtp-peer';

let peer: SmtpPeer;
/** Keeps mail bodies in the outbox, where the tests read the codes. */
let t: TestApp;
/** Delivers over a real SMTP peer. */
let smtp: TestApp;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp();
  smtp = await createTestApp({ env: { SMTP_URL: peer.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await peer.close();
});

const mailsTo = (email: string) => peer.received.filter((m) => m.to.includes(email));
const attackerPassword = 'attacker chosen secret';

describe('POST /api/v1/register/ for an address that is registered but not verified', () => {
  it('a second registration never changes the stored password or name', async () => {
    const victim = await registerUser(t, { name: 'Victim' });
    const [before] = await t.db.select().from(users).where(eq(users.email, victim.email));
    const res = await post(t, '/register/', { name: 'Attacker', email: victim.email, password: attackerPassword });
    expect(res.statusCode).toBe(201);
    const [after] = await t.db.select().from(users).where(eq(users.email, victim.email));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect(after?.name).toBe('Victim');
  });

  it("the victim's code activates the victim's password, not one registered afterwards (inside the cool-down)", async () => {
    const victim = await registerUser(t, { name: 'Victim' });
    await post(t, '/register/', { name: 'Attacker', email: victim.email, password: attackerPassword });
    expect((await t.lastMailTo(victim.email))?.text).toContain(victim.code);

    const verified = await post(t, '/verify-otp/', { email: victim.email, otp: victim.code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe('Victim');
    expect((await post(t, '/login/', { email: victim.email, password: attackerPassword })).statusCode).toBe(401);
    expect((await post(t, '/login/', { email: victim.email, password: victim.password })).statusCode).toBe(200);
  });

  it('past the cool-down neither a registration nor a resend can rebind what the live code activates', async () => {
    const victim = await registerUser(t, { name: 'Victim' });
    await ageLatestCode(t.db, victim.email, 'verify', 61);
    await post(t, '/register/', { name: 'Attacker', email: victim.email, password: attackerPassword });
    // A resend mails a new code for the same registration (the victim's).
    expect((await post(t, '/resend-otp/', { email: victim.email })).statusCode).toBe(200);
    const resent = await lastCodeTo(t, victim.email);
    const verified = await post(t, '/verify-otp/', { email: victim.email, otp: resent });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.name).toBe('Victim');
    expect((await post(t, '/login/', { email: victim.email, password: attackerPassword })).statusCode).toBe(401);
    expect((await post(t, '/login/', { email: victim.email, password: victim.password })).statusCode).toBe(200);
  });

  it('wrong guesses that use up the live code do not open the way for another registration', async () => {
    const victim = await registerUser(t, { name: 'Victim' });
    const wrong = victim.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) await post(t, '/verify-otp/', { email: victim.email, otp: wrong });
    await post(t, '/register/', { name: 'Attacker', email: victim.email, password: attackerPassword });
    await ageLatestCode(t.db, victim.email, 'verify', 61);
    expect((await post(t, '/resend-otp/', { email: victim.email })).statusCode).toBe(200);
    const verified = await post(t, '/verify-otp/', { email: victim.email, otp: await lastCodeTo(t, victim.email) });
    expect(verified.statusCode).toBe(200);
    expect((await post(t, '/login/', { email: victim.email, password: victim.password })).statusCode).toBe(200);
  });

  it('verifying kills every other outstanding code of the address', async () => {
    const victim = await registerUser(t);
    await ageLatestCode(t.db, victim.email, 'reset', 61);
    expect((await post(t, '/forget-password/', { email: victim.email })).statusCode).toBe(200);
    const resetCode = await lastCodeTo(t, victim.email);
    // The reset code is the newest row; the verification code is still the newest verify row.
    expect((await post(t, '/verify-otp/', { email: victim.email, otp: victim.code })).statusCode).toBe(200);
    const reset = await post(t, '/reset-password/', {
      email: victim.email,
      otp: resetCode,
      password: 'brand new pass',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().meta.message).toBe('Invalid code. Request a new one.');
  });
});

describe('POST /api/v1/register/ for an address that already has an account', () => {
  it('answers exactly as for a new address and tells the owner by mail', async () => {
    const owner = await buildUser(smtp.db, { name: 'Owner Name' });
    const fresh = newEmail('fresh');
    const forNew = await post(smtp, '/register/', { name: 'Someone', email: fresh, password: DEFAULT_PASSWORD });
    const forTaken = await post(smtp, '/register/', {
      name: 'Someone',
      email: owner.email,
      password: DEFAULT_PASSWORD,
    });
    expect(forTaken.statusCode).toBe(forNew.statusCode);
    expect(forTaken.statusCode).toBe(201);
    expect(forTaken.json()).toEqual({ ...forNew.json(), data: { ...forNew.json().data, email: owner.email } });
    expect(forTaken.json().meta.message).toBe('We have sent a 6-digit code to your email.');

    const notices = mailsTo(owner.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.raw).toMatch(/^Subject: Someone tried to sign up with your email address\r?$/m);
    expect(notices[0]?.raw).toContain('Hello Owner Name,');
    // Nothing about the account changed, and no code was mailed.
    expect(notices[0]?.raw).not.toMatch(/^\d{6}\r?$/m);
    expect((await post(smtp, '/login/', { email: owner.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });

  it('mails the owner at most once an hour however often someone tries', async () => {
    const owner = await buildUser(smtp.db);
    for (let i = 0; i < 3; i++) {
      const res = await post(smtp, '/register/', { name: 'Someone', email: owner.email, password: DEFAULT_PASSWORD });
      expect(res.statusCode).toBe(201);
    }
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('an uppercase variant of a taken address is the same address', async () => {
    const owner = await buildUser(smtp.db);
    const res = await post(smtp, '/register/', {
      name: 'Someone',
      email: owner.email.toUpperCase(),
      password: DEFAULT_PASSWORD,
    });
    expect(res.json().data.email).toBe(owner.email);
    expect(await smtp.db.select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
  });
});
