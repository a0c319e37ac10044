import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { DEFAULT_PASSWORD } from '../helpers/factories';
import { newEmail, post } from '../helpers/factories-auth';
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

/** The text/plain part of a raw message, with quoted-printable soft breaks and escapes undone. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(raw)?.[1] ?? raw;
  return part
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

describe('mail over a real SMTP peer', () => {
  it('delivers the verification code, which then verifies the account', async () => {
    const email = newEmail('smtp');
    const res = await post(t, '/register/', { name: 'Mail Reader', email, password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(201);

    const mail = peer.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.raw).toMatch(/^Subject: Your Newsletter OS verification code\r?$/m);
    const code = /^(\d{6})\r?$/m.exec(plainText(mail?.raw ?? ''))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(t, '/verify-otp/', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ email, isVerified: true });
    // The outbox records the delivery.
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(row).toMatchObject({ subject: 'Your Newsletter OS verification code', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });
});
