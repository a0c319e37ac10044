import { moderationItemSchema, moderationPageSchema, submissionStatusViewSchema } from '@newsletter-os/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { expectInvalidField } from '../helpers/field-errors';
import {
  buildPortalLink,
  eventFields,
  PORTAL_TEST_ENV,
  publicPaths,
  spamFields,
  statusTokenOf,
  submit,
} from './helpers';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: PORTAL_TEST_ENV });
  a = await buildTenant(t.db);
  b = await buildTenant(t.db);
  staff = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
/** A fresh public event submission in tenant A; answers its submission id and status token. */
async function submitted(email = `visitor${++counter}@example.com`) {
  const { token, link } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'events' });
  const title = `Event ${counter}`;
  const res = await submit(t, publicPaths.events, token, {
    ...eventFields,
    title,
    submitterEmail: email,
    ...(await spamFields(t, token, link.id)),
  });
  expect(res.statusCode, res.body).toBe(201);
  const queue = await t.app.inject({
    method: 'GET',
    url: `/api/v1/submissions/?workspaceId=${a.workspace.id}&pageSize=100`,
    headers: staff,
  });
  const found = queue
    .json()
    .data.results.find((r: { trackingId: string }) => r.trackingId === res.json().data.trackingId);
  return { id: found.id as string, statusToken: statusTokenOf(res.json().data.statusUrl), email, title };
}

function moderate(id: string, body: Record<string, unknown>, headers = staff) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/submissions/${id}/moderate/`,
    headers,
    payload: { workspaceId: a.workspace.id, ...body },
  });
}

async function mailsTo(email: string, subjectPart: string): Promise<number> {
  const rows = await t.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.subject, `%${subjectPart}%`)));
  return rows.length;
}

const statusOf = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/submission-status/?token=${encodeURIComponent(token)}` });

