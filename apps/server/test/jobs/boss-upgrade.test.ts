import { readFile } from 'node:fs/promises';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_MAIL_OUTBOX_QUEUE } from '../../src/integrations/mail-outbox-job';
import { startBoss } from '../../src/jobs/boss';
import { PUBLISH_NEWSLETTER_QUEUE } from '../../src/modules/scheduler/queue';
import { createTestApp, type TestApp } from '../helpers/app';

// A database that ran pg-boss 10 (schema version 24, which pg-boss 12 cannot migrate by itself) holds unfinished
// jobs in each state; starting the server on it must upgrade it in place and keep those jobs.
const ids = {
  waiting: '00000000-0000-4000-8000-000000000001',
  retrying: '00000000-0000-4000-8000-000000000002',
  cutOff: '00000000-0000-4000-8000-000000000003',
  completed: '00000000-0000-4000-8000-000000000004',
  purge: '00000000-0000-4000-8000-000000000005',
  unknownQueue: '00000000-0000-4000-8000-000000000006',
};

let t: TestApp;
let sql: pg.Client;
beforeAll(async () => {
  t = await createTestApp();
  sql = new pg.Client({ connectionString: t.database.url });
  await sql.connect();
  await sql.query(await readFile(new URL('./fixtures/pgboss-v10-schema.sql', import.meta.url), 'utf8'));
  for (const [name, options] of [
    [PUBLISH_NEWSLETTER_QUEUE, { policy: 'stately', retryLimit: 4 }],
    [PURGE_MAIL_OUTBOX_QUEUE, { policy: 'short', retryLimit: 0 }],
    ['a-queue-no-longer-used', { policy: 'standard' }],
  ] as const) {
    await sql.query('select pgboss.create_queue($1, $2::json)', [name, JSON.stringify(options)]);
  }
  const insert = `insert into pgboss.job (id, name, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
      start_after, singleton_key, expire_in, policy)
    values ($1, $2, $3, $4, $5, $6, 60, true, $7, $8, interval '300 seconds', $9)`;
  const inAnHour = new Date(Date.now() + 3_600_000);
  const publish = (n: string) => JSON.stringify({ newsletterId: n, workspaceId: 'w', token: n });
  const p = PUBLISH_NEWSLETTER_QUEUE;
  await sql.query(insert, [ids.waiting, p, publish('n1'), 'created', 4, 0, inAnHour, 'n1', 'stately']);
  await sql.query(insert, [ids.retrying, p, publish('n2'), 'retry', 4, 3, inAnHour, 'n2', 'stately']);
  await sql.query(insert, [ids.cutOff, p, publish('n3'), 'active', 4, 0, new Date(0), 'n3', 'stately']);
  await sql.query(insert, [ids.completed, p, publish('n4'), 'completed', 4, 0, new Date(0), 'n4', 'stately']);
  await sql.query(insert, [ids.purge, PURGE_MAIL_OUTBOX_QUEUE, '{}', 'created', 0, 0, new Date(0), null, 'short']);
  await sql.query(insert, [ids.unknownQueue, 'a-queue-no-longer-used', '{}', 'created', 0, 0, inAnHour, null, null]);
});
afterAll(async () => {
  await sql.end();
  await t.close();
});

const deps = () => ({ config: t.config, db: t.db, log: pino({ level: 'silent' }), mailer: t.mailer });

describe('a database that ran pg-boss 10', () => {
  it('starts on pg-boss 12 with every unfinished job kept: same id, key, time and attempts left', async () => {
    const boss = await startBoss(t.database.url, deps());
    try {
      expect(await boss.schemaVersion()).toBeGreaterThan(24);
      const publishJobs = await boss.findJobs<object>(PUBLISH_NEWSLETTER_QUEUE);
      const byId = new Map(publishJobs.map((job) => [job.id, job]));
      expect([...byId.keys()].sort()).toEqual([ids.waiting, ids.retrying, ids.cutOff].sort());
      expect(byId.get(ids.waiting)).toMatchObject({
        state: 'created',
        singletonKey: 'n1',
        retryLimit: 4,
        retryDelay: 60,
        retryBackoff: true,
        expireInSeconds: 300,
        data: { newsletterId: 'n1', workspaceId: 'w', token: 'n1' },
      });
      // Three of its five attempts were spent under pg-boss 10: one is left.
      expect(byId.get(ids.retrying)).toMatchObject({ singletonKey: 'n2', retryLimit: 1 });
      const waitingStart = byId.get(ids.waiting)?.startAfter.getTime() ?? 0;
      expect(waitingStart).toBeGreaterThan(Date.now() + 3_500_000);
      // The job cut off while active is due at once, and a worker takes it again.
      expect(byId.get(ids.cutOff)).toMatchObject({ singletonKey: 'n3', retryLimit: 4 });
      await expect
        .poll(async () => (await boss.findJobs(PUBLISH_NEWSLETTER_QUEUE, { id: ids.cutOff }))[0]?.startedOn, {
          timeout: 15_000,
        })
        .toBeInstanceOf(Date);
      // A queued job of a live queue is worked by pg-boss 12.
      await expect
        .poll(async () => (await boss.findJobs(PURGE_MAIL_OUTBOX_QUEUE, { id: ids.purge }))[0]?.state, {
          timeout: 15_000,
        })
        .toBe('completed');
      const schemas = await sql.query(
        `select schema_name from information_schema.schemata where schema_name like 'pgboss%'`,
      );
      expect(schemas.rows).toEqual([{ schema_name: 'pgboss' }]);
    } finally {
      await boss.stop({ graceful: false });
    }
  });

  it('a second start finds nothing left to upgrade and keeps the jobs as they are', async () => {
    const boss = await startBoss(t.database.url, deps());
    try {
      const publishJobs = await boss.findJobs(PUBLISH_NEWSLETTER_QUEUE);
      expect(publishJobs.map((job) => job.id).sort()).toEqual([ids.waiting, ids.retrying, ids.cutOff].sort());
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
