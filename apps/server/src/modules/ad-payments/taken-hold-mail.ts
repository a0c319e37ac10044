import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import { escapeHtml } from '../../lib/html';
import { findWorkspace } from '../workspaces/repository';
import { dayInWords } from './line-item';
import type { AdPaymentRow } from './repository';

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
  const name = workspace?.brandName || workspace?.name || 'the newsletter';
  const days = holds.filter((h) => h.bookingId === payment.bookingId).map((h) => dayInWords(h.day));
  const lines = [
    'Hello,',
    '',
    `${name} needed ${days.join(', ')} before your payment arrived, so your ad booking was not completed.`,
    'Your payment page is closed and nothing was charged.',
    'You are welcome to book other days from the newsletter’s ad page.',
    '',
  ];
  const html = lines
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('\n');
  await deps.mailer
    .send({
      to: payment.advertiserEmail,
      subject: `Your ad booking with ${name} was not completed`,
      text: lines.join('\n'),
      html,
    })
    .catch(() => undefined);
}
