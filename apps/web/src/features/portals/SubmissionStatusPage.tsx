import { formatMoney, SUBMISSION_STATUS_LABELS, type SubmissionStatusView } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { LoadingState } from '../../shared/ui/Spinner';
import { useEditSubmission, useSubmissionStatus, useWithdrawSubmission } from './api';
import { PortalForm } from './form/PortalForm';
import { formValuesOf } from './form/portal-form';
import { PortalFrame } from './PortalFrame';
import { SubmissionStatusBadge } from './SubmissionStatusBadge';

const explanations: Record<SubmissionStatusView['status'], string> = {
  pending: 'The team has not looked at it yet. You can still change it.',
  needs_changes: 'The team asked for a change. Edit your submission and it goes back to them.',
  approved: 'The team approved it for the newsletter.',
  rejected: 'The team decided not to publish it.',
  withdrawn: 'You withdrew it. It will not be published.',
  awaiting_payment: 'The payment is not finished yet. Unpaid bookings are released when the payment page expires.',
};

/** A paid ad back in review: the history shows it left "awaiting payment", which only a payment does. */
const PAID_PENDING = 'Paid — thank you. The team has not looked at your ad yet. You can still change it.';

/** Whoever ended it (the advertiser, the team, or a late payment), a refunded ad says so instead of "You withdrew it". */
const REFUNDED = 'This ad will not run, and your payment was refunded.';

function explanationOf(view: SubmissionStatusView): string {
  if (view.payment?.status === 'refunded') return REFUNDED;
  const paid = view.history.some((entry) => entry.to === 'awaiting_payment');
  if (paid && view.status === 'pending') return PAID_PENDING;
  return explanations[view.status];
}

const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');
/** An ad's dates are issue days, not instants: the day as booked, whatever the reader's zone. */
const issueDay = (iso: string) => format(new Date(`${iso.slice(0, 10)}T12:00:00`), 'd MMM yyyy');
const AD_DAYS = ['adStartsAt', 'adEndsAt'];
/** A payment's day, already a calendar date in the newsletter's zone: "3 Dec". */
const paymentDay = (day: string) => format(new Date(`${day}T12:00:00`), 'd MMM');

/** "Paid $150.00 on 1 Dec", "Refunded $150.00 on 3 Dec": the sum the advertiser paid and what became of it. */
function paymentLine(payment: NonNullable<SubmissionStatusView['payment']>): string | null {
  const amount = formatMoney(payment.amountCents, payment.currency);
  if (payment.status === 'refunded') {
    return `Refunded ${amount}${payment.refundedOn ? ` on ${paymentDay(payment.refundedOn)}` : ''}`;
  }
  if (payment.status === 'paid') return `Paid ${amount}${payment.paidOn ? ` on ${paymentDay(payment.paidOn)}` : ''}`;
  if (payment.status === 'awaiting_payment') return `To pay: ${amount}`;
  if (payment.status === 'mismatch')
    return `Your payment did not match the price of ${amount}: the team will contact you.`;
  return null;
}

function shown(name: string, value: string): string {
  if (AD_DAYS.includes(name)) return issueDay(value);
  return /At$/.test(name) ? when(value) : value;
}

