import type { FeedItem } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { scheduleDeletion, UNDO_WINDOW_MS, usePendingDeletions } from '../../shared/deferred-delete';
import { showError } from '../../shared/toast';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { deleteItem } from './api';
import { contentKeys } from './query-keys';

/**
 * Deleting content items: ask first, then hide the item with an Undo toast for a few seconds, and only then
 * delete it on the server (see shared/deferred-delete.ts).
 */
export function useItemDeletion(workspaceId: string) {
  const queryClient = useQueryClient();
  const hidden = usePendingDeletions();
  const [asking, setAsking] = useState<FeedItem | null>(null);

  const confirm = () => {
    if (!asking) return;
    const item = asking;
    setAsking(null);
    scheduleDeletion(
      item.id,
      item.title,
      async () => {
        await deleteItem(workspaceId, item.id);
        await queryClient.invalidateQueries({ queryKey: contentKeys.workspace(workspaceId) });
      },
      (error) => showError(`“${item.title}” could not be deleted: ${errorMessage(error)}`),
    );
  };

  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => (open ? undefined : setAsking(null))}
      title="Delete this item?"
      confirmLabel="Delete"
      onConfirm={confirm}
    >
      <p>
        “{asking?.title}” is removed from this newsletter's content, with its image. You can undo it for{' '}
        {UNDO_WINDOW_MS / 1000} seconds.
      </p>
    </ConfirmDialog>
  );

  return { hidden, requestDelete: setAsking, dialog };
}
