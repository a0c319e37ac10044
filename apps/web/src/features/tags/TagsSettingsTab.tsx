import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import type { TagOption } from './api';
import { tagMessages } from './api';
import { useTagActions, useWorkspaceTags } from './store';
import { TagChip } from './TagChip';
import { TagFormDialog } from './TagFormDialog';

/** Settings → Tags: the workspace's tags with their colours; create, rename, recolour, delete. */
export function TagsSettingsTab() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) return <NoWorkspaceState what="tags" />;
  return <TagsSection workspaceId={workspaceId} />;
}

function TagsSection({ workspaceId }: { workspaceId: string }) {
  const { tags, isLoading, error, refetch } = useWorkspaceTags(workspaceId, { fresh: true });
  const { deleteTag } = useTagActions(workspaceId);
  const [editing, setEditing] = useState<TagOption | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<TagOption | null>(null);
  const [deletePending, setDeletePending] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const openCreate = () => {
    setEditing(null);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeletePending(true);
    setDeleteError(null);
    try {
      await deleteTag(deleting.id);
      showSuccess('Tag deleted');
      setDeleting(null);
    } catch (err) {
      setDeleteError(err instanceof Error ? err.message : tagMessages.delete);
    } finally {
      setDeletePending(false);
    }
  };

  return (
    <SettingsSection
      title="Tags"
      description="Label content so it is easy to find and filter. Each tag has its own colour."
      actions={
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" className="size-4" />
          New tag
        </Button>
      }
    >
      {isLoading && tags.length === 0 ? (
        <LoadingState label="Loading tags..." />
      ) : error && tags.length === 0 ? (
        <ErrorState message={error} onRetry={() => refetch().catch(() => undefined)} />
      ) : tags.length === 0 ? (
        <EmptyState
          icon={Tags}
          title="No tags yet"
          description="Create tags such as Sports or Local news, then tag items in the content manager."
          action={<Button onClick={openCreate}>New tag</Button>}
        />
      ) : (
        <ul aria-label="Tags" className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {tags.map((tag) => (
            <li key={tag.id} className="flex items-center justify-between gap-3 px-4 py-3">
              <div className="flex min-w-0 items-center gap-3">
                <TagChip label={tag.label} color={tag.color} />
                <span className="font-mono text-xs text-gray-500">{tag.color}</span>
              </div>
              <div className="flex shrink-0 gap-1">
                <Button
                  variant="ghost"
                  className="px-2.5 py-2"
                  aria-label={`Edit tag ${tag.label}`}
                  onClick={() => {
                    setEditing(tag);
                    setFormOpen(true);
                  }}
                >
                  <Pencil aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  className="px-2.5 py-2 text-red-600 hover:bg-red-50"
                  aria-label={`Delete tag ${tag.label}`}
                  onClick={() => {
                    setDeleteError(null);
                    setDeleting(tag);
                  }}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <TagFormDialog open={formOpen} onOpenChange={setFormOpen} workspaceId={workspaceId} tag={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete tag?"
        confirmLabel="Delete tag"
        pendingLabel="Deleting…"
        pending={deletePending}
        onConfirm={confirmDelete}
      >
        <p>“{deleting?.label}” will be removed from every item that has it. This cannot be undone.</p>
        {deleteError ? (
          <div className="mt-3">
            <Alert>{deleteError}</Alert>
          </div>
        ) : null}
      </ConfirmDialog>
    </SettingsSection>
  );
}
