import {
  acceptInviteBodySchema,
  acceptInviteQuerySchema,
  envelope,
  invitationDetailsSchema,
  inviteUsersBodySchema,
  inviteUsersResponseSchema,
  sessionSchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { authRateLimit } from '../../plugins/rate-limit';
import { acceptInvitation, invitationDetails } from './accept-service';
import { inviteUsers } from './invite-service';

const tags = ['invitations'];

/** Sending invitations: registered in the authenticated scope. */
export async function invitationRoutes(app: App, deps: ModuleDeps) {
  app.post(
    '/invite-users',
    {
      schema: {
        tags,
        summary: 'Invite people into the business by email (admins and managers; managers cannot invite admins)',
        body: inviteUsersBodySchema,
        response: { 200: envelope(inviteUsersResponseSchema) },
      },
    },
    async (request) => {
      const result = await inviteUsers(deps, currentUser(request), request.body);
      return ok(result, result.invited.length === 1 ? 'Invitation sent' : 'Invitations sent');
    },
  );
}

/** The invitation link itself (the token is the credential): registered in the public scope. */
export async function acceptInvitationRoutes(app: App, deps: ModuleDeps) {
  const rateLimit = authRateLimit(deps.config.AUTH_RATE_LIMIT_MAX);

  app.get(
    '/accept-invite',
    {
      config: rateLimit,
      schema: {
        tags,
        summary: 'What an invitation link is for (public): business, email, user type, whether the account exists',
        querystring: acceptInviteQuerySchema,
        response: { 200: envelope(invitationDetailsSchema) },
      },
    },
    async (request) => ok(await invitationDetails(deps, request.query.token)),
  );

  app.post(
    '/accept-invite',
    {
      config: rateLimit,
      schema: {
        tags,
        summary: 'Accept an invitation (public): new accounts give name and password, existing ones their password',
        body: acceptInviteBodySchema,
        response: { 200: envelope(sessionSchema) },
      },
    },
    async (request) => {
      // Optional sign-in: an account signed in as the invited email needs no password. A stale or invalid token
      // on this public page just counts as not signed in (the password is asked for instead).
      if (request.headers.authorization) await app.authenticate(request).catch(() => undefined);
      const signedIn = request.authUser ? currentUser(request) : null;
      const session = await acceptInvitation(deps, request.body, signedIn);
      return ok(session, 'Invitation accepted');
    },
  );
}
