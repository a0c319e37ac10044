import {
  canManageUserOfType,
  INVITATION_TTL_DAYS,
  type PendingInvitation,
  type UserType,
} from '@newsletter-os/contracts';
import { authorize } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import { forbidden, notFound, tooManyRequests } from '../../lib/errors';
import { type PageRequest, toPage } from '../../lib/pagination';
import { hashToken, randomToken } from '../../lib/tokens';
import { DAY_MS } from '../../lib/units';
import type { AuthUser } from '../../plugins/auth';
import { findBusiness } from '../businesses/repository';
import { mailLinks } from './invite-service';
import { assertWithinInvitationLimits, INVITATION_LIMITS, lockBusinessInvitations } from './limits';
import {
  findPendingInvitation,
  type InvitationRow,
  insertInvitations,
  listPendingInvitations,
  replaceLiveInvitations,
  revokePendingInvitation,
} from './repository';

type Deps = Pick<ModuleDeps, 'db' | 'mailer' | 'config'>;

function present(row: InvitationRow): PendingInvitation {
  return {
    id: row.id,
    email: row.email,
    userType: row.userType as UserType,
    sentAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function businessOf(caller: AuthUser): string {
  authorize(caller, 'manageUsers');
  if (!caller.businessId) throw notFound('Business not found');
  return caller.businessId;
}

/** The caller's business's pending invitations (admins and managers). */
export async function pendingInvitations(deps: Deps, caller: AuthUser, page: PageRequest) {
  const businessId = businessOf(caller);
  return toPage(await listPendingInvitations(deps.db, businessId, page), page, present);
}

/** A pending invitation the caller may act on: of their business, and not an admin's unless they are admin. */
async function invitationToManage(deps: Deps, caller: AuthUser, id: string): Promise<InvitationRow> {
  const businessId = businessOf(caller);
  const row = await findPendingInvitation(deps.db, businessId, id);
  if (!row) throw notFound('Invitation not found');
  if (!canManageUserOfType(caller.userType, row.userType as UserType)) {
    throw forbidden('Managers cannot manage invitations of admins.');
  }
  return row;
}

/**
 * Sends a pending invitation again with a fresh link valid for another 7 days; the old link stops working.
 * Counts against the same sending limits as a new invitation, and a link mailed within the cool-down is not
 * mailed again (429 with Retry-After), so the button cannot be used to flood someone's inbox.
 */
export async function resendInvitation(deps: Deps, caller: AuthUser, id: string): Promise<PendingInvitation> {
  const current = await invitationToManage(deps, caller, id);
  const business = await findBusiness(deps.db, current.businessId);
  if (!business) throw notFound('Business not found');
  const token = randomToken();
  let sent: InvitationRow | undefined;
  await deps.db.transaction(async (tx) => {
    await lockBusinessInvitations(tx, current.businessId);
    // Read again under the lock: a resend or revoke a moment ago has already ended this link.
    const live = await findPendingInvitation(tx, current.businessId, id);
    if (!live) throw notFound('Invitation not found');
    const coolsUntil = live.createdAt.getTime() + INVITATION_LIMITS.recipientCooldownMs;
    if (coolsUntil > Date.now()) {
      const seconds = Math.max(1, Math.ceil((coolsUntil - Date.now()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw tooManyRequests(
        `This invitation was sent a moment ago. You can send it again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        seconds,
      );
    }
    await assertWithinInvitationLimits(tx, { businessId: live.businessId, inviterId: caller.id, wanted: 1 });
    await replaceLiveInvitations(tx, live.businessId, [live.email]);
    [sent] = await insertInvitations(tx, [
      {
        businessId: live.businessId,
        email: live.email,
        userType: live.userType,
        workspaceIds: live.workspaceIds,
        tokenHash: hashToken(token),
        invitedById: caller.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS),
      },
    ]);
  });
  if (!sent) throw new Error('the invitation insert returned no row');
  await mailLinks(
    deps,
    caller,
    {
      businessId: sent.businessId,
      businessName: business.name,
      userType: sent.userType as UserType,
      workspaceIds: sent.workspaceIds,
    },
    [{ email: sent.email, token, id: sent.id }],
  );
  return present(sent);
}

/** Withdraws a pending invitation: its link stops working at once. */
export async function revokeInvitation(deps: Deps, caller: AuthUser, id: string): Promise<void> {
  const row = await invitationToManage(deps, caller, id);
  if (!(await revokePendingInvitation(deps.db, row.businessId, id))) throw notFound('Invitation not found');
}
