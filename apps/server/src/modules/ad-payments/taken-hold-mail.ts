import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import { surfaceMessagesFor } from '../../email/messages';
import type { MailMessage } from '../../integrations/mailer';
import { escapeHtml } from '../../lib/html';
import { findWorkspace } from '../workspaces/repository';
import { dayInWords } from './line-item';
import type { AdPaymentRow } from './repository';

/** A booking's day ("2026-03-14") in words of the language: a calendar date, so read in UTC where it was made. */
export function dayInLanguage(day: string, language: string): string {
  // English keeps the house style of the checkout line ("Sat 14 Mar").
  if (language === 'en' || language.startsWith('en-')) return dayInWords(day);
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** The mail itself, in the newsletter's language. */
export function takenHoldMail(input: {
  to: string;
  workspaceName: string;
  days: string[];
  language: string;
}): MailMessage {
  const t = surfaceMessagesFor('advertiser', input.language);
  const named = input.days.map((day) => dayInLanguage(day, input.language));
  // English keeps its comma list (the mail said so before); other languages join the Intl way.
  const days = input.language.startsWith('en')
    ? named.join(', ')
    : new Intl.ListFormat(input.language, { type: 'conjunction' }).format(named);
  const lines = [
    t('hello'),
    '',
    t('holdLine', { workspace: input.workspaceName, days }),
    t('holdClosed'),
    t('holdOtherDays'),
    '',
  ];
  const html = lines
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  return {
    to: input.to,
    subject: t('holdSubject', { workspace: input.workspaceName }),
    text: lines.join('\n'),
    html,
  };
}

/**
 * The advertiser whose unpaid checkout staff closed to take its days: nothing was charged, and the days are named.
 * The mail is sent after the commit; a failed delivery is recorded by the outbox and changes nothing.
 */
export async function mailTakenHold(
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'config'>,
  scope: WorkspaceScope,
  payment: AdPaymentRow,
  holds: { bookingId: string; day: string }[],
) {
  if (!payment.advertiserEmail) return;
  const workspace = await findWorkspace(deps.db, scope);
  const language = workspace?.language ?? 'en';
  const message = takenHoldMail({
    to: payment.advertiserEmail,
    workspaceName:
      workspace?.brandName || workspace?.name || surfaceMessagesFor('advertiser', language)('theNewsletter'),
    days: holds.filter((h) => h.bookingId === payment.bookingId).map((h) => h.day),
    language,
  });
  await deps.mailer.send(message).catch(() => undefined);
}
