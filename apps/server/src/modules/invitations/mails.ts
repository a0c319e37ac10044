import { INVITATION_TTL_DAYS, listOfNames, type UserType } from '@newsletter-os/contracts';
import type { MailMessage } from '../../integrations/mailer';
import { escapeHtml } from '../../lib/html';

export const invitationSubject = (businessName: string) => `You are invited to join ${businessName} on Newsletter OS`;

/** The link stands on a line of its own so it is easy to copy. */
/** Which newsletters the invitation is for, as the sentence after the intro ('' when it names none). */
export function newslettersLine(names: readonly string[]): string {
  if (names.length === 0) return '';
  return names.length === 1
    ? `You will work on the newsletter ${names[0]}.`
    : `You will work on the newsletters ${listOfNames(names)}.`;
}

export function invitationMail(opts: {
  to: string;
  businessName: string;
  inviterName: string;
  userType: UserType;
  /** The newsletters (workspaces) the invitation gives access to. */
  newsletterNames: readonly string[];
  link: string;
}): MailMessage {
  const article = opts.userType === 'admin' ? 'an' : 'a';
  const newsletters = newslettersLine(opts.newsletterNames);
  const intro = [
    `${opts.inviterName} invited you to join ${opts.businessName} on Newsletter OS as ${article} ${opts.userType}.`,
    newsletters,
  ]
    .filter(Boolean)
    .join(' ');
  const action = 'Open this link to accept the invitation:';
  const expiry = `The link works once and expires in ${INVITATION_TTL_DAYS} days.`;
  const ignore = 'If you did not expect this invitation, you can ignore this email.';
  return {
    to: opts.to,
    subject: invitationSubject(opts.businessName),
    text: ['Hello,', '', intro, '', action, opts.link, '', expiry, ignore, ''].join('\n'),
    html: [
      '<p>Hello,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(opts.link)}">Accept the invitation</a></p>`,
      `<p>${escapeHtml(expiry)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
