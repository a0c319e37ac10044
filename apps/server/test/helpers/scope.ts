import { scopeFromTrustedJob, type WorkspaceScope } from '../../src/authz/workspace-scope';
import type { Db } from '../../src/db/client';

/**
 * Test-only: the scope of an existing workspace, for calling services and repositories directly (the HTTP tests
 * get theirs from the membership check like any request).
 */
export async function scopeOf(db: Db, workspaceId: string): Promise<WorkspaceScope> {
  const scope = await scopeFromTrustedJob(db, workspaceId);
  if (!scope) throw new Error(`no workspace ${workspaceId}`);
  return scope;
}
