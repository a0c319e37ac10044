import type { FeedStatus } from '@newsletter-os/contracts';
import { Badge, type BadgeTone } from '../../shared/ui/Badge';

export const feedStatusLabels: Record<FeedStatus, string> = {
  active: 'Active',
  pending: 'Pending',
  archived: 'Archived',
  rejected: 'Rejected',
};

const statusTones: Record<FeedStatus, BadgeTone> = {
  active: 'green',
  pending: 'yellow',
  archived: 'gray',
  rejected: 'red',
};

export function StatusBadge({ status }: { status: FeedStatus }) {
  return <Badge tone={statusTones[status]}>{feedStatusLabels[status]}</Badge>;
}
