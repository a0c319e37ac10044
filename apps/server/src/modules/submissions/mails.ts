import type { SubmissionStatus } from '@newsletter-os/contracts';
import type { MailMessage } from '../../integrations/mailer';
import { escapeHtml } from '../../lib/html';

/** The mails a submitter gets: a receipt with the status link, then one per decision. Plain words, link on its own line. */

interface MailInput {
  to: string;
  name: string | null;
  title: string;
  workspaceName: string;
  trackingId: string;
  /** The private status link (public submissions) or the partner's history page. */
  link: string;
  /** A signed-in partner's upload: its page needs a login, so it is no secret to keep. */
  partner: boolean;
  reason?: string | null;
}

function mail(input: MailInput, subject: string, lines: string[], action: string): MailMessage {
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const reference = `Reference: ${input.trackingId}`;
  const reason = input.reason ? [`Reason: ${input.reason}`] : [];
  const text = [greeting, '', ...lines, ...reason, '', `${action}:`, input.link, '', reference, ''].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...reason.map((line) => `<p><strong>${escapeHtml(line)}</strong></p>`),
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(reference)}</p>`,
  ].join('\n');
  return { to: input.to, subject, text, html };
}

/** The link's words: a partner signs in to see their uploads; a public submitter's link is the key itself. */
const actionOf = (input: MailInput) =>
  input.partner ? 'See your uploads (sign in if asked)' : 'See the status of your submission';

export function receiptMail(input: MailInput): MailMessage {
  if (input.partner) {
    return mail(
      input,
      `We received your upload "${input.title}"`,
      [
        `Thank you for uploading "${input.title}" to ${input.workspaceName}.`,
        'The team reviews every upload before it is published. You will get an email when they decide.',
        'Your uploads page shows its status; you can withdraw it there while it waits for review.',
      ],
      actionOf(input),
    );
  }
  return mail(
    input,
    `We received your submission "${input.title}"`,
    [
      `Thank you for sending "${input.title}" to ${input.workspaceName}.`,
      'The team reviews every submission before it is published. You will get an email when they decide.',
      'Keep this link private: anyone with it can see, edit or withdraw your submission.',
    ],
    actionOf(input),
  );
}

const decisions: Partial<Record<SubmissionStatus, { subject: string; line: string }>> = {
  approved: { subject: 'was approved', line: 'Good news: the team approved it.' },
  rejected: { subject: 'was not accepted', line: 'The team decided not to publish it.' },
  needs_changes: {
    subject: 'needs changes',
    line: 'The team would like you to change something before they publish it. Edit it through the link below.',
  },
};

/** The mail of a decision, or null for transitions the submitter made themselves. */
/** A partner has no edit link: they upload a corrected version instead. */
const PARTNER_NEEDS_CHANGES =
  'The team would like you to change something before they publish it. Upload a corrected version from your uploads page.';

export function decisionMail(input: MailInput, to: SubmissionStatus): MailMessage | null {
  const found = decisions[to];
  if (!found) return null;
  const decision = input.partner && to === 'needs_changes' ? { ...found, line: PARTNER_NEEDS_CHANGES } : found;
  return mail(
    input,
    `Your submission "${input.title}" ${decision.subject}`,
    [`About "${input.title}", sent to ${input.workspaceName}:`, decision.line],
    actionOf(input),
  );
}
