import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '@newsletter-os/contracts';
import { Badge, type BadgeTone } from '../../shared/ui/Badge';

const tones: Record<SubmissionStatus, BadgeTone> = {
  pending: 'yellow',
  needs_changes: 'indigo',
  approved: 'green',
  rejected: 'red',
  withdrawn: 'gray',
  awaiting_payment: 'yellow',
};

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return <Badge tone={tones[status]}>{SUBMISSION_STATUS_LABELS[status]}</Badge>;
}
