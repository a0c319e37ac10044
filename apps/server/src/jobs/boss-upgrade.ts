import pg from 'pg';
import type { JobInsert, PgBoss } from 'pg-boss';
import type { JobDeps } from '../deps';

/**
 * pg-boss 10 left its tables at schema version 24. pg-boss 11 rewrote them, and 12 migrates only from version 25
 * up ("Cannot migrate pg-boss schema from version 24"), so a database that ran pg-boss 10 is upgraded here: its
 * schema is set aside, pg-boss 12 installs a fresh one, and every job not yet finished is queued again in it.
 */
const LAST_V10_VERSION = 24;
const V10_SCHEMA_SUFFIX = '_v10';
/** One process at a time sets the old schema aside and copies its jobs (any other waits, then finds nothing). */
const UPGRADE_LOCK_KEY = 7_310_024;

interface V10Job {
  id: string;
  name: string;
  priority: number;
  data: object | null;
  state: 'created' | 'retry' | 'active';
  retry_limit: number;
  retry_count: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date;
  singleton_key: string | null;
  expire_in_seconds: number;
}

async function withUpgradeLock<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [UPGRADE_LOCK_KEY]);
    return await work(client);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [UPGRADE_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

async function schemaExists(client: pg.Client, schema: string): Promise<boolean> {
  const { rowCount } = await client.query('select 1 from information_schema.schemata where schema_name = $1', [schema]);
  return (rowCount ?? 0) > 0;
}

/**
 * Before pg-boss starts: a schema pg-boss 10 created is renamed to `<schema>_v10`, so pg-boss 12 installs its own
 * in its place instead of refusing to start. Answers whether a pg-boss 10 schema was found.
 */
export async function setAsideV10Schema(connectionString: string, schema: string): Promise<boolean> {
  return withUpgradeLock(connectionString, async (client) => {
    const { rows } = await client.query<{ table: string | null }>('select to_regclass($1) as table', [
      `${schema}.version`,
    ]);
    if (!rows[0]?.table) return false;
    const version = await client.query<{ version: number }>(`select version from "${schema}".version`);
    if ((version.rows[0]?.version ?? Number.POSITIVE_INFINITY) > LAST_V10_VERSION) return false;
    await client.query(`alter schema "${schema}" rename to "${schema}${V10_SCHEMA_SUFFIX}"`);
    return true;
  });
}

/** A pg-boss 10 job as pg-boss 12 queues it: same id (newsletters keep their publish job's id), same attempts left. */
function toInsert(job: V10Job, now: Date): JobInsert {
  return {
    id: job.id,
    data: job.data ?? {},
    priority: job.priority,
    // An active job's process stopped for the upgrade: it runs again now, as pg-boss would after its expiry.
    startAfter: job.state === 'active' ? now : job.start_after,
    ...(job.singleton_key !== null ? { singletonKey: job.singleton_key } : {}),
    retryLimit: Math.max(0, job.retry_limit - job.retry_count),
    retryDelay: job.retry_delay,
    retryBackoff: job.retry_backoff,
    expireInSeconds: Math.max(1, Math.round(job.expire_in_seconds)),
  };
}

/**
 * After the queues exist: the unfinished jobs of a set-aside pg-boss 10 schema (created, waiting to retry, or cut off
 * while active) are queued in pg-boss 12, then the old schema is dropped. Finished jobs are history only (the
 * product's own tables hold every outcome). Ids are kept, and pg-boss skips an id it already has, so a process
 * that dies half way copies again safely on its next start. Answers the jobs copied.
 */
export async function copyV10Jobs(
  connectionString: string,
  schema: string,
  boss: PgBoss,
  queues: readonly string[],
  log: JobDeps['log'],
): Promise<number> {
  const old = `${schema}${V10_SCHEMA_SUFFIX}`;
  return withUpgradeLock(connectionString, async (client) => {
    if (!(await schemaExists(client, old))) return 0;
    const { rows } = await client.query<V10Job>(
      `select id, name, priority, data, state::text as state, retry_limit, retry_count, retry_delay, retry_backoff,
              start_after, singleton_key, extract(epoch from expire_in)::float8 as expire_in_seconds
         from "${old}".job
        where state in ('created', 'retry', 'active') and name = any($1::text[])
        order by created_on`,
      [queues],
    );
    const now = new Date();
    for (const queue of queues) {
      const inQueue = rows.filter((job) => job.name === queue).map((job) => toInsert(job, now));
      if (inQueue.length > 0) await boss.insert(queue, inQueue);
    }
    await client.query(`drop schema "${old}" cascade`);
    log.info({ jobs: rows.length }, 'pg-boss 10 schema upgraded: unfinished jobs queued again in pg-boss 12');
    return rows.length;
  });
}
