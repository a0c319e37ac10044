import { CheckCircle2 } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { useBuilderStore } from '../store';

/**
 * "Mark ready": a draft without readiness errors becomes planned (ready to be scheduled); warnings do not block.
 * The readiness shown is that of the saved version, so the status change waits for the newsletter to be saved.
 */
export function MarkReady({ errorCount }: { errorCount: number }) {
  const status = useBuilderStore((state) => state.status);
  const saved = useBuilderStore((state) => state.saveStatus === 'saved');
  if (status !== 'draft' && status !== 'planned') return null;
  if (status === 'planned') {
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-3">
        <p className="flex flex-1 items-center gap-1.5 text-sm font-medium text-emerald-900">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Marked ready
        </p>
        <Button variant="secondary" onClick={() => useBuilderStore.getState().setStatus('draft')}>
          Back to draft
        </Button>
      </div>
    );
  }
  const blocked = errorCount > 0;
  return (
    <div className="flex flex-col gap-2">
      <Button
        disabled={blocked || !saved}
        aria-describedby={blocked ? 'mark-ready-blocked' : undefined}
        onClick={() => useBuilderStore.getState().setStatus('planned')}
      >
        Mark ready
      </Button>
      {blocked ? (
        <p id="mark-ready-blocked" className="text-sm text-red-800">
          Fix the {errorCount === 1 ? 'error' : `${errorCount} errors`} above to mark this newsletter ready.
        </p>
      ) : !saved ? (
        <p className="text-sm text-gray-600">Saving the latest changes…</p>
      ) : null}
    </div>
  );
}
