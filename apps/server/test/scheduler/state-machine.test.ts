import { calendarNewsletterSchema, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters, workspaces } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, buildWorkspace, type Tenant } from '../helpers/factories';
import { buildNewsletter, nextIssueDate, shortDocument } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  [a, b] = await Promise.all([buildTenant(t.db), buildTenant(t.db)]);
  headers = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

const post = (id: string, action: string, payload: object, as = headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1/newsletters/${id}/${action}/`, headers: as, payload });
const ws = () => ({ workspaceId: a.workspace.id });
const planned = (values: Partial<typeof newsletters.$inferInsert> = {}) =>
  buildNewsletter(t.db, { workspaceId: a.workspace.id, status: 'planned', ...values });
const statusOf = async (id: string) =>
  (await t.db.select({ status: newsletters.status }).from(newsletters).where(eq(newsletters.id, id)))[0]?.status;

/** A document the send-readiness checks refuse: an image without alt text. */
const notReadyDocument = () =>
  newsletterDocumentSchema.parse({
    schemaVersion: 1,
    blocks: [{ id: 'photo', type: 'image', src: 'https://images.example/a.jpg', alt: '', decorative: false }],
  });

describe('moving', () => {
  it('moves a draft or planned newsletter to a free day', async () => {
    for (const status of ['draft', 'planned'] as const) {
      const newsletter = await planned({ status });
      const date = nextIssueDate();
      const res = await post(newsletter.id, 'move', { ...ws(), date });
      expect(res.statusCode, res.body).toBe(200);
      expect(shapeDifferences(res.json().data, calendarNewsletterSchema)).toEqual([]);
      expect(res.json()).toMatchObject({ meta: { code: 1, message: `Moved to ${date}` }, data: { date, status } });
    }
  });

  it('409 onto a day that has a newsletter, for a scheduled and for a published newsletter', async () => {
    const other = await planned();
    const newsletter = await planned();
    const taken = await post(newsletter.id, 'move', { ...ws(), date: other.issueDate });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().meta.message).toBe(`Another newsletter is already on ${other.issueDate}. Move that one first.`);

    const scheduled = await planned({ status: 'scheduled', scheduledAt: new Date('2027-06-01T09:00:00Z') });
    const moveScheduled = await post(scheduled.id, 'move', { ...ws(), date: nextIssueDate() });
    expect(moveScheduled.statusCode).toBe(409);
    expect(moveScheduled.json()).toEqual({
      meta: { code: 0, message: 'This newsletter is scheduled. Reschedule it to send on another day.' },
      data: null,
    });

    const published = await planned({ status: 'published' });
    const movePublished = await post(published.id, 'move', { ...ws(), date: nextIssueDate() });
    expect(movePublished.statusCode).toBe(409);
    expect(movePublished.json().meta.message).toBe('A published newsletter cannot be moved.');
    expect(await statusOf(published.id)).toBe('published');
  });

  it('400 naming the date, 404 for another tenant’s newsletter, 401 without a token', async () => {
    const newsletter = await planned();
    expectInvalidField(await post(newsletter.id, 'move', { ...ws(), date: '2027-02-30' }), 'date');
    const foreign = await buildNewsletter(t.db, { workspaceId: b.workspace.id, title: 'Rival' });
    const res = await post(foreign.id, 'move', { ...ws(), date: nextIssueDate() });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Rival');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/newsletters/${newsletter.id}/move/`,
      payload: { ...ws(), date: nextIssueDate() },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('scheduling', () => {
  it('schedules at the workspace’s default send time in its zone, and refuses to schedule twice', async () => {
    const zoned = await buildWorkspace(t.db, {
      businessId: a.business.id,
      timeZone: 'America/Chicago',
      defaultSendTime: '07:15',
      memberIds: [a.user.id],
    });
    const newsletter = await buildNewsletter(t.db, { workspaceId: zoned.id, issueDate: '2027-07-04' });
    const res = await post(newsletter.id, 'schedule', { workspaceId: zoned.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      meta: { code: 1, message: 'Scheduled for 2027-07-04 at 07:15 (America/Chicago)' },
      data: { status: 'scheduled', date: '2027-07-04', sendTime: '07:15', scheduledAt: '2027-07-04T12:15:00.000Z' },
    });
    const again = await post(newsletter.id, 'schedule', { workspaceId: zoned.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().meta.message).toBe(
      'This newsletter is already scheduled. Reschedule it to change the send time.',
    );
  });

  it('schedules on another free day at a chosen time, moving the newsletter there', async () => {
    const newsletter = await planned();
    const date = nextIssueDate();
    const res = await post(newsletter.id, 'schedule', { ...ws(), date, time: '23:30' });
    expect(res.json().data).toMatchObject({ date, sendTime: '23:30', status: 'scheduled' });
  });

  it('409 with the readiness errors for a newsletter that is not ready, and nothing changes', async () => {
    const newsletter = await planned({ document: notReadyDocument() });
    const res = await post(newsletter.id, 'schedule', ws());
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.meta).toEqual({ code: 0, message: 'Fix the send-readiness errors before scheduling this newsletter.' });
    expect(
      body.data.checks.map((check: { id: string; severity: string }) => [check.id, check.severity]),
    ).toContainEqual(['image-alt', 'error']);
    expect(await statusOf(newsletter.id)).toBe('planned');
  });

  it('400 for a send time that has passed (naming date or time) and for a malformed time', async () => {
    const newsletter = await planned();
    expectInvalidField(await post(newsletter.id, 'schedule', { ...ws(), date: '2020-01-01' }), 'date');
    expectInvalidField(await post(newsletter.id, 'schedule', { ...ws(), time: '25:00' }), 'time');
    expectInvalidField(await post(newsletter.id, 'schedule', { ...ws(), time: '9am' }), 'time');
    expect(await statusOf(newsletter.id)).toBe('planned');
  });

  it('reschedules only a scheduled (or failed) newsletter; unschedules it back to planned', async () => {
    const newsletter = await planned();
    const early = await post(newsletter.id, 'reschedule', { ...ws(), time: '10:00' });
    expect(early.statusCode).toBe(409);
    expect(early.json().meta.message).toBe('This newsletter is not scheduled yet. Schedule it first.');
    const notScheduled = await post(newsletter.id, 'unschedule', ws());
    expect(notScheduled.statusCode).toBe(409);
    expect(notScheduled.json().meta.message).toBe('This newsletter is not scheduled.');

    expect((await post(newsletter.id, 'schedule', { ...ws(), time: '08:00' })).statusCode).toBe(200);
    const date = nextIssueDate();
    const moved = await post(newsletter.id, 'reschedule', { ...ws(), date, time: '18:45' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ date, sendTime: '18:45', status: 'scheduled' });

    const back = await post(newsletter.id, 'unschedule', ws());
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      meta: { message: 'Unscheduled: back to planned' },
      data: { status: 'planned', date, scheduledAt: null, sendTime: null },
    });
  });

  it('409 for every scheduling action on a published newsletter', async () => {
    const published = await planned({ status: 'published' });
    for (const action of ['schedule', 'reschedule', 'unschedule']) {
      const res = await post(published.id, action, ws());
      expect(res.statusCode, action).toBe(409);
    }
    expect(await statusOf(published.id)).toBe('published');
  });

  it('a failed newsletter can be rescheduled, which clears its reason', async () => {
    const failed = await planned({ status: 'failed', failureReason: 'SMTP was down' });
    const res = await post(failed.id, 'reschedule', { ...ws(), time: '12:00' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'scheduled', failureReason: null });
  });

  it('a partner may not schedule (403); another tenant’s newsletter is not found (404)', async () => {
    const newsletter = await planned();
    const partner = await post(newsletter.id, 'schedule', ws(), await authHeader(t.tokens, a.partner));
    expect(partner.statusCode).toBe(403);
    const foreign = await buildNewsletter(t.db, { workspaceId: b.workspace.id });
    expect((await post(foreign.id, 'schedule', ws())).statusCode).toBe(404);
    expect((await post(foreign.id, 'unschedule', ws())).statusCode).toBe(404);
  });
});

