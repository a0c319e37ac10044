import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterPublications, newsletters } from '../../src/db/schema/index';
import { PUBLISH_NEWSLETTER_QUEUE } from '../../src/modules/scheduler/queue';
import { scheduleNewsletter } from '../../src/modules/scheduler/service';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { scopeOf } from '../helpers/scope';

// Exactly-once across processes: real server processes (the job side of main.ts: pg-boss with every worker) on one
// database. pg-boss hands each job to one worker (SKIP LOCKED); the publish handler's row lock and schedule token
// make any second run a no-op; the unique published version per newsletter makes a double publish impossible.

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = path.join(here, 'fixtures/publisher-process.ts');

interface Publisher {
  child: ChildProcess;
  mails: string[];
}

let t: TestApp;
let a: Tenant;
let sender: PgBoss;
const running: Publisher[] = [];

function startPublisher(): Promise<Publisher> {
  const child = spawn(process.execPath, ['--import', 'tsx', fixture], {
    env: { ...process.env, PUBLISHER_DATABASE_URL: t.database.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const publisher: Publisher = { child, mails: [] };
  running.push(publisher);
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') resolve(publisher);
        else if (line.startsWith('mail ')) publisher.mails.push(line.slice('mail '.length));
      }
    });
    child.once('exit', (code) => reject(new Error(`publisher exited with ${code} before it was ready`)));
  });
}

async function stop(publisher: Publisher, signal: NodeJS.Signals): Promise<void> {
  if (publisher.child.exitCode !== null || publisher.child.signalCode !== null) return;
  const exited = new Promise((resolve) => publisher.child.once('exit', resolve));
  publisher.child.kill(signal);
  await exited;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  // The first process creates pg-boss's schema and queues; this one only sends (no workers, no maintenance).
  await startPublisher();
  sender = new PgBoss({ connectionString: t.database.url, schema: 'pgboss', supervise: false, schedule: false });
  await sender.start();
}, 60_000);

afterAll(async () => {
  await sender?.stop({ graceful: false });
  for (const publisher of running) await stop(publisher, 'SIGTERM');
  await t?.close();
});

async function scheduleSoon(subjects: string[], inSeconds: number): Promise<string[]> {
  const scope = await scopeOf(t.db, a.workspace.id);
  const ids: string[] = [];
  for (const subject of subjects) {
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id, status: 'planned', subject });
    const outcome = await scheduleNewsletter({ db: t.db, config: t.config, boss: sender }, scope, newsletter.id, {
      action: 'schedule',
      time: '09:00',
    });
    expect(outcome.kind).toBe('scheduled');
    ids.push(newsletter.id);
  }
  // Their send time comes in a few seconds.
  await t.db.execute(
    sql`update pgboss.job set start_after = now() + make_interval(secs => ${inSeconds}) where name = ${PUBLISH_NEWSLETTER_QUEUE} and singleton_key in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return ids;
}

async function statusesOf(ids: string[]) {
  return t.db
    .select({ id: newsletters.id, status: newsletters.status })
    .from(newsletters)
    .where(inArray(newsletters.id, ids));
}

async function waitUntilPublished(ids: string[], timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await statusesOf(ids);
    if (rows.every((row) => row.status === 'published') || Date.now() > until) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function publicationsPer(ids: string[]) {
  const rows = await t.db
    .select({ newsletterId: newsletterPublications.newsletterId, count: sql<number>`count(*)::int` })
    .from(newsletterPublications)
    .where(inArray(newsletterPublications.newsletterId, ids))
    .groupBy(newsletterPublications.newsletterId);
  return new Map(rows.map((row) => [row.newsletterId, row.count]));
}

describe('publishing exactly once', () => {
  it('two server processes on one database publish each scheduled newsletter once', async () => {
    const second = await startPublisher();
    const [first] = running;
    const subjects = Array.from({ length: 16 }, (_, i) => `Two processes ${i + 1}`);
    const ids = await scheduleSoon(subjects, 3);

    const rows = await waitUntilPublished(ids);
    expect(rows.filter((row) => row.status !== 'published')).toEqual([]);
    const publications = await publicationsPer(ids);
    expect(ids.map((id) => publications.get(id))).toEqual(ids.map(() => 1));

    // One ready-to-send mail per newsletter and admin (one admin here), across both processes together.
    const outbox = await t.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, 'Ready to send: Two processes %'));
    expect(outbox.map((mail) => mail.subject).sort()).toEqual(subjects.map((s) => `Ready to send: ${s}`).sort());
    const byFirst = first?.mails.filter((m) => m.startsWith('Ready to send: Two processes')) ?? [];
    const bySecond = second.mails.filter((m) => m.startsWith('Ready to send: Two processes'));
    expect(byFirst.filter((subject) => bySecond.includes(subject))).toEqual([]);
    expect(byFirst.length + bySecond.length).toBe(subjects.length);
    console.info(`exactly-once: ${byFirst.length} published by process 1, ${bySecond.length} by process 2`);
  }, 90_000);

  it('a process killed (SIGKILL) between scheduling and the send time: after a restart the job runs once', async () => {
    const [id = ''] = await scheduleSoon(['After the crash'], 6);
    for (const publisher of [...running]) await stop(publisher, 'SIGKILL');
    const [before] = await statusesOf([id]);
    expect(before?.status).toBe('scheduled');

    const restarted = await startPublisher();
    const [after] = await waitUntilPublished([id]);
    expect(after?.status).toBe('published');
    expect((await publicationsPer([id])).get(id)).toBe(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Ready to send: After the crash'));
    expect(mails).toHaveLength(1);
    expect(restarted.mails).toEqual(['Ready to send: After the crash']);
  }, 90_000);
});