/** /submission-status: what a submitter sees through their private status link. */
export function SubmissionStatusPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const status = useSubmissionStatus(token);
  const edit = useEditSubmission(token);
  const withdraw = useWithdrawSubmission(token);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!token || status.isError) {
    return (
      <PortalFrame title="Your submission">
        <Alert>{token ? errorMessage(status.error) : 'Open this page from the link in your confirmation email.'}</Alert>
      </PortalFrame>
    );
  }
  if (status.isPending) {
    return (
      <PortalFrame title="Your submission">
        <LoadingState />
      </PortalFrame>
    );
  }
  const view = status.data;

  return (
    <PortalFrame title="Your submission" workspaceName={view.workspaceName} logoUrl={view.logoUrl}>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="status-heading" className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="status-heading" className="text-base font-semibold text-gray-900">
              Status
            </h2>
            <SubmissionStatusBadge status={view.status} />
          </div>
          <p className="text-sm text-gray-700">{explanationOf(view)}</p>
          {view.payment && paymentLine(view.payment) ? (
            <p className="text-sm font-medium text-gray-900">{paymentLine(view.payment)}</p>
          ) : null}
          {view.reason && (view.status === 'rejected' || view.status === 'needs_changes') ? (
            <Alert tone="info">
              <strong>Message from the team:</strong> {view.reason}
            </Alert>
          ) : null}
          <p className="text-sm text-gray-500">
            Reference <span className="font-mono">{view.trackingId}</span> · sent {when(view.submittedAt)}
          </p>
        </section>

        {editing ? (
          <section aria-labelledby="edit-heading" className="flex flex-col gap-4">
            <h2 id="edit-heading" className="text-base font-semibold text-gray-900">
              Edit your submission
            </h2>
            <PortalForm
              kind={view.kind}
              timeZone={view.timeZone}
              initial={formValuesOf(view.fields, view.timeZone)}
              currentImageUrl={view.imageUrl}
              businessLocked={view.kind === 'ads'}
              submitLabel="Save changes"
              busyLabel="Saving..."
              onSubmit={async (form) => {
                await edit.mutateAsync(form);
                setEditing(false);
                showSuccess('Your changes were saved');
              }}
              footer={
                <Button variant="secondary" onClick={() => setEditing(false)}>
                  Cancel
                </Button>
              }
            />
          </section>
        ) : (
          <section aria-labelledby="sent-heading" className="flex flex-col gap-3">
            <h2 id="sent-heading" className="text-base font-semibold text-gray-900">
              What you sent
            </h2>
            <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
              {Object.keys(fieldLabels)
                .map((name) => [name, view.fields[name]] as const)
                .filter(([, value]) => value)
                .map(([name, value]) => (
                  <div key={name} className="contents">
                    <dt className="font-medium text-gray-600">{fieldLabels[name]}</dt>
                    <dd className="break-words whitespace-pre-line text-gray-900">
                      {value ? shown(name, value) : null}
                    </dd>
                  </div>
                ))}
            </dl>
            {view.imageUrl ? (
              <img
                src={view.imageUrl}
                alt={view.fields.imageAlt ?? ''}
                className="max-h-56 w-fit rounded-lg border border-gray-200"
              />
            ) : null}
            {problem ? <Alert>{problem}</Alert> : null}
            <div className="flex flex-wrap gap-3">
              {view.canEdit ? <Button onClick={() => setEditing(true)}>Edit submission</Button> : null}
              {view.canWithdraw ? (
                <Button variant="secondary" onClick={() => setConfirming(true)}>
                  Withdraw submission
                </Button>
              ) : null}
            </div>
          </section>
        )}

        <section aria-labelledby="history-heading" className="flex flex-col gap-2">
          <h2 id="history-heading" className="text-base font-semibold text-gray-900">
            History
          </h2>
          <ol className="flex flex-col gap-2 border-l border-gray-200 pl-4 text-sm">
            {view.history.map((entry) => (
              <li key={`${entry.at}-${entry.to}`}>
                <span className="font-medium text-gray-900">{SUBMISSION_STATUS_LABELS[entry.to]}</span>
                <span className="text-gray-600">
                  {' '}
                  · {entry.by} · {when(entry.at)}
                </span>
                {entry.reason ? <p className="text-gray-600">{entry.reason}</p> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw this submission?"
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        pending={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              showSuccess('Your submission was withdrawn');
            },
            onError: (error) => {
              setConfirming(false);
              setProblem(errorMessage(error));
            },
          })
        }
      >
        It will not be published, and you cannot undo this.
      </ConfirmDialog>
    </PortalFrame>
  );
}

const fieldLabels: Record<string, string> = {
  title: 'Title',
  text: 'Text',
  description: 'Description',
  eventStartsAt: 'Starts',
  eventEndsAt: 'Ends',
  venue: 'Venue',
  address: 'Address',
  price: 'Price',
  link: 'Link',
  businessName: 'Business',
  headline: 'Headline',
  adStartsAt: 'First date',
  adEndsAt: 'Last date',
  imageAlt: 'Photo description',
  submitterName: 'Your name',
};
