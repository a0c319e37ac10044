/**
 * Invitations: `AcceptInvitationPage` (/accept-invitation?token=…: shows the business, email and user type, asks
 * for name and password or the existing account's password, then signs in) and `InviteUsersForm` (emails, user
 * type, newsletters → POST /invite-users/), used by onboarding and the Users settings tab, and
 * `PendingInvitations` (the business's unanswered invitations with resend and revoke, in the Users settings tab).
 */
export { AcceptInvitationPage } from './AcceptInvitationPage';
export { type InviteResult, inviteUsers } from './api';
export { InviteUsersForm } from './InviteUsersForm';
export { landingPathForType } from './landing';
export { PendingInvitations } from './PendingInvitations';
export { invitationKeys } from './query-keys';
