import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { bearer, newEmail } from '../helpers/factories-auth';
import { as, tokenFromText } from '../helpers/factories-tenancy';
import { type SmtpPeer, startSmtpPeer } from '../helpers/smtp-peer';

let peer: SmtpPeer;
let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: peer.url } });
  tenant = await buildTenant(t.db);
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
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

describe('invitation mail over a real SMTP peer', () => {
  it('arrives with its link, which then lands the invitee in the business', async () => {
    const email = newEmail('smtp-invitee');
    const res = await as(t, tenant.manager, {
      method: 'POST',
      url: '/api/v1/invite-users/',
      payload: { emails: [email], userType: 'user', workspaces: [tenant.workspace.id] },
    });
    expect(res.statusCode, res.body).toBe(200);

    const mail = peer.received.find((m) => m.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail?.raw).toMatch(/^Subject: You are invited to join /m);
    const text = plainText(mail?.raw ?? '');
    expect(text).toContain('http://localhost:3000/accept-invitation?token=');
    const token = tokenFromText(text);

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accept-invite/',
      payload: { token, name: 'Mailed Invitee', password: 'long enough pass' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const session = accepted.json().data;
    expect(session.user).toMatchObject({ email, userType: 'user', businessId: tenant.business.id });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/workspaces/',
      headers: bearer(session.accessToken),
    });
    expect(list.json().data.results).toEqual([expect.objectContaining({ workspaceId: tenant.workspace.id })]);

    // The outbox keeps the delivery, not the link.
    const outbox = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(outbox).toEqual([
      expect.objectContaining({
        subject: `You are invited to join ${tenant.business.name} on Newsletter OS`,
        text: null,
        html: null,
        error: null,
        sentAt: expect.any(Date),
      }),
    ]);
    expect(JSON.stringify(outbox)).not.toContain(token);
  });
});

describe('an SMTP server that cannot be reached', () => {
  it('→ 502 with a clear message and the failure recorded; inviting again mails again', async () => {
    const unreachable = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } });
    try {
      const local = await buildTenant(unreachable.db);
      const email = newEmail('undelivered');
      const res = await as(unreachable, local.admin, {
        method: 'POST',
        url: '/api/v1/invite-users/',
        payload: { emails: [email], userType: 'user', workspaces: [] },
      });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({
        meta: { code: 0, message: 'The invitation email could not be sent. Please try again.' },
        data: null,
      });
      // The failure stays visible in the outbox; the undelivered link does not.
      const [failed] = await unreachable.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(failed).toMatchObject({ text: null, html: null, sentAt: null, error: expect.stringMatching(/\S/) });
      // The link nobody received is ended, so inviting again at once is not taken for a re-invite: it mails again.
      const again = await as(unreachable, local.admin, {
        method: 'POST',
        url: '/api/v1/invite-users/',
        payload: { emails: [email], userType: 'user', workspaces: [] },
      });
      expect(again.statusCode).toBe(502);
      expect(await unreachable.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(2);
    } finally {
      await unreachable.close();
    }
  });
});
