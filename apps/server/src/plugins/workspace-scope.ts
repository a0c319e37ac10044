import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { workspaceMembers, workspaces } from '../db/schema/index';
import { forbidden, notFound } from '../lib/errors';
import { type Capability, can } from '../lib/roles';
import type { AuthUser } from './auth';

export interface WorkspaceScope {
  workspaceId: string;
  businessId: string;
}

/** 403 unless the user's type has the capability (ARCHITECTURE section 5). */
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
  return { workspaceId, businessId: user.businessId };
}
