import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { workspaceMembers, workspaces } from '../db/schema/index';
import { forbidden, notFound } from '../lib/errors';
import { type Capability, can } from '../lib/roles';
import type { AuthUser } from '../plugins/auth';

declare const checkedWorkspace: unique symbol;

/**
 * Proof that the caller may act in one workspace. Repositories and services of workspace data take this, never a
 * bare id, so the compiler shows that the membership check ran. Only two functions in this file create one:
 * `requireWorkspace` (a user's membership) and `scopeFromTrustedJob` (a system path that has no user).
 */
export interface WorkspaceScope {
  readonly workspaceId: string;
  readonly businessId: string;
  readonly [checkedWorkspace]: true;
}

function mintScope(workspaceId: string, businessId: string): WorkspaceScope {
  return { workspaceId, businessId } as WorkspaceScope;
}

/** 403 unless the user's type has the capability (docs/architecture.md section 5). */
export function authorize(user: AuthUser, capability: Capability): void {
  if (!can(user.userType, capability)) throw forbidden();
}

/**
 * Resolves a workspace the user may act in, or 404 (never revealing whether another tenant's id exists).
 * The business id and the membership are part of the query itself, not checked afterwards.
 * Admins reach every workspace of their business; everyone else only those they are members of.
 */
export async function requireWorkspace(
  db: Db,
  user: AuthUser,
  workspaceId: string,
  capability: Capability = 'useWorkspace',
): Promise<WorkspaceScope> {
  authorize(user, capability);
  if (!user.businessId) throw notFound('Workspace not found');
  const scope = and(eq(workspaces.id, workspaceId), eq(workspaces.businessId, user.businessId));
  const rows =
    user.userType === 'admin'
      ? await db.select({ id: workspaces.id }).from(workspaces).where(scope).limit(1)
      : await db
          .select({ id: workspaces.id })
          .from(workspaces)
          .innerJoin(
            workspaceMembers,
            and(eq(workspaceMembers.workspaceId, workspaces.id), eq(workspaceMembers.userId, user.id)),
          )
          .where(scope)
          .limit(1);
  if (rows.length === 0) throw notFound('Workspace not found');
  return mintScope(workspaceId, user.businessId);
}

/**
 * THE one place that makes a scope without a user: for jobs whose payload the server wrote itself (a queued fetch
 * names its fetcher and workspace), which then read their row by its own id *and* this workspace. Null when the
 * workspace no longer exists. Never call it with an id that came from a request: that is what requireWorkspace is
 * for (docs/decisions/0005).
 */
export async function scopeFromTrustedJob(db: Db, workspaceId: string): Promise<WorkspaceScope | null> {
  const [row] = await db
    .select({ businessId: workspaces.businessId })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .limit(1);
  return row ? mintScope(workspaceId, row.businessId) : null;
}
