import type {
  FeedItem,
  ModerationItem,
  ModerationPayment,
  PartnerUpload,
  PublicPortalKind,
  SubmissionHistoryEntry,
  SubmissionStatus,
  SubmissionStatusPayment,
  SubmissionStatusView,
} from '@newsletter-os/contracts';
import { fieldsOf } from './public-fields';
import type { SubmissionEventRow, SubmissionRow } from './repository';

const status = (value: string | null) => value as SubmissionStatus;

/** Staff see who did what; the submitter sees "You" for their own steps and the team for the rest. */
/** Who made a change, as the submitter reads it: themselves, the payment (a system actor), or the team. */
function submitterSees(event: SubmissionEventRow): string {
  if (event.actorId !== null) return 'The team';
  return SYSTEM_ACTORS.includes(event.actorLabel) ? event.actorLabel : 'You';
}

/** Changes made by no person: the submitter's history names them rather than saying "You". */
const SYSTEM_ACTORS = ['Payment (Stripe)'];

export function presentHistory(
  events: SubmissionEventRow[],
  audience: 'staff' | 'submitter',
): SubmissionHistoryEntry[] {
  return events.map((event) => ({
    from: event.fromStatus ? status(event.fromStatus) : null,
    to: status(event.toStatus),
    reason: event.reason,
    by: audience === 'staff' ? event.actorLabel : submitterSees(event),
    at: event.createdAt.toISOString(),
  }));
}

export function presentModerationItem(
  row: SubmissionRow,
  item: FeedItem,
  events: SubmissionEventRow[],
  payment?: { amountCents: number; currency: string; status: string },
): ModerationItem {
  return {
    id: row.id,
    trackingId: row.trackingId,
    origin: row.origin as ModerationItem['origin'],
    status: status(row.status),
    reason: row.reason,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    imageAlt: row.imageAlt,
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    item,
    history: presentHistory(events, 'staff'),
    payment: payment
      ? {
          amountCents: payment.amountCents,
          currency: payment.currency,
          status: payment.status as ModerationPayment['status'],
        }
      : null,
  };
}

const OPEN: readonly string[] = ['pending', 'needs_changes'];

export function presentStatusView(
  row: SubmissionRow,
  item: FeedItem,
  events: SubmissionEventRow[],
  workspace: { name: string; logoUrl: string | null; timeZone: string },
  payment: StatusPayment | null = null,
): SubmissionStatusView {
  const kind = row.origin as PublicPortalKind;
  const refunded = payment?.status === 'refunded';
  return {
    trackingId: row.trackingId,
    kind,
    status: status(row.status),
    reason: row.reason,
    workspaceName: workspace.name,
    logoUrl: workspace.logoUrl,
    timeZone: workspace.timeZone,
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canEdit: OPEN.includes(row.status),
    canWithdraw: !refunded && [...OPEN, 'approved'].includes(row.status),
    fields: fieldsOf(kind, item, row.imageAlt, workspace.timeZone),
    imageUrl: item.imageUrl,
    history: presentHistory(events, 'submitter'),
    payment: payment
      ? {
          status: payment.status as SubmissionStatusPayment['status'],
          amountCents: payment.amountCents,
          currency: payment.currency,
          paidOn: payment.paidAt ? dayIn(payment.paidAt, workspace.timeZone) : null,
          refundedOn: payment.refundedAt ? dayIn(payment.refundedAt, workspace.timeZone) : null,
        }
      : null,
  };
}

interface StatusPayment {
  status: string;
  amountCents: number;
  currency: string;
  paidAt: Date | null;
  refundedAt: Date | null;
}

/** The calendar day an instant falls on in the newsletter's zone (2026-12-03), not the UTC one. */
function dayIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export function presentUpload(row: SubmissionRow, item: FeedItem): PartnerUpload {
  return {
    trackingId: row.trackingId,
    title: item.title,
    status: status(row.status),
    reason: row.reason,
    imageUrl: item.imageUrl,
    tags: item.tags,
    submittedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