describe('builder saves and the scheduler', () => {
  it('a save keeps a scheduled newsletter scheduled, and cannot set a scheduler status itself', async () => {
    const newsletter = await planned();
    await post(newsletter.id, 'schedule', { ...ws(), time: '06:00' });
    const save = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/newsletters/',
        headers,
        payload: { ...ws(), date: newsletter.issueDate, document: shortDocument('Edited'), ...payload },
      });
    const saved = await save({ version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ status: 'scheduled', version: 2 });
    expectInvalidField(await save({ version: 2, status: 'published' }), 'status');
  });
});

describe('workspace time zone and default send time', () => {
  const settings = (as: { authorization: string }, method: 'GET' | 'PUT', payload?: object) =>
    t.app.inject({
      method,
      url:
        method === 'GET' ? `/api/v1/workspace-schedule/?workspaceId=${a.workspace.id}` : '/api/v1/workspace-schedule/',
      headers: as,
      payload,
    });

  it('reads and saves the zone and time; managers may, users may only read', async () => {
    const manager = await authHeader(t.tokens, a.manager);
    const fresh = await buildWorkspace(t.db, { businessId: a.business.id, memberIds: [a.manager.id, a.user.id] });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/workspace-schedule/?workspaceId=${fresh.id}`,
      headers,
    });
    expect(read.json().data).toEqual({
      workspaceId: fresh.id,
      timeZone: 'UTC',
      defaultSendTime: '09:00',
      language: 'en',
      publishingDays: [],
    });
    const put = (as: { authorization: string }, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/workspace-schedule/',
        headers: as,
        payload: { workspaceId: fresh.id, ...payload },
      });
    const saved = await put(manager, {
      timeZone: 'Asia/Kolkata',
      defaultSendTime: '06:30',
      language: 'PT-br',
      publishingDays: [4, 2, 2],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The language is stored in its canonical form.
    expect(saved.json()).toEqual({
      meta: { code: 1, message: 'Schedule settings saved' },
      data: {
        workspaceId: fresh.id,
        timeZone: 'Asia/Kolkata',
        defaultSendTime: '06:30',
        language: 'pt-BR',
        publishingDays: [2, 4],
      },
    });
    // Left out, the language and the publishing days stay as they are.
    const kept = await put(manager, { timeZone: 'Asia/Kolkata', defaultSendTime: '07:00' });
    expect(kept.json().data).toEqual({
      workspaceId: fresh.id,
      timeZone: 'Asia/Kolkata',
      defaultSendTime: '07:00',
      language: 'pt-BR',
      publishingDays: [2, 4],
    });
    expect((await put(headers, { timeZone: 'UTC', defaultSendTime: '06:30' })).statusCode).toBe(403);
  });

  it('400 for an unknown zone, a bad time or a bad language tag, naming the field', async () => {
    const manager = await authHeader(t.tokens, a.manager);
    expectInvalidField(
      await settings(manager, 'PUT', { ...ws(), timeZone: 'Mars/Base', defaultSendTime: '06:30' }),
      'timeZone',
    );
    expectInvalidField(
      await settings(manager, 'PUT', { ...ws(), timeZone: 'UTC', defaultSendTime: '6:30' }),
      'defaultSendTime',
    );
    for (const language of ['not a tag', 'en_', '', 42]) {
      expectInvalidField(
        await settings(manager, 'PUT', { ...ws(), timeZone: 'UTC', defaultSendTime: '06:30', language }),
        'language',
      );
    }
  });

  it('409 changing the zone while a newsletter is scheduled; the default time may still change', async () => {
    const workspace = await buildWorkspace(t.db, { businessId: a.business.id, timeZone: 'UTC' });
    await buildNewsletter(t.db, {
      workspaceId: workspace.id,
      status: 'scheduled',
      scheduledAt: new Date('2027-09-01T09:00:00Z'),
    });
    const admin = await authHeader(t.tokens, a.admin);
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/workspace-schedule/',
        headers: admin,
        payload: { workspaceId: workspace.id, ...payload },
      });
    const zone = await put({ timeZone: 'Europe/Berlin', defaultSendTime: '09:00' });
    expect(zone.statusCode).toBe(409);
    expect((await put({ timeZone: 'UTC', defaultSendTime: '10:00' })).statusCode).toBe(200);
    const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, workspace.id));
    expect(row).toMatchObject({ timeZone: 'UTC', defaultSendTime: '10:00' });
  });

  it('a new newsletter takes the creator’s browser zone', async () => {
    const admin = await authHeader(t.tokens, a.admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace-register/',
      headers: admin,
      payload: { workspaces: ['Zoned letter'], timeZone: 'Australia/Sydney' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data[0].workspaceId;
    const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, id));
    expect(row?.timeZone).toBe('Australia/Sydney');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/workspace-register/',
      headers: admin,
      payload: { workspaces: ['Zoneless'], timeZone: 'Nowhere/Land' },
    });
    expectInvalidField(bad, 'timeZone');
  });
});
