import { INVITATION_TTL_DAYS, type UserType } from '@newsletter-os/contracts';
import type { ModuleDeps } from '../../app';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import type { AuthUser } from '../../plugins/auth';
import { authorize } from '../../plugins/workspace-scope';
import { findBusiness } from '../businesses/repository';
import { assertBusinessWorkspaces } from '../users/service';
import type { DbOrTx } from '../workspaces/repository';
import { invitationMail } from './mails';
import { findMemberEmails, insertInvitations, replaceLiveInvitations } from './repository';

type Deps = Pick<ModuleDeps, 'db' | 'mailer' | 'config'>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Runs the storing transaction; two invitations of one email at the same moment meet the live-link index. */
async function storeInvitations(deps: Deps, work: (tx: DbOrTx) => Promise<void>): Promise<void> {
  try {
    await deps.db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict('An invitation to this email is being sent right now. Please try again.');
    throw err;
  }
}

export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/accept-invitation?token=${encodeURIComponent(token)}`;
}

/**
 * Invites people into the caller's business: one single-use link per email, valid 7 days, stored hashed.
 * Re-inviting an email replaces its older link. Managers cannot invite admins; workspaces must be the business's.
 */
export async function inviteUsers(
  deps: Deps,
  caller: AuthUser,
  body: { emails: string[]; userType: UserType; workspaces: string[] },
): Promise<{ invited: { email: string; expiresAt: string }[] }> {
  authorize(caller, 'manageUsers');
  const businessId = caller.businessId;
  if (!businessId) throw notFound('Business not found');
  if (caller.userType !== 'admin' && body.userType === 'admin') throw forbidden('Managers cannot invite admins.');
  const business = await findBusiness(deps.db, businessId);
  if (!business) throw notFound('Business not found');
  const workspaceIds = await assertBusinessWorkspaces(deps.db, businessId, body.workspaces);
  const emails = [...new Set(body.emails.map((e) => e.toLowerCase()))];
  const [member] = await findMemberEmails(deps.db, businessId, emails);
  if (member) throw conflict(`${member} is already a member of this business.`, 'emails');

  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * DAY_MS);
  const links = emails.map((email) => ({ email, token: randomToken() }));
  await storeInvitations(deps, async (tx) => {
    await replaceLiveInvitations(tx, businessId, emails);
    await insertInvitations(
      tx,
      links.map(({ email, token }) => ({
        businessId,
        email,
        userType: body.userType,
        workspaceIds,
        tokenHash: hashToken(token),
        invitedById: caller.id,
        expiresAt,
      })),
    );
  });
  try {
    for (const { email, token } of links) {
      await deps.mailer.send(
        invitationMail({
          to: email,
          businessName: business.name,
          inviterName: caller.name,
          userType: body.userType,
          link: invitationLink(deps.config.APP_URL, token),
        }),
      );
    }
  } catch {
    // Inviting again is safe: it replaces the links that were stored but not delivered.
    throw new AppError(502, 'The invitation email could not be sent. Please try again.');
  }
  return { invited: emails.map((email) => ({ email, expiresAt: expiresAt.toISOString() })) };
}
