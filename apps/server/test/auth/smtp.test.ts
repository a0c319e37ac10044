import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { DEFAULT_PASSWORD } from '../helpers/factories';
import { newEmail, post } from '../helpers/factories-auth';

interface ReceivedMail {
  to: string[];
  raw: string;
}

let peer: SMTPServer;
let t: TestApp;
const received: ReceivedMail[] = [];

beforeAll(async () => {
  peer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  const { port } = peer.server.address() as AddressInfo;
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
});

afterAll(async () => {
  await t?.close();
  await new Promise<void>((resolve) => peer.close(() => resolve()));
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

    const mail = received.find((m) => m.to.includes(email));
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
