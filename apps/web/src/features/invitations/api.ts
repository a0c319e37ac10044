import {
  type AcceptInviteBody,
  envelope,
  type InvitationDetails,
  type InviteUsersBody,
  invitationDetailsSchema,
  inviteUsersResponseSchema,
  type Session,
  sessionSchema,
} from '@newsletter-os/contracts';
import { http } from '../../shared/api/client';

const detailsEnvelope = envelope(invitationDetailsSchema);
const invitedEnvelope = envelope(inviteUsersResponseSchema);
const sessionEnvelope = envelope(sessionSchema);

export interface InviteResult {
  invited: { email: string; expiresAt: string }[];
  message: string;
  /** The newsletters the invitations are for, by name (filled in by the form, which knows the names). */
  newsletterNames: string[];
}

/** POST /invite-users/: the form shows failures itself. */
export async function inviteUsers(body: InviteUsersBody): Promise<InviteResult> {
  const response = await http.post('/invite-users/', body, { silent: true });
  const parsed = invitedEnvelope.parse(response.data);
  return { invited: parsed.data.invited, message: parsed.meta.message, newsletterNames: [] };
}

/** GET /accept-invite/: public; an expired, used or unknown link answers with the reason. */
export async function fetchInvitation(token: string): Promise<InvitationDetails> {
  const response = await http.get('/accept-invite/', { params: { token }, skipAuth: true, silent: true });
  return detailsEnvelope.parse(response.data).data;
}

/**
 * POST /accept-invite/. Sent with the stored session only when it is the invited account's own (then no password
 * is needed); otherwise without one, so a stale session elsewhere never interferes.
 */
export async function acceptInvitation(body: AcceptInviteBody, asSignedInUser: boolean): Promise<Session> {
  const response = await http.post('/accept-invite/', body, { skipAuth: !asSignedInUser, silent: true });
  return sessionEnvelope.parse(response.data).data;
}