describe('GET /api/v1/submissions/ (the queue)', () => {
  it('lists open submissions oldest first, with counts and the audit trail, in the exact shape', async () => {
    const first = await submitted();
    await submitted();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${a.workspace.id}`,
      headers: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(shapeDifferences(page, moderationPageSchema)).toEqual([]);
    expect(page.results[0].id).toBe(first.id);
    expect(page.counts.pending).toBeGreaterThanOrEqual(2);
    expect(page.results[0].history).toEqual([
      { from: null, to: 'pending', reason: null, by: 'Fran Fair (submitter)', at: expect.any(String) },
    ]);
  });

  it('401 without a token, 400 naming a bad status, 404 for another business', async () => {
    const none = await t.app.inject({ method: 'GET', url: `/api/v1/submissions/?workspaceId=${a.workspace.id}` });
    expect(none.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${a.workspace.id}&status=maybe`,
      headers: staff,
    });
    expectInvalidField(bad, 'status');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${a.workspace.id}`,
      headers: await authHeader(t.tokens, b.admin),
    });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Event');
  });
});

describe('POST /api/v1/submissions/{id}/moderate/', () => {
  it('approve: the item goes live, the audit names who did it, one mail goes out even when retried', async () => {
    const sub = await submitted();
    const res = await moderate(sub.id, { action: 'approve' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Submission approved');
    const item = res.json().data;
    expect(shapeDifferences(item, moderationItemSchema)).toEqual([]);
    expect(item).toMatchObject({ status: 'approved', item: { feedStatus: 'active' } });
    expect(item.history.at(-1)).toMatchObject({ from: 'pending', to: 'approved', by: a.user.name });
    const retried = await Promise.all([
      moderate(sub.id, { action: 'approve' }),
      moderate(sub.id, { action: 'approve' }),
    ]);
    expect(retried.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(retried[0]?.json().meta.message).toBe('This submission is approved: it cannot be approved now');
    expect(await mailsTo(sub.email, 'was approved')).toBe(1);
    const view = await statusOf(sub.statusToken);
    expect(view.json().data).toMatchObject({ status: 'approved', canEdit: false, canWithdraw: true });
  });

  it('concurrent approve and reject: exactly one wins, exactly one mail', async () => {
    const sub = await submitted();
    const [approve, reject] = await Promise.all([
      moderate(sub.id, { action: 'approve' }),
      moderate(sub.id, { action: 'reject', reason: 'Duplicate' }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const mails = (await mailsTo(sub.email, 'was approved')) + (await mailsTo(sub.email, 'was not accepted'));
    expect(mails).toBe(1);
  });

  it('reject needs a reason, which the submitter reads on the status page and in the mail', async () => {
    const sub = await submitted();
    expectInvalidField(await moderate(sub.id, { action: 'reject' }), 'reason');
    const res = await moderate(sub.id, { action: 'reject', reason: 'Outside our coverage area' });
    expect(res.json().data).toMatchObject({ status: 'rejected', reason: 'Outside our coverage area' });
    expect(res.json().data.item.feedStatus).toBe('rejected');
    const mail = await t.lastMailTo(sub.email);
    expect(mail?.subject).toBe(`Your submission "${sub.title}" was not accepted`);
    expect(mail?.text).toContain('Reason: Outside our coverage area');
    const view = await statusOf(sub.statusToken);
    expect(view.json().data).toMatchObject({ status: 'rejected', reason: 'Outside our coverage area', canEdit: false });
    expect(view.json().data.history.at(-1)).toMatchObject({ to: 'rejected', by: 'The team' });
    // Disallowed transitions answer 409.
    expect((await moderate(sub.id, { action: 'approve' })).statusCode).toBe(409);
    expect((await moderate(sub.id, { action: 'needs_changes', reason: 'x' })).statusCode).toBe(409);
  });

  it('needs changes: mails the status link back; the submitter edits and it returns to the queue', async () => {
    const sub = await submitted();
    const res = await moderate(sub.id, { action: 'needs_changes', reason: 'Add the end time' });
    expect(res.json().data.status).toBe('needs_changes');
    const mail = await t.lastMailTo(sub.email);
    expect(mail?.subject).toContain('needs changes');
    expect(mail?.text).toContain('/submission-status?token=');
    const view = await statusOf(sub.statusToken);
    expect(shapeDifferences(view.json().data, submissionStatusViewSchema)).toEqual([]);
    expect(view.json().data).toMatchObject({ status: 'needs_changes', canEdit: true, reason: 'Add the end time' });
    expect(view.json().data.fields).toMatchObject({ title: sub.title, venue: 'Village green' });
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/submission-status/?token=${encodeURIComponent(sub.statusToken)}`,
      payload: {
        ...eventFields,
        title: `${sub.title} (edited)`,
        submitterEmail: sub.email,
        eventEndsAt: '2030-09-12T18:00:00Z',
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ status: 'pending', fields: { title: `${sub.title} (edited)` } });
    const queue = await t.app.inject({
      method: 'GET',
      url: `/api/v1/submissions/?workspaceId=${a.workspace.id}&pageSize=100`,
      headers: staff,
    });
    const again = queue.json().data.results.find((r: { id: string }) => r.id === sub.id);
    expect(again.item.title).toBe(`${sub.title} (edited)`);
    expect(again.history.map((h: { to: string }) => h.to)).toEqual(['pending', 'needs_changes', 'pending']);
  });

  it('a member of another business cannot moderate A’s submission (404), and nothing changes', async () => {
    const sub = await submitted();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/submissions/${sub.id}/moderate/`,
      headers: await authHeader(t.tokens, b.admin),
      payload: { workspaceId: b.workspace.id, action: 'approve' },
    });
    expect(res.statusCode).toBe(404);
    expect((await statusOf(sub.statusToken)).json().data.status).toBe('pending');
  });
});

describe('the status link', () => {
  it('withdraws once; a forged status token gets nothing', async () => {
    const sub = await submitted();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/submission-status/withdraw/?token=${encodeURIComponent(sub.statusToken)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'withdrawn', canEdit: false, canWithdraw: false });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/submission-status/withdraw/?token=${encodeURIComponent(sub.statusToken)}`,
    });
    expect(again.statusCode).toBe(409);
    const [h, p, s] = sub.statusToken.split('.');
    const claims = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'SUB-0000000000' })).toString('base64url')}.${s}`;
    const view = await statusOf(forged);
    expect(view.statusCode).toBe(400);
    expect(view.json().data.errors[0].field).toBe('token');
  });

  it('an edit is refused once the team decided', async () => {
    const sub = await submitted();
    await moderate(sub.id, { action: 'approve' });
    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/submission-status/?token=${encodeURIComponent(sub.statusToken)}`,
      payload: { ...eventFields, submitterEmail: sub.email },
    });
    expect(edit.statusCode).toBe(409);
  });
});
