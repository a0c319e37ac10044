import { newsletterDocumentSchema } from '@newsletter-os/contracts';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterPublications, newsletters } from '../../src/db/schema/index';
import type { Mailer } from '../../src/integrations/mailer';
import { PUBLISH_ATTEMPTS_MAX, publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { PUBLISH_NEWSLETTER_QUEUE } from '../../src/modules/scheduler/queue';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildUser, type Tenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';

let t: TestApp;
let a: Tenant;
let headers: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ jobs: true, env: { PUBLISH_RETRY_DELAY_SECONDS: '1' } });
  a = await buildTenant(t.db);
  // A second admin: the ready-to-send mail goes to every admin of the business.
  await buildUser(t.db, { businessId: a.business.id, userType: 'admin' });
  headers = await authHeader(t.tokens, a.user);
});
afterAll(async () => {
  await t.close();
});

const ws = {
  get workspaceId() {
    return a.workspace.id;
  },
};
const post = (id: string, action: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/newsletters/${id}/${action}/`,
    headers,
    payload: { workspaceId: ws.workspaceId, ...payload },
  });

async function rowOf(id: string) {
  const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) throw new Error('newsletter gone');
  return row;
}

/** The newsletter's jobs in pg-boss, whatever their state. */
async function jobsOf(newsletterId: string) {
  const result = await t.db.execute<{ id: string; state: string }>(
    sql`select id, state from pgboss.job where name = ${PUBLISH_NEWSLETTER_QUEUE} and singleton_key = ${newsletterId}`,
  );
  return result.rows;
}

/** Brings the newsletter's job forward to now, as if its send time had come. */
async function dueNow(newsletterId: string) {
  await t.db.execute(
    sql`update pgboss.job set start_after = now() where name = ${PUBLISH_NEWSLETTER_QUEUE} and singleton_key = ${newsletterId} and state = 'created'`,
  );
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const readyMails = (subject: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `Ready to send: ${subject}`));

describe('the publish job', () => {
  it('keeps exactly one job per newsletter: scheduling queues it, rescheduling replaces it, unscheduling removes it', async () => {
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id, status: 'planned' });
    await post(newsletter.id, 'schedule', { time: '09:00' });
    const [first] = await jobsOf(newsletter.id);
    expect(first).toMatchObject({ state: 'created', id: (await rowOf(newsletter.id)).publishJobId });

    await post(newsletter.id, 'reschedule', { time: '10:00' });
    const afterReschedule = await jobsOf(newsletter.id);
    expect(afterReschedule).toHaveLength(1);
    expect(afterReschedule[0]?.id).not.toBe(first?.id);
    const startAfter = await t.db.execute<{ start_after: Date }>(
      sql`select start_after from pgboss.job where id = ${afterReschedule[0]?.id}`,
    );
    expect(new Date(startAfter.rows[0]?.start_after ?? 0).toISOString()).toBe(
      (await rowOf(newsletter.id)).scheduledAt?.toISOString(),
    );

    await post(newsletter.id, 'unschedule', {});
    expect(await jobsOf(newsletter.id)).toEqual([]);
  });

  it('at its time renders, keeps the published version, mails the admins once, and the calendar shows it', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      status: 'planned',
      subject: 'Harbour news 12',
    });
    expect((await post(newsletter.id, 'schedule', { time: '09:00' })).statusCode).toBe(200);
    await dueNow(newsletter.id);
    const row = await waitFor(
      () => rowOf(newsletter.id),
      (r) => r.status !== 'scheduled',
    );
    expect(row).toMatchObject({ status: 'published', publishJobId: null, failureReason: null });

    const publications = await t.db
      .select()
      .from(newsletterPublications)
      .where(eq(newsletterPublications.newsletterId, newsletter.id));
    expect(publications).toHaveLength(1);
    expect(publications[0]).toMatchObject({
      handoff: 'ready-to-send',
      subject: 'Harbour news 12',
      newsletterVersion: 1,
    });
    expect(publications[0]?.html).toContain('Hello readers');
    expect(publications[0]?.text).toContain('Hello readers');

    const mails = await readyMails('Harbour news 12');
    expect(mails.map((mail) => mail.to).sort()).toHaveLength(2);
    expect(new Set(mails.map((mail) => mail.to)).size).toBe(2);
    expect(mails[0]?.html).toBe(publications[0]?.html);

    // The same job again (an expired run picked up twice) finds it published and does nothing.
    const job = { newsletterId: newsletter.id, workspaceId: a.workspace.id, token: row.scheduleToken ?? '' };
    expect(await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: t.mailer }, job)).toBe('stale');
    expect(await readyMails('Harbour news 12')).toHaveLength(2);

    const month = Number(newsletter.issueDate.slice(5, 7));
    const year = Number(newsletter.issueDate.slice(0, 4));
    const calendar = await t.app.inject({
      method: 'GET',
      url: `/api/v1/calendar/?workspaceId=${a.workspace.id}&month=${month}&year=${year}`,
      headers,
    });
    const shown = calendar.json().data.days.flatMap((d: { newsletters: unknown[] }) => d.newsletters);
    expect(shown).toContainEqual(
      expect.objectContaining({ id: newsletter.id, status: 'published', handoff: 'ready-to-send' }),
    );
    expect(await jobsOf(newsletter.id)).toEqual([expect.objectContaining({ state: 'completed' })]);
  });

  it('a job of an older schedule does nothing', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      status: 'planned',
      subject: 'Old token',
    });
    await post(newsletter.id, 'schedule', { time: '09:00' });
    const job = { newsletterId: newsletter.id, workspaceId: a.workspace.id, token: crypto.randomUUID() };
    expect(await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: t.mailer }, job)).toBe('stale');
    expect((await rowOf(newsletter.id)).status).toBe('scheduled');
    expect(await readyMails('Old token')).toEqual([]);
  });

  it('retries a failed hand-off, then fails for good with the reason (nothing published, nothing half-kept)', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      status: 'planned',
      subject: 'Flaky',
    });
    await post(newsletter.id, 'schedule', { time: '09:00' });
    const { scheduleToken } = await rowOf(newsletter.id);
    const job = { newsletterId: newsletter.id, workspaceId: a.workspace.id, token: scheduleToken ?? '' };
    const broken: Mailer = { send: async () => Promise.reject(new Error('SMTP connection refused')), close() {} };
    const deps = { db: t.db, config: t.config, mailer: broken };
    for (let attempt = 1; attempt < PUBLISH_ATTEMPTS_MAX; attempt++) {
      await expect(publishScheduledNewsletter(deps, job)).rejects.toThrow('SMTP connection refused');
      expect(await rowOf(newsletter.id)).toMatchObject({ status: 'scheduled', publishAttempts: attempt });
    }
    expect(await publishScheduledNewsletter(deps, job)).toBe('failed');
    expect(await rowOf(newsletter.id)).toMatchObject({
      status: 'failed',
      failureReason: `Publishing failed after ${PUBLISH_ATTEMPTS_MAX} attempts: SMTP connection refused`,
    });
    const kept = await t.db
      .select()
      .from(newsletterPublications)
      .where(eq(newsletterPublications.newsletterId, newsletter.id));
    expect(kept).toEqual([]);
  });

  it('a retry that succeeds publishes once', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      status: 'planned',
      subject: 'Second try',
    });
    await post(newsletter.id, 'schedule', { time: '09:00' });
    const { scheduleToken } = await rowOf(newsletter.id);
    const job = { newsletterId: newsletter.id, workspaceId: a.workspace.id, token: scheduleToken ?? '' };
    let calls = 0;
    const flaky: Mailer = {
      send: async (message) => {
        calls += 1;
        if (calls === 1) throw new Error('timeout');
        await t.mailer.send(message);
      },
      close() {},
    };
    await expect(publishScheduledNewsletter({ db: t.db, config: t.config, mailer: flaky }, job)).rejects.toThrow();
    expect(await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: flaky }, job)).toBe('published');
    expect(await readyMails('Second try')).toHaveLength(2);
    expect((await rowOf(newsletter.id)).status).toBe('published');
  });

  it('through pg-boss: a hand-off that keeps failing is retried with backoff and ends failed, visible on the calendar', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      status: 'planned',
      subject: 'Doomed',
    });
    await post(newsletter.id, 'schedule', { time: '09:00' });
    // A style the renderer cannot use: every attempt throws.
    await t.db
      .update(newsletters)
      .set({ style: sql`'{"broken": true}'::jsonb` })
      .where(eq(newsletters.id, newsletter.id));
    await dueNow(newsletter.id);
    const row = await waitFor(
      () => rowOf(newsletter.id),
      (r) => r.status === 'failed',
      60_000,
    );
    expect(row.status).toBe('failed');
    expect(row.publishAttempts).toBe(PUBLISH_ATTEMPTS_MAX);
    expect(row.failureReason).toMatch(/^Publishing failed after 5 attempts: /);
    const jobs = await waitFor(
      () => jobsOf(newsletter.id),
      ([job]) => job?.state === 'completed',
      10_000,
    );
    expect(jobs).toEqual([expect.objectContaining({ state: 'completed' })]);
  }, 90_000);

  it('a newsletter that became not ready by its send time fails at once with the readiness errors', async () => {
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id, status: 'planned' });
    await post(newsletter.id, 'schedule', { time: '09:00' });
    const { scheduleToken } = await rowOf(newsletter.id);
    await t.db
      .update(newsletters)
      .set({
        document: newsletterDocumentSchema.parse({
          schemaVersion: 1,
          blocks: [{ id: 'photo', type: 'image', src: 'https://images.example/a.jpg', alt: '', decorative: false }],
        }),
      })
      .where(eq(newsletters.id, newsletter.id));
    const job = { newsletterId: newsletter.id, workspaceId: a.workspace.id, token: scheduleToken ?? '' };
    expect(await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: t.mailer }, job)).toBe('failed');
    expect((await rowOf(newsletter.id)).failureReason).toMatch(/^Not ready to send: /);
  });
});
