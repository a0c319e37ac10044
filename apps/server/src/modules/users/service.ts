import type { BusinessUser, Gender, PageQuery, Paginated, UserType } from '@newsletter-os/contracts';
import { authorize } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { toPage } from '../../lib/pagination';
import type { AuthUser } from '../../plugins/auth';
import { endAllSessions } from '../auth/sessions';
import { findBusinessWorkspaceIds } from '../workspaces/repository';
import { toBusinessUser } from './presenter';
import {
  detachFromBusiness,
  findBusinessUser,
  findBusinessUsers,
  findMemberships,
  lockBusinessAdmins,
  replaceMemberships,
  type UserRow,
  updateBusinessUser,
} from './repository';

export const LAST_ADMIN_MESSAGE = 'A business needs at least one admin.';
const userNotFound = () => notFound('User not found');

/** The caller's business id, after the roles-table check for managing users. */
function managedBusiness(user: AuthUser): string {
  authorize(user, 'manageUsers');
  if (!user.businessId) throw userNotFound();
  return user.businessId;
}

/** Managers manage everyone but admins, and cannot hand out the admin type (docs/architecture.md section 5). */
function assertManagerLimits(caller: AuthUser, target: UserRow, newType?: UserType): void {
  if (caller.userType === 'admin') return;
  if (target.userType === 'admin') throw forbidden('Managers cannot change or remove an admin.');
  if (newType === 'admin') throw forbidden('Managers cannot make someone an admin.');
}

/** 404 unless every id is a workspace of the business (another tenant's id is never accepted). */
export async function assertBusinessWorkspaces(db: DbOrTx, businessId: string, workspaceIds: string[]) {
  const unique = [...new Set(workspaceIds)];
  const found = await findBusinessWorkspaceIds(db, businessId, unique);
  if (found.length !== unique.length) throw notFound('Workspace not found');
  return unique;
}

async function present(db: DbOrTx, businessId: string, row: UserRow): Promise<BusinessUser> {
  const memberships = await findMemberships(db, businessId, [row.id]);
  return toBusinessUser(row, memberships.get(row.id) ?? []);
}

export async function listBusinessUsers(db: Db, caller: AuthUser, query: PageQuery): Promise<Paginated<BusinessUser>> {
  const businessId = managedBusiness(caller);
  const result = await findBusinessUsers(db, businessId, query);
  const memberships = await findMemberships(
    db,
    businessId,
    result.rows.map((r) => r.id),
  );
  return toPage(result, query, (row) => toBusinessUser(row, memberships.get(row.id) ?? []));
}

export async function getBusinessUser(db: Db, caller: AuthUser, userId: string): Promise<BusinessUser> {
  const businessId = managedBusiness(caller);
  const row = await findBusinessUser(db, businessId, userId);
  if (!row) throw userNotFound();
  return present(db, businessId, row);
}

export interface BusinessUserUpdate {
  name?: string;
  gender?: Gender | null;
  userType?: UserType;
  workspaces?: string[];
}

export async function updateUserInBusiness(
  db: Db,
  caller: AuthUser,
  userId: string,
  update: BusinessUserUpdate,
): Promise<BusinessUser> {
  const businessId = managedBusiness(caller);
  return db.transaction(async (tx) => {
    const admins = await lockBusinessAdmins(tx, businessId);
    const target = await findBusinessUser(tx, businessId, userId);
    if (!target) throw userNotFound();
    assertManagerLimits(caller, target, update.userType);
    const demotesAdmin = target.userType === 'admin' && update.userType !== undefined && update.userType !== 'admin';
    if (demotesAdmin && admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE, 'userType');
    const workspaceIds = update.workspaces && (await assertBusinessWorkspaces(tx, businessId, update.workspaces));
    const updated = await updateBusinessUser(tx, businessId, userId, {
      name: update.name,
      gender: update.gender,
      userType: update.userType,
    });
    if (!updated) throw userNotFound();
    if (workspaceIds) await replaceMemberships(tx, businessId, userId, workspaceIds);
    return present(tx, businessId, updated);
  });
}

/** Removes a user from the business: memberships go, sessions end at once, the account stays. */
export async function removeUserFromBusiness(db: Db, caller: AuthUser, userId: string): Promise<void> {
  const businessId = managedBusiness(caller);
  if (userId === caller.id) throw badRequest('You cannot remove yourself.', 'userId');
  await db.transaction(async (tx) => {
    const admins = await lockBusinessAdmins(tx, businessId);
    const target = await findBusinessUser(tx, businessId, userId);
    if (!target) throw userNotFound();
    assertManagerLimits(caller, target);
    if (target.userType === 'admin' && admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE, 'userId');
    if (!(await detachFromBusiness(tx, businessId, userId))) throw userNotFound();
    // The session version bump ends every access token at once; revoked refresh tokens cannot renew them.
    await endAllSessions(tx, userId);
  });
}
