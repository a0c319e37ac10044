import { formatMoney } from '@newsletter-os/contracts';
import { surfaceMessagesFor } from '../../email/messages';
import type { MailMessage } from '../../integrations/mailer';
import { escapeHtml } from '../../lib/html';

/**
 * The advertiser's mail when a paid ad is refunded (rejected, or its days were no longer free when paid), in the
 * newsletter's language; the reason is the team's own words.
 */
export function refundMail(input: {
  to: string;
  workspaceName: string;
  amountCents: number;
  currency: string;
  reason: string;
  link: string;
  /** The workspace's BCP 47 language. */
  language: string;
}): MailMessage {
  const t = surfaceMessagesFor('advertiser', input.language);
  const amount = formatMoney(input.amountCents, input.currency, { locale: input.language });
  const line = t('refundLine', { workspace: input.workspaceName, amount });
  const reason = t('reason', { reason: input.reason });
  const action = t('seeSubmission');
  const lines = [t('hello'), '', line, reason, t('refundBank'), '', `${action}:`, input.link, ''];
  const html = [
    `<p>${escapeHtml(t('hello'))}</p>`,
    `<p>${escapeHtml(line)}</p>`,
    `<p><strong>${escapeHtml(reason)}</strong></p>`,
    `<p>${escapeHtml(t('refundBank'))}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(action)}</a></p>`,
  ].join('\n');
  return { to: input.to, subject: t('refundSubject', { amount }), text: lines.join('\n'), html };
}
