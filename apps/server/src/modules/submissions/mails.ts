import type { SubmissionStatus } from '@newsletter-os/contracts';
import { type SubmissionMailMessages, surfaceMessagesFor } from '../../email/messages';
import type { MailMessage } from '../../integrations/mailer';
import { escapeHtml } from '../../lib/html';

/**
 * The mails a submitter gets: a receipt with the status link, then one per decision. Plain words, link on its own
 * line, in the newsletter's language (the submitter wrote to that newsletter, so they read it).
 */

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
  /** The workspace's BCP 47 language. */
  language: string;
}

type Words = ReturnType<typeof surfaceMessagesFor<'submissionMails'>>;

function mail(input: MailInput, t: Words, subject: string, lines: string[]): MailMessage {
  const greeting = input.name ? t('helloNamed', { name: input.name }) : t('hello');
  const reference = t('reference', { id: input.trackingId });
  const reason = input.reason ? [t('reason', { reason: input.reason })] : [];
  // A partner signs in to see their uploads; a public submitter's link is the key itself.
  const action = input.partner ? t('seeUploads') : t('seeStatus');
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

export function receiptMail(input: MailInput): MailMessage {
  const t = surfaceMessagesFor('submissionMails', input.language);
  const values = { title: input.title, workspace: input.workspaceName };
  if (input.partner) {
    return mail(input, t, t('uploadReceivedSubject', values), [
      t('uploadThanks', values),
      t('uploadReview'),
      t('uploadPage'),
    ]);
  }
  return mail(input, t, t('receivedSubject', values), [
    t('receivedThanks', values),
    t('receivedReview'),
    t('keepPrivate'),
  ]);
}

type MessageKey = keyof SubmissionMailMessages;

const decisions: Partial<Record<SubmissionStatus, { subject: MessageKey; line: MessageKey }>> = {
  approved: { subject: 'approvedSubject', line: 'approvedLine' },
  rejected: { subject: 'rejectedSubject', line: 'rejectedLine' },
  needs_changes: { subject: 'needsChangesSubject', line: 'needsChangesLine' },
};

/** The mail of a decision, or null for transitions the submitter made themselves. */
export function decisionMail(input: MailInput, to: SubmissionStatus): MailMessage | null {
  const found = decisions[to];
  if (!found) return null;
  const t = surfaceMessagesFor('submissionMails', input.language);
  const values = { title: input.title, workspace: input.workspaceName };
  // A partner has no edit link: they upload a corrected version instead.
  const line = input.partner && to === 'needs_changes' ? 'needsChangesPartnerLine' : found.line;
  return mail(input, t, t(found.subject, values), [t('decisionAbout', values), t(line)]);
}
