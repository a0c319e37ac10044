import PgBoss from 'pg-boss';
import type { ModuleDeps } from '../app';
import { registerJobs } from './index';

/** pg-boss on the application's own database: recurring fetches, retries and scheduled work survive restarts. */
export async function startBoss(connectionString: string, deps: Omit<ModuleDeps, 'boss' | 'storage'>): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString, max: 4, schema: 'pgboss' });
  boss.on('error', (err) => console.error('pg-boss error', err));
  await boss.start();
  await registerJobs(boss, deps);
  return boss;
}
