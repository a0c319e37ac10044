import { INVITATION_TTL_DAYS, type UserType } from '@newsletter-os/contracts';
import { authorize } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import type { ModuleDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { DAY_MS } from '../../lib/units';
import type { AuthUser } from '../../plugins/auth';
import { findBusiness } from '../businesses/repository';
import { assertBusinessWorkspaces } from '../users/service';
import { findBusinessWorkspaceNames } from '../workspaces/repository';
import { assertWithinInvitationLimits, findCoolingDown, lockBusinessInvitations } from './limits';
import { invitationMail } from './mails';
import {
  endInvitations,
  findMemberEmails,
  insertInvitations,
  replaceLiveInvitations,
  updateLiveInvitationTerms,
} from './repository';

type Deps = Pick<ModuleDeps, 'db' | 'mailer' | 'config'>;

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
 * Re-inviting an email replaces its older link, except within the cool-down after the last mail, when the link
 * already sent keeps working and takes the new terms without another mail. Managers cannot invite admins;
 * workspaces must be the business's. Limits per inviter and per business answer 429 (see limits.ts).
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
  let links: { email: string; token: string; id: string }[] = [];
  let coolingDown: { email: string; expiresAt: Date }[] = [];
  await storeInvitations(deps, async (tx) => {
    await lockBusinessInvitations(tx, businessId);
    coolingDown = await findCoolingDown(tx, businessId, emails);
    const cooling = new Set(coolingDown.map((c) => c.email));
    const fresh = emails.filter((email) => !cooling.has(email));
    await assertWithinInvitationLimits(tx, { businessId, inviterId: caller.id, wanted: fresh.length });
    // A correction within the cool-down (another type or other workspaces) applies to the link already mailed.
    await updateLiveInvitationTerms(tx, businessId, [...cooling], { userType: body.userType, workspaceIds });
    if (fresh.length === 0) return;
    await replaceLiveInvitations(tx, businessId, fresh);
    const tokens = fresh.map((email) => ({ email, token: randomToken() }));
    const rows = await insertInvitations(
      tx,
      tokens.map(({ email, token }) => ({
        businessId,
        email,
        userType: body.userType,
        workspaceIds,
        tokenHash: hashToken(token),
        invitedById: caller.id,
        expiresAt,
      })),
    );
    const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
    links = tokens.map((link) => {
      const id = idByEmail.get(link.email);
      if (!id) throw new Error('the invitation insert returned no row for an email');
      return { ...link, id };
    });
  });
  await mailLinks(
    deps,
    caller,
    { businessId, businessName: business.name, userType: body.userType, workspaceIds },
    links,
  );
  const expiry = new Map(coolingDown.map((c) => [c.email, c.expiresAt]));
  return {
    invited: emails.map((email) => ({ email, expiresAt: (expiry.get(email) ?? expiresAt).toISOString() })),
  };
}

/**
 * Mails each new link. When delivery fails, the links not yet delivered are ended, so that inviting again (which is
 * safe) is not taken for a re-invite within the cool-down.
 */
export async function mailLinks(
  deps: Deps,
  caller: AuthUser,
  terms: { businessId: string; businessName: string; userType: UserType; workspaceIds: string[] },
  links: { email: string; token: string; id: string }[],
): Promise<void> {
  const newsletterNames = await findBusinessWorkspaceNames(deps.db, terms.businessId, terms.workspaceIds);
  for (const [index, { email, token }] of links.entries()) {
    try {
      await deps.mailer.send(
        invitationMail({
          to: email,
          businessName: terms.businessName,
          inviterName: caller.name,
          userType: terms.userType,
          newsletterNames,
          link: invitationLink(deps.config.APP_URL, token),
        }),
      );
    } catch {
      await endInvitations(
        deps.db,
        terms.businessId,
        links.slice(index).map((link) => link.id),
      );
      throw new AppError(502, 'The invitation email could not be sent. Please try again.');
    }
  }
}
