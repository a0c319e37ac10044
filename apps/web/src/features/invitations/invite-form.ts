import { emailSchema, INVITE_EMAILS_MAX, userTypeSchema } from '@newsletter-os/contracts';
import { z } from 'zod';

/** Addresses may be separated by commas, semicolons, spaces or new lines; repeats count once. */
export function splitEmails(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim().toLowerCase();
    if (email && !seen.has(email)) {
      seen.add(email);
      emails.push(email);
    }
  }
  return emails;
}

/** The invitation form: the emails as typed, the type (blank until chosen) and the chosen newsletters. */
export const inviteFormSchema = z.object({
  emails: z.string().superRefine((text, context) => {
    const emails = splitEmails(text);
    if (emails.length === 0) {
      context.addIssue({ code: 'custom', message: 'Add at least one email address' });
      return;
    }
    if (emails.length > INVITE_EMAILS_MAX) {
      context.addIssue({ code: 'custom', message: `At most ${INVITE_EMAILS_MAX} invitations at a time` });
      return;
    }
    const invalid = emails.filter((email) => !emailSchema.safeParse(email).success);
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `${invalid.length === 1 ? 'Not a valid email address' : 'Not valid email addresses'}: ${invalid.join(', ')}`,
      });
    }
  }),
  userType: z.union([z.literal(''), userTypeSchema]).refine((value) => value !== '', { message: 'Select a user type' }),
  workspaces: z.array(z.string()),
});
export type InviteFormValues = z.input<typeof inviteFormSchema>;
