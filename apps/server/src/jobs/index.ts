import type PgBoss from 'pg-boss';
import type { ModuleDeps } from '../app';

/** Every job's queue and worker. One line a job. */
export async function registerJobs(_boss: PgBoss, _deps: Omit<ModuleDeps, 'boss'>): Promise<void> {}
