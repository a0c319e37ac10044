import { useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { onAuthCleared } from './storage';
import { showUndoToast } from './ui/undo-toast';

/** Seconds the user has to undo a deletion before it is sent. */
export const UNDO_WINDOW_MS = 5_000;

interface PendingDeletion {
  timer: ReturnType<typeof setTimeout>;
  toastId: string;
}

/**
 * Deletions wait out the undo window on the client and only then reach the server (docs/decisions/0010). Until then the item is merely hidden: Undo shows it again, and a tab closed meanwhile deletes
 * nothing, so an item is never lost that the user meant to keep. Module-level, so moving to another screen
 * during the window neither cancels nor loses the deletion.
 */
const pending = new Map<string, PendingDeletion>();
let hidden: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function publish(): void {
  hidden = new Set(pending.keys());
  for (const listener of listeners) listener();
}

/** The ids of the items waiting out their undo window (hidden from the lists). */
export function usePendingDeletions(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hidden,
  );
}

/** Stops a waiting deletion: nothing is sent and the item shows again. */
export function cancelDeletion(id: string): void {
  const waiting = pending.get(id);
  if (!waiting) return;
  clearTimeout(waiting.timer);
  toast.dismiss(waiting.toastId);
  pending.delete(id);
  publish();
}

/**
 * Hides the item at once and offers Undo; when the window closes, `send` deletes it. A failed delete shows the
 * item again and reports why through `onFailed`.
 */
export function scheduleDeletion(
  id: string,
  title: string,
  send: () => Promise<void>,
  onFailed: (error: unknown) => void,
): void {
  if (pending.has(id)) return;
  const toastId = showUndoToast(`“${title}” deleted`, () => cancelDeletion(id), UNDO_WINDOW_MS);
  const timer = setTimeout(() => {
    send().then(
      () => {
        pending.delete(id);
        publish();
      },
      (error: unknown) => {
        pending.delete(id);
        publish();
        onFailed(error);
      },
    );
  }, UNDO_WINDOW_MS);
  pending.set(id, { timer, toastId });
  publish();
}

// Signing out inside the window keeps the items: the deletion was not confirmed by the window passing.
onAuthCleared(() => {
  for (const id of [...pending.keys()]) cancelDeletion(id);
});
