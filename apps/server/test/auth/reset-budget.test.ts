import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/factories';
import { ageLatestCode, codeFromText, newEmail, post } from '../helpers/factories-auth';
import { type SmtpPeer, startSmtpPeer } from '../helpers/smtp-peer';

let peer: SmtpPeer;
let t: TestApp;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: peer.url } });
});
afterAll(async () => {
  await t?.close();
  await peer.close();
});

const mailsTo = (email: string) => peer.received.filter((m) => m.to.includes(email));
const resetMails = (email: string) =>
  mailsTo(email).filter((m) => /^Subject: Reset your Newsletter OS password\r?$/m.test(m.raw));
const noticeMails = (email: string) =>
  mailsTo(email).filter((m) => /^Subject: Repeated attempts to reset your Newsletter OS password\r?$/m.test(m.raw));

/** Asks for a reset code and spends all of its tries on wrong guesses; answers the code that was mailed. */
async function spendOneCode(email: string): Promise<void> {
  await ageLatestCode(t.db, email, 'reset', 61);
  const asked = await post(t, '/forget-password/', { email });
  expect(asked.statusCode).toBe(200);
  const mails = resetMails(email);
  const code = codeFromText((mails[mails.length - 1]?.raw ?? '').replace(/\r/g, ''));
  const wrong = code === '000000' ? '000001' : '000000';
  for (let i = 0; i < 5; i++) {
    await post(t, '/reset-password/', { email, otp: wrong, password: 'a fresh passphrase' });
  }
}

describe('reset codes per account and day', () => {
  it('after five codes spent on wrong guesses no more codes are issued, the answer stays the same, the owner is told once', async () => {
    const user = await buildUser(t.db, { name: 'Owner Name' });
    for (let i = 0; i < 5; i++) await spendOneCode(user.email);
    expect(resetMails(user.email)).toHaveLength(5);
    expect(noticeMails(user.email)).toHaveLength(0);

    await ageLatestCode(t.db, user.email, 'reset', 61);
    const capped = await post(t, '/forget-password/', { email: user.email });
    const ghost = newEmail('ghost');
    const unknown = await post(t, '/forget-password/', { email: ghost });
    expect(capped.statusCode).toBe(200);
    expect(capped.json()).toEqual({ ...unknown.json(), data: { ...unknown.json().data, email: user.email } });
    expect(resetMails(user.email)).toHaveLength(5);
    const notices = noticeMails(user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.raw).toContain('Hello Owner Name,');

    // The cool-down still applies as for everyone; past it, still no code and no second notice.
    expect((await post(t, '/forget-password/', { email: user.email })).statusCode).toBe(429);
    await ageLatestCode(t.db, user.email, 'reset', 61);
    expect((await post(t, '/resend-otp/', { email: user.email, purpose: 'reset' })).statusCode).toBe(200);
    expect(resetMails(user.email)).toHaveLength(5);
    expect(noticeMails(user.email)).toHaveLength(1);
  });

  it('the budget is per account: another account still gets its codes', async () => {
    const attacked = await buildUser(t.db);
    const other = await buildUser(t.db);
    for (let i = 0; i < 5; i++) await spendOneCode(attacked.email);
    expect((await post(t, '/forget-password/', { email: other.email })).statusCode).toBe(200);
    expect(resetMails(other.email)).toHaveLength(1);
  });

  it('a day later codes are issued again', async () => {
    const user = await buildUser(t.db);
    for (let i = 0; i < 5; i++) await spendOneCode(user.email);
    await ageLatestCode(t.db, user.email, 'reset', 24 * 60 * 60 + 1);
    expect((await post(t, '/forget-password/', { email: user.email })).statusCode).toBe(200);
    expect(resetMails(user.email)).toHaveLength(6);
  });
});
