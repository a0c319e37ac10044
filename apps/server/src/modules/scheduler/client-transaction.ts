import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db as JobsDb } from 'pg-boss';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema/index';

/**
 * A transaction on one pooled connection that pg-boss can join: queueing or deleting a job commits or rolls back
 * together with the newsletter's state, so a newsletter is never "scheduled" without its job (or the reverse).
 */
export async function inSharedTransaction<T>(db: Db, work: (tx: Db, jobs: JobsDb) => Promise<T>): Promise<T> {
  // drizzle(pool) keeps the pool it was made with as `$client`.
  const pool = (db as Db & { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('begin');
    const tx = drizzle(client, { schema });
    const result = await work(tx, { executeSql: (text, values) => client.query(text, values) });
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}
