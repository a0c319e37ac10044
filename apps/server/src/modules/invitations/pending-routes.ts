import {
  emptyEnvelopeSchema,
  envelope,
  invitationIdParamsSchema,
  pageQuerySchema,
  paginated,
  pendingInvitationSchema,
} from '@newsletter-os/contracts';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { pendingInvitations, resendInvitation, revokeInvitation } from './pending-service';

const tags = ['invitations'];

/** The business's pending invitations (Settings → Users): list, resend, revoke. Authenticated scope. */
export async function pendingInvitationRoutes(app: App, deps: ModuleDeps) {
  app.get(
    '/invitations',
    {
      schema: {
        tags,
        summary: 'Pending invitations of the business, newest first (admins and managers)',
        querystring: pageQuerySchema,
        response: { 200: envelope(paginated(pendingInvitationSchema)) },
      },
    },
    async (request) => ok(await pendingInvitations(deps, currentUser(request), request.query)),
  );

  app.post(
    '/invitations/:id/resend',
    {
      schema: {
        tags,
        summary: 'Mail a pending invitation again with a fresh 7-day link (the old link stops working)',
        params: invitationIdParamsSchema,
        response: { 200: envelope(pendingInvitationSchema) },
      },
    },
    async (request) => ok(await resendInvitation(deps, currentUser(request), request.params.id), 'Invitation sent'),
  );

  app.delete(
    '/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a pending invitation: its link stops working',
        params: invitationIdParamsSchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      await revokeInvitation(deps, currentUser(request), request.params.id);
      return ok(null, 'Invitation revoked');
    },
  );
}
