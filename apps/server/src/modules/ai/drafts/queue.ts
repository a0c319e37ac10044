import type { PgBoss } from 'pg-boss';
import { scopeFromTrustedJob } from '../../../authz/workspace-scope';
import type { JobDefinition } from '../../../deps';
import { runDraft } from './service';

export const DRAFT_ISSUE_QUEUE = 'ai-draft-issue';

/** The workspace travels with the draft id: the job reads the draft by both. */
export interface DraftIssueJob {
  draftId: string;
  workspaceId: string;
}

export function enqueueDraftIssue(boss: PgBoss, draft: { id: string; workspaceId: string }): Promise<string | null> {
  const data: DraftIssueJob = { draftId: draft.id, workspaceId: draft.workspaceId };
  return boss.send(DRAFT_ISSUE_QUEUE, data, { singletonKey: draft.id });
}

/**
 * 'ai-draft-issue': one job drafts one issue. A failure is stored on the draft (with its AI error code) for the
 * screen to show, so the job itself is not retried: a retry would ask the provider and spend tokens again.
 */
export const draftIssueJob: JobDefinition<DraftIssueJob> = {
  queue: DRAFT_ISSUE_QUEUE,
  policy: 'standard',
  retryLimit: 0,
  // The model call may take up to its own 3-minute limit.
  expireInSeconds: 240,
  workers: 2,
  pollingIntervalSeconds: 2,
  async handle(data, deps) {
    const scope = await scopeFromTrustedJob(deps.db, data.workspaceId);
    if (!scope) return;
    await runDraft(deps.db, deps.config, scope, data.draftId);
  },
};
