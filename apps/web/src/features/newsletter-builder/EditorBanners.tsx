import { format } from 'date-fns';
import { AlertTriangle, CalendarClock, History } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { useScheduleSettings } from '../scheduler/schedule-settings.entry';
import { builderAnswers } from './answers-loader';
import { useLazyModule } from './lazy-module';
import { backupDiffers, clearBackup, detailsOfBackup, type LocalBackup, readBackup } from './local-backup';
import { scheduledTimeLabel } from './scheduled-time';
import { currentBlocks, useBuilderStore } from './store';

interface BackupShape {
  schema: Parameters<typeof readBackup>[2];
}

/** A save refused as stale: the other version is shown, nothing is overwritten until the user chooses. */
export function ConflictBanner() {
  const conflict = useBuilderStore((state) => state.conflict);
  if (!conflict) return null;
  const by = format(new Date(conflict.updatedAt), 'HH:mm');
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <div className="flex items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex-1">
          <p className="font-semibold">This newsletter was changed elsewhere</p>
          <p className="mt-1">
            Someone saved another version at {by} ({conflict.document.blocks.length} blocks) while you were editing.
            Your changes are not saved yet and are kept on this device.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="danger" onClick={() => useBuilderStore.getState().keepMine()}>
              Keep my version
            </Button>
            <Button variant="secondary" onClick={() => useBuilderStore.getState().takeTheirs()}>
              Load the other version
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Unsaved edits found on this device for this newsletter (a failed save, a closed tab): offered back. */
export function BackupBanner({ workspaceId, date }: { workspaceId: string; date: string }) {
  // In by the time the newsletter shows (its answer was checked with them): no frame without the banner.
  const answers = useLazyModule(builderAnswers, true);
  return answers ? <KeptBackup workspaceId={workspaceId} date={date} schema={answers.backupSchema} /> : null;
}

function KeptBackup({ workspaceId, date, schema }: { workspaceId: string; date: string } & BackupShape) {
  const [backup, setBackup] = useState<LocalBackup | null>(() => {
    const found = readBackup(workspaceId, date, schema);
    if (!found) return null;
    const state = useBuilderStore.getState();
    const differs = backupDiffers(found, { ...state, blocks: currentBlocks() });
    if (!differs) clearBackup(workspaceId, date);
    return differs ? found : null;
  });
  if (!backup) return null;
  const restore = () => {
    const store = useBuilderStore.getState();
    store.replaceBlocks(backup.document.blocks);
    store.setDetails(detailsOfBackup(backup));
    if (backup.style) store.setStyle(backup.style);
    setBackup(null);
  };
  const discard = () => {
    clearBackup(workspaceId, date);
    setBackup(null);
  };
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <div className="flex items-start gap-2">
        <History aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex-1">
          <p className="font-semibold">Unsaved changes were kept on this device</p>
          <p className="mt-1">
            From {format(new Date(backup.keptAt), 'd MMM, HH:mm')} ({backup.document.blocks.length} blocks). Restore
            them to continue where you left off.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button onClick={restore}>Restore my changes</Button>
            <Button variant="secondary" onClick={discard}>
              Discard them
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * A scheduled issue is rendered when it is sent, so edits made now go out with it: said once, above the canvas,
 * with the time in the workspace's zone.
 */
export function ScheduledBanner({ workspaceId, scheduledAt }: { workspaceId: string; scheduledAt: string | null }) {
  const status = useBuilderStore((state) => state.status);
  const settings = useScheduleSettings(workspaceId);
  if (status !== 'scheduled' || !scheduledAt) return null;
  const zone = settings.data?.timeZone ?? 'UTC';
  return (
    <div role="status" className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950">
      <div className="flex items-start gap-2">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <span className="font-semibold">
            Scheduled for {settings.isPending ? '…' : scheduledTimeLabel(scheduledAt, zone)}
          </span>{' '}
          — changes you make go out with it.
          {settings.data ? <span className="text-sky-900"> Times in {zone}.</span> : null}
        </p>
      </div>
    </div>
  );
}
