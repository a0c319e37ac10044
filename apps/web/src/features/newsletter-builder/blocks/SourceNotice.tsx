import { RefreshCw } from 'lucide-react';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { useRefreshBlocks, useSourceChanges } from '../source-changes';

/** "Changed in the content manager — Refresh" on a feed block whose item was edited since it was put in. */
export function SourceNotice({ blockId }: { blockId: string }) {
  const change = useSourceChanges().get(blockId);
  const refresh = useRefreshBlocks();
  if (!change) return null;
  if (change.state !== 'changed') {
    return (
      <p data-chrome className="nl-source-notice mb-2 rounded-md bg-gray-100 px-3 py-2 text-sm text-gray-800">
        {change.state === 'archived'
          ? 'Archived in the content manager: this block keeps the copy it had.'
          : 'Deleted from the content manager: this block keeps the copy it had.'}
      </p>
    );
  }
  return (
    <div
      data-chrome
      className="nl-source-notice mb-2 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <span>
        Changed in the content manager —{' '}
        <button
          type="button"
          className={cn('inline-flex items-center gap-1 font-semibold underline', focusRing)}
          disabled={refresh.isPending}
          onClick={() => refresh.mutate([blockId])}
        >
          <RefreshCw aria-hidden="true" className={cn('size-3.5', refresh.isPending && 'animate-spin')} />
          {refresh.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
      </span>
      {change.changes.length > 0 ? (
        <span className="text-amber-900">What changed: {change.changes.join(', ')}</span>
      ) : null}
    </div>
  );
}
