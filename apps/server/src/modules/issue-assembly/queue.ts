import type { PgBoss } from 'pg-boss';
import { scopeFromTrustedJob } from '../../authz/workspace-scope';
import type { JobDefinition } from '../../deps';
import { runAssembly } from './service';

export const ASSEMBLE_ISSUE_QUEUE = 'assemble-issue';

/** The workspace travels with the assembly id: the job reads the assembly by both. */
export interface AssembleIssueJob {
  assemblyId: string;
  workspaceId: string;
}

export function enqueueAssembly(boss: PgBoss, row: { id: string; workspaceId: string }): Promise<string | null> {
  const data: AssembleIssueJob = { assemblyId: row.id, workspaceId: row.workspaceId };
  return boss.send(ASSEMBLE_ISSUE_QUEUE, data, { singletonKey: row.id });
}

/**
 * 'assemble-issue': one job assembles one issue when the assistant writes its text. A failure is stored on the
 * assembly for the screen to show; no retry, which would ask the provider and spend tokens again.
 */
export const assembleIssueJob: JobDefinition<AssembleIssueJob> = {
  queue: ASSEMBLE_ISSUE_QUEUE,
  policy: 'standard',
  retryLimit: 0,
  // The model call may take up to its own 2-minute limit.
  expireInSeconds: 180,
  workers: 2,
  pollingIntervalSeconds: 1,
  async handle(data, deps) {
    const scope = await scopeFromTrustedJob(deps.db, data.workspaceId);
    if (!scope) return;
    await runAssembly(deps.db, deps.config, scope, data.assemblyId);
  },
};
