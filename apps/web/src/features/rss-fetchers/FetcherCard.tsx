import type { FetcherStatus, RssFetcher } from '@newsletter-os/contracts';
import { formatDistanceToNow } from 'date-fns';
import { Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { Alert } from '../../shared/ui/Alert';
import { Badge, type BadgeTone } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { TagChip, useWorkspaceTags } from '../tags';

const statusLabels: Record<FetcherStatus, { label: string; tone: BadgeTone }> = {
  never: { label: 'Never run', tone: 'gray' },
  ok: { label: 'OK', tone: 'green' },
  error: { label: 'Error', tone: 'red' },
};

function lastRunText(lastRunAt: string | null): string {
  return lastRunAt ? `Last run ${formatDistanceToNow(new Date(lastRunAt), { addSuffix: true })}` : 'Not run yet';
}

/** One fetcher: its feed, schedule, last outcome (the error in full when it failed) and its actions. */
export function FetcherCard({
  fetcher,
  fetching,
  lastRun,
  onFetchNow,
  onEdit,
  onDelete,
}: {
  fetcher: RssFetcher;
  fetching: boolean;
  /** The outcome of a "fetch now" from this screen. */
  lastRun?: string;
  onFetchNow: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { tags } = useWorkspaceTags(fetcher.workspaceId);
  const defaultTags = tags.filter((tag) => fetcher.defaultTagIds.includes(tag.id));
  const status = statusLabels[fetcher.lastStatus];
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" aria-busy={fetching || undefined}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-sm font-semibold break-words text-gray-900">{fetcher.name}</h3>
            <Badge tone={status.tone}>{status.label}</Badge>
            {fetcher.isActive ? null : <Badge tone="yellow">Paused</Badge>}
          </div>
          <p className="mt-1 text-sm break-all text-gray-600">{fetcher.url}</p>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-gray-500">
            <div>
              <dt className="sr-only">Last run</dt>
              <dd>{lastRunText(fetcher.lastRunAt)}</dd>
            </div>
            <div>
              <dt className="sr-only">Items</dt>
              <dd>{fetcher.itemCount === 1 ? '1 item' : `${fetcher.itemCount} items`}</dd>
            </div>
            <div>
              <dt className="sr-only">Schedule</dt>
              <dd>Every {fetcher.intervalMinutes} min</dd>
            </div>
          </dl>
          {defaultTags.length ? (
            <div className="mt-2 flex flex-wrap gap-1">
              {defaultTags.map((tag) => (
                <TagChip key={tag.id} label={tag.label} color={tag.color} />
              ))}
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1">
          <Button variant="secondary" className="py-2" onClick={onFetchNow} loading={fetching} loadingText="Fetching…">
            <RefreshCw aria-hidden="true" className="size-4" />
            Fetch now
          </Button>
          <Button variant="ghost" className="px-2.5 py-2" aria-label={`Edit ${fetcher.name}`} onClick={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            className="px-2.5 py-2 text-red-600 hover:bg-red-50"
            aria-label={`Delete ${fetcher.name}`}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      {fetching ? (
        <div role="status" className="mt-3 flex items-center gap-3 text-sm text-gray-600">
          <span
            aria-hidden="true"
            className="h-1.5 w-40 animate-pulse rounded-full bg-indigo-500 motion-reduce:animate-none"
          />
          Fetching {fetcher.name}…
        </div>
      ) : lastRun ? (
        <p role="status" className="mt-3 text-sm text-gray-700">
          {lastRun}
        </p>
      ) : null}
      {fetcher.lastStatus === 'error' && fetcher.lastError ? (
        <div className="mt-3">
          <Alert>Last error: {fetcher.lastError}</Alert>
        </div>
      ) : null}
    </li>
  );
}
