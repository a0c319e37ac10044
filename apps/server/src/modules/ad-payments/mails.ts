import { formatMoney } from '@newsletter-os/contracts';
import type { MailMessage } from '../../integrations/mailer';
import { escapeHtml } from '../../lib/html';

/** The advertiser's mail when a paid ad is refunded (rejected, or its days were no longer free when paid). */
export function refundMail(input: {
  to: string;
  workspaceName: string;
  amountCents: number;
  currency: string;
  reason: string;
  link: string;
}): MailMessage {
  const amount = formatMoney(input.amountCents, input.currency);
  const lines = [
    'Hello,',
    '',
    `Your ad booking with ${input.workspaceName} will not run, and your payment of ${amount} was refunded.`,
    `Reason: ${input.reason}`,
    'The refund goes back to the card you paid with; banks usually show it within 5 to 10 days.',
    '',
    'See your submission:',
    input.link,
    '',
  ];
  const html = [
    '<p>Hello,</p>',
    `<p>${escapeHtml(lines[2] ?? '')}</p>`,
    `<p><strong>${escapeHtml(lines[3] ?? '')}</strong></p>`,
    `<p>${escapeHtml(lines[4] ?? '')}</p>`,
    `<p><a href="${escapeHtml(input.link)}">See your submission</a></p>`,
  ].join('\n');
  return { to: input.to, subject: `Your ad payment of ${amount} was refunded`, text: lines.join('\n'), html };
}
