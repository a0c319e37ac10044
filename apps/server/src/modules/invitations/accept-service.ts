import {
  type AcceptInviteBody,
  type InvitationDetails,
  passwordSchema,
  type Session,
  userTypeSchema,
} from '@newsletter-os/contracts';
import type { ModuleDeps } from '../../deps';
import { assertNotCommonPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { hashToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';
import { findUserByEmail, findUserRecord } from '../auth/repository';
import { issueSession } from '../auth/sessions';
import { findBusinessWorkspaceIds, findBusinessWorkspaceNames } from '../workspaces/repository';
import {
  addMemberships,
  findInvitationByTokenHash,
  type InvitationRow,
  insertInvitedUser,
  joinBusiness,
  markAccepted,
} from './repository';

type Deps = Pick<ModuleDeps, 'db' | 'tokens' | 'config'>;

export const invitationExpiredMessage = 'This invitation has expired. Ask for a new one.';
export const invitationUsedMessage = 'This invitation has already been used.';
export const invitationInvalidMessage = 'This invitation link is no longer valid.';
export const otherBusinessMessage =
  'This account already belongs to another business. Ask its admin to remove you before joining this one.';
export const alreadyMemberMessage = 'This account is already a member of this business.';

/** The invitation behind a link, or the reason it no longer works (replaced and unknown links look the same). */
async function liveInvitation(deps: Pick<Deps, 'db'>, token: string) {
  const invitation = await findInvitationByTokenHash(deps.db, hashToken(token));
  if (!invitation) throw badRequest(invitationInvalidMessage, 'token');
  assertUsable(invitation);
  return invitation;
}

function assertUsable(invitation: InvitationRow): void {
  if (invitation.replacedAt) throw badRequest(invitationInvalidMessage, 'token');
  if (invitation.acceptedAt) throw new AppError(410, invitationUsedMessage, 'token');
  if (invitation.expiresAt.getTime() <= Date.now()) throw new AppError(410, invitationExpiredMessage, 'token');
}

/**
 * What the acceptance page shows: the business and its newsletters the invitation is for, the invited email and type,
 * and whether to ask for a new password.
 */
export async function invitationDetails(deps: Pick<Deps, 'db'>, token: string): Promise<InvitationDetails> {
  const invitation = await liveInvitation(deps, token);
  const account = await findUserByEmail(deps.db, invitation.email);
  return {
    businessName: invitation.businessName,
    newsletterNames: await findBusinessWorkspaceNames(deps.db, invitation.businessId, invitation.workspaceIds),
    email: invitation.email,
    userType: userTypeSchema.parse(invitation.userType),
    accountExists: Boolean(account),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * Accepts an invitation and answers a session like login. A new email gets a verified account with the given
 * name and password; an existing account proves itself with its password (or by being signed in) and joins.
 */
export async function acceptInvitation(
  deps: Deps,
  body: AcceptInviteBody,
  signedIn: AuthUser | null,
): Promise<Session> {
  const invitation = await liveInvitation(deps, body.token);
  const account = await findUserByEmail(deps.db, invitation.email);
  let newAccount: { name: string; passwordHash: string } | undefined;
  if (account) {
    if (signedIn?.id !== account.id) {
      if (!body.password) throw badRequest('password: Enter the password of your account', 'password');
      if (!(await verifyPassword(account.passwordHash, body.password))) {
        throw badRequest('password: The password is incorrect', 'password');
      }
    }
    if (account.businessId === invitation.businessId) throw conflict(alreadyMemberMessage);
    if (account.businessId) throw conflict(otherBusinessMessage);
  } else {
    if (!body.name) throw badRequest('name: Name is required', 'name');
    const password = passwordSchema.safeParse(body.password ?? '');
    if (!password.success) {
      throw badRequest(`password: ${password.error.issues[0]?.message ?? 'is invalid'}`, 'password');
    }
    // A new account made from an invitation follows the same password rules as one made by registering.
    assertNotCommonPassword(password.data, 'password');
    newAccount = { name: body.name, passwordHash: await hashPassword(password.data) };
  }

  let userId: string;
  try {
    userId = await deps.db.transaction(async (tx) => {
      if (!(await markAccepted(tx, invitation.id))) {
        // Someone accepted (or the link was replaced or expired) between the check and now: say which.
        const current = await findInvitationByTokenHash(tx, invitation.tokenHash);
        if (current) assertUsable(current);
        throw badRequest(invitationInvalidMessage, 'token');
      }
      let id: string;
      if (account) {
        if (!(await joinBusiness(tx, account.id, invitation.businessId, invitation.userType))) {
          throw conflict(otherBusinessMessage);
        }
        id = account.id;
      } else if (newAccount) {
        id = await insertInvitedUser(tx, {
          email: invitation.email,
          name: newAccount.name,
          passwordHash: newAccount.passwordHash,
          userType: invitation.userType,
          businessId: invitation.businessId,
        });
      } else {
        throw new Error('unreachable: neither an account nor a new one');
      }
      // Workspaces deleted since the invitation are skipped; the ids are re-checked against the business.
      const workspaceIds = await findBusinessWorkspaceIds(tx, invitation.businessId, invitation.workspaceIds);
      await addMemberships(tx, id, workspaceIds);
      return id;
    });
  } catch (err) {
    // The email was registered between the check and the insert: the link stays unused, accept again to join.
    if (isUniqueViolation(err))
      throw conflict('An account with this email was just created. Accept again with its password.');
    throw err;
  }
  const record = await findUserRecord(deps.db, userId);
  if (!record) throw new Error('accepted user vanished');
  return issueSession(deps, record);
}
