import { TEST_SENDS_PER_HOUR, testSendResultSchema } from '@newsletter-os/contracts';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, buildUser, buildWorkspace, type Tenant } from '../helpers/factories';
import { buildNewsletter, lateShowDocument } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';
import { type SmtpPeer, startSmtpPeer } from '../helpers/smtp-peer';

let t: TestApp;
let peer: SmtpPeer;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ env: { SMTP_URL: peer.url } });
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const send = (id: string, payload: object, withToken = true) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/newsletters/${id}/test-send`,
    payload,
    headers: withToken ? headers : {},
  });

describe('POST /api/v1/newsletters/{id}/test-send', () => {
  it('mails the newsletter as multipart/alternative with its subject and preheader', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      subject: 'Bridge reopens',
      preheader: 'The old bridge is open again',
    });
    const res = await send(newsletter.id, { workspaceId: a.workspace.id, recipients: [a.manager.email.toUpperCase()] });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, testSendResultSchema)).toEqual([]);
    expect(res.json().data).toEqual({
      recipients: [a.manager.email.toLowerCase()],
      remainingThisHour: TEST_SENDS_PER_HOUR - 1,
    });

    const received = peer.received.find((mail) => mail.to.includes(a.manager.email.toLowerCase()));
    expect(received).toBeDefined();
    expect(received?.raw).toMatch(/Content-Type: multipart\/alternative/i);
    const mail = await simpleParser(received?.raw ?? '');
    expect(mail.subject).toBe('[Test] Bridge reopens');
    expect(mail.text).toContain('Hello readers');
    expect(typeof mail.html === 'string' && mail.html).toContain('The old bridge is open again');
    expect(typeof mail.html === 'string' && mail.html).toContain('Hello readers');
  });

  it('prints event times in the workspace zone in both parts of the mail', async () => {
    const chicago = await buildWorkspace(t.db, {
      businessId: a.business.id,
      memberIds: [a.user.id],
      timeZone: 'America/Chicago',
    });
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: chicago.id,
      subject: 'Late show tonight',
      // The event's year: dates in another year than the issue's print theirs.
      issueDate: '2026-12-02',
      document: lateShowDocument(),
    });
    const res = await send(newsletter.id, { workspaceId: chicago.id, recipients: [a.user.email] });
    expect(res.statusCode, res.body).toBe(200);
    const received = peer.received.find((mail) => mail.raw.includes('Late show tonight'));
    const mail = await simpleParser(received?.raw ?? '');
    expect(mail.text).toContain('Wed 2 Dec · 10:32 pm · Town Hall');
    expect(typeof mail.html === 'string' && mail.html).toContain('Wed 2 Dec · 10:32 pm · Town Hall');
  });

  it('sends only to the team: not to strangers, nor to partners of the business', async () => {
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id });
    const outsider = await send(newsletter.id, {
      workspaceId: a.workspace.id,
      recipients: [a.admin.email, 'stranger@example.com'],
    });
    expectInvalidField(outsider, 'recipients.1');
    expectInvalidField(
      await send(newsletter.id, { workspaceId: a.workspace.id, recipients: [a.partner.email] }),
      'recipients.0',
    );
    // A member of another workspace of the same business is not this workspace's team.
    const other = await buildWorkspace(t.db, { businessId: a.business.id });
    const elsewhere = await buildUser(t.db, { businessId: a.business.id, userType: 'user', workspaceIds: [other.id] });
    expectInvalidField(
      await send(newsletter.id, { workspaceId: a.workspace.id, recipients: [elsewhere.email] }),
      'recipients.0',
    );
  });

  it('refuses without a token, with bad input, and from another workspace', async () => {
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id });
    expect(
      (await send(newsletter.id, { workspaceId: a.workspace.id, recipients: [a.admin.email] }, false)).statusCode,
    ).toBe(401);
    expectInvalidField(await send(newsletter.id, { workspaceId: a.workspace.id, recipients: [] }), 'recipients');
    expectInvalidField(
      await send(newsletter.id, { workspaceId: a.workspace.id, recipients: ['not-mail'] }),
      'recipients.0',
    );
    const other = await buildWorkspace(t.db, { businessId: a.business.id });
    const res = await send(newsletter.id, { workspaceId: other.id, recipients: [a.admin.email] });
    expect(res.statusCode).toBe(404);
  });

  it(`allows ${TEST_SENDS_PER_HOUR} test sends per workspace and hour`, async () => {
    const tenant = await buildTenant(t.db);
    const tenantHeaders = await authHeader(t.tokens, tenant.admin);
    const newsletter = await buildNewsletter(t.db, { workspaceId: tenant.workspace.id });
    const payload = { workspaceId: tenant.workspace.id, recipients: [tenant.admin.email] };
    const sendOnce = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/newsletters/${newsletter.id}/test-send`,
        payload,
        headers: tenantHeaders,
      });
    const statuses = await Promise.all(Array.from({ length: TEST_SENDS_PER_HOUR }, sendOnce));
    expect(statuses.map((res) => res.statusCode)).toEqual(Array(TEST_SENDS_PER_HOUR).fill(200));
    const refused = await sendOnce();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().meta.message).toBe(`At most ${TEST_SENDS_PER_HOUR} test sends per hour. Try again later.`);
  });
});
