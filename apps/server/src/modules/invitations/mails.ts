import { INVITATION_TTL_DAYS, type UserType } from '@newsletter-os/contracts';
import type { MailMessage } from '../../integrations/mailer';
import { escapeHtml } from '../../lib/html';

export const invitationSubject = (businessName: string) => `You are invited to join ${businessName} on Newsletter OS`;

/** The link stands on a line of its own so it is easy to copy. */
export function invitationMail(opts: {
  to: string;
  businessName: string;
  inviterName: string;
  userType: UserType;
  link: string;
}): MailMessage {
  const article = opts.userType === 'admin' ? 'an' : 'a';
  const intro = `${opts.inviterName} invited you to join ${opts.businessName} on Newsletter OS as ${article} ${opts.userType}.`;
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
