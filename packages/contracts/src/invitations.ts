import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, personNameSchema } from './auth';
import { userTypeSchema } from './common';

/** Days an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;
export const INVITE_EMAILS_MAX = 50;

export const inviteUsersBodySchema = z.object({
  emails: z
    .array(emailSchema)
    .min(1, { message: 'Add at least one email address' })
    .max(INVITE_EMAILS_MAX, { message: `At most ${INVITE_EMAILS_MAX} invitations at a time` }),
  userType: userTypeSchema,
  workspaces: z
    .array(z.uuid({ message: 'workspaces must hold workspace ids' }))
    .max(500, { message: 'At most 500 workspaces' })
    .default([]),
});
export type InviteUsersBody = z.input<typeof inviteUsersBodySchema>;

export const inviteUsersResponseSchema = z.object({
  invited: z.array(z.object({ email: z.string(), expiresAt: z.iso.datetime({ offset: true }) })),
});

export const invitationTokenSchema = z
  .string()
  .trim()
  .min(1, { message: 'token is required' })
  .max(200, { message: 'token is too long' });

export const acceptInviteQuerySchema = z.object({ token: invitationTokenSchema });

/** Newsletter names as one phrase: "A", "A and B", "A, B and C" (the invitation mail and page say it alike). */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** GET /accept-invite/: what the acceptance page shows before the user decides. */
export const invitationDetailsSchema = z.object({
  businessName: z.string(),
  /** The newsletters (workspaces) the invitation gives access to, by name. */
  newsletterNames: z.array(z.string()),
  email: z.string(),
  userType: userTypeSchema,
  /** True when the email already has an account: the page asks for its password instead of a new one. */
  accountExists: z.boolean(),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/**
 * POST /accept-invite/: a new account gives name and password (8..128 characters); an existing account gives its
 * current password, unless the request is signed in as that account.
 */
export const acceptInviteBodySchema = z.object({
  token: invitationTokenSchema,
  name: personNameSchema.optional(),
  password: z
    .string()
    .max(PASSWORD_MAX, { message: `Password must be at most ${PASSWORD_MAX} characters` })
    .optional(),
});
export type AcceptInviteBody = z.infer<typeof acceptInviteBodySchema>;

/** GET /invitations/: the business's invitations not yet accepted, revoked or replaced (expired ones included). */
export const pendingInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  userType: userTypeSchema,
  /** When the link now in the invitee's mailbox was sent. */
  sentAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const invitationIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a valid invitation id' }) });
