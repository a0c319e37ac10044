import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../src/db/schema/index';
import { fromAddressOf } from '../../src/integrations/mailer';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { type SmtpPeer, startSmtpPeer } from '../helpers/smtp-peer';

// A test send looks like the issue readers get: from the publication, and a reply reaches the team member.

let t: TestApp;
let peer: SmtpPeer;
let a: Tenant;
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: peer.url } });
  a = await buildTenant(t.db);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

async function testSend(publicationName: string) {
  await t.db.update(workspaces).set({ name: publicationName }).where(eq(workspaces.id, a.workspace.id));
  const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id, subject: `Sender ${publicationName}` });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/newsletters/${newsletter.id}/test-send`,
    payload: { workspaceId: a.workspace.id, recipients: [a.manager.email] },
    headers: await authHeader(t.tokens, a.user),
  });
  expect(res.statusCode, res.body).toBe(200);
  const received = peer.received.filter((mail) => mail.to.includes(a.manager.email.toLowerCase()));
  const raw = received.at(-1)?.raw ?? '';
  return { raw, mail: await simpleParser(raw) };
}

describe('the sender of a test send', () => {
  it("comes from the publication's name at the product's own address, with Reply-To the member who sent it", async () => {
    const { mail } = await testSend('Harbour Weekly');
    expect(mail.subject).toBe('[Test] Sender Harbour Weekly');
    expect(mail.from?.value).toEqual([{ name: 'Harbour Weekly', address: fromAddressOf(t.config.MAIL_FROM) }]);
    expect(mail.replyTo?.value).toEqual([{ name: a.user.name, address: a.user.email }]);
  });

  it('keeps a name with quotes, commas and angle brackets one display name, never a second address', async () => {
    const name = 'Harbour "Weekly", <news@evil.example>';
    const { raw, mail } = await testSend(name);
    expect(mail.from?.value).toEqual([{ name, address: fromAddressOf(t.config.MAIL_FROM) }]);
    expect(raw).not.toMatch(/^From:[^\n]*<news@evil\.example>\s*$/m);
  });

  it('reads the address out of MAIL_FROM with or without a name', () => {
    expect(fromAddressOf('Newsletter OS <no-reply@newsletter-os.local>')).toBe('no-reply@newsletter-os.local');
    expect(fromAddressOf('no-reply@newsletter-os.local')).toBe('no-reply@newsletter-os.local');
  });
});
