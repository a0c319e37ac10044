import type { ModerationItem, ModerationPayment } from '@newsletter-os/contracts';
import { formatMoney, SUBMISSION_STATUS_LABELS } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { Calendar, Check, Mail, MapPin, MessageSquareWarning, X } from 'lucide-react';
import type { Ref } from 'react';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { zonedDaysLabel } from '../../shared/zoned-day';
import { SubmissionStatusBadge } from './SubmissionStatusBadge';

const originLabels: Record<ModerationItem['origin'], string> = {
  ugc: 'Reader story',
  events: 'Event',
  ads: 'Ad',
  partner: 'Partner upload',
};

const when = (iso: string | null) => (iso ? format(new Date(iso), 'd MMM yyyy, HH:mm') : '');

/** One submission in the queue: what was sent, by whom, its history, and the moderation actions. */
export function ModerationCard({
  submission,
  active,
  onFocus,
  onAct,
  busy,
  ref,
  timeZone = 'UTC',
}: {
  submission: ModerationItem;
  /** The workspace's zone: an ad runs on issue days there. */
  timeZone?: string;
  active: boolean;
  onFocus: () => void;
  onAct: (action: 'approve' | 'reject' | 'needs_changes') => void;
  busy: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const { item } = submission;
  const open = submission.status === 'pending' || submission.status === 'needs_changes';
  const headingId = `submission-${submission.id}`;
  return (
    <article
      ref={ref}
      tabIndex={active ? 0 : -1}
      aria-labelledby={headingId}
      onFocus={onFocus}
      className={cn(
        'rounded-2xl border bg-white p-4 shadow-sm outline-none sm:p-5',
        active ? 'border-indigo-400 ring-2 ring-indigo-200' : 'border-gray-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="indigo">{originLabels[submission.origin]}</Badge>
        <SubmissionStatusBadge status={submission.status} />
        {submission.payment ? <PaymentBadge payment={submission.payment} /> : null}
        <span className="font-mono text-xs text-gray-500">{submission.trackingId}</span>
      </div>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt={submission.imageAlt ?? ''}
            className="h-28 w-full rounded-lg border border-gray-200 object-cover sm:w-40"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="text-base font-semibold break-words text-gray-900">
            {item.title}
          </h3>
          {item.summary ? <p className="mt-1 text-sm break-words text-gray-700">{item.summary}</p> : null}
          <ul className="mt-2 flex flex-col gap-1 text-sm text-gray-600">
            {item.eventStartsAt ? (
              <li className="flex items-center gap-1.5">
                <Calendar aria-hidden="true" className="size-4" />
                {when(item.eventStartsAt)}
                {item.eventEndsAt ? ` – ${when(item.eventEndsAt)}` : ''}
              </li>
            ) : null}
            {item.venue ? (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4" />
                {[item.venue, item.address].filter(Boolean).join(', ')}
              </li>
            ) : null}
            {item.adStartsAt ? (
              <li className="flex items-center gap-1.5">
                <Calendar aria-hidden="true" className="size-4" />
                Runs {zonedDaysLabel(item.adStartsAt, item.adEndsAt, timeZone)}
                {item.author ? ` · ${item.author}` : ''}
              </li>
            ) : null}
            <li className="flex items-center gap-1.5 break-all">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {submission.submitterName ?? 'Unknown'}
              {submission.submitterEmail ? ` <${submission.submitterEmail}>` : ''} · sent {when(submission.submittedAt)}
            </li>
          </ul>
          {submission.reason && !open ? (
            <p className="mt-2 text-sm text-gray-700">Reason: {submission.reason}</p>
          ) : null}
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer text-gray-600 hover:text-gray-900">History</summary>
            <ol className="mt-1 flex flex-col gap-1 border-l border-gray-200 pl-3 text-gray-600">
              {submission.history.map((entry) => (
                <li key={`${entry.at}-${entry.to}`}>
                  {entry.from ? `${SUBMISSION_STATUS_LABELS[entry.from]} → ` : ''}
                  {SUBMISSION_STATUS_LABELS[entry.to]} · {entry.by} · {when(entry.at)}
                  {entry.reason ? ` · “${entry.reason}”` : ''}
                </li>
              ))}
            </ol>
          </details>
        </div>
      </div>
      {open && submission.payment?.status === 'paid' ? (
        <p className="mt-4 text-sm text-gray-700">
          Paid online: rejecting it refunds {money(submission.payment)} in full and frees its days.
        </p>
      ) : null}
      {open ? (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button onClick={() => onAct('approve')} disabled={busy}>
            <Check aria-hidden="true" className="size-4" />
            Approve
          </Button>
          {submission.status === 'pending' ? (
            <Button variant="secondary" onClick={() => onAct('needs_changes')} disabled={busy}>
              <MessageSquareWarning aria-hidden="true" className="size-4" />
              Needs changes
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => onAct('reject')} disabled={busy}>
            <X aria-hidden="true" className="size-4" />
            Reject
          </Button>
        </div>
      ) : null}
    </article>
  );
}

const money = ({ amountCents, currency }: ModerationPayment) => formatMoney(amountCents, currency);

/** A self-serve ad's payment, so whoever decides knows money is involved before Reject. */
function PaymentBadge({ payment }: { payment: ModerationPayment }) {
  if (payment.status === 'paid') return <Badge tone="green">Paid {money(payment)}</Badge>;
  if (payment.status === 'refunded') return <Badge tone="gray">Refunded {money(payment)}</Badge>;
  return null;
}
