import type { Tone } from '@newsletter-os/contracts';
import { Pencil, Plus, Trash2, Volume2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { useDeleteTone, useTones } from './api';
import { ToneFormDialog } from './ToneFormDialog';

/** Settings → LLM, third part: the tones (voices) the chat and rewrites can use. */
export function TonesSection({ workspaceId }: { workspaceId: string }) {
  const tones = useTones(workspaceId);
  const remove = useDeleteTone(workspaceId);
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Tone | null>(null);
  const [deleting, setDeleting] = useState<Tone | null>(null);

  const openForm = (tone: Tone | null) => {
    setEditing(tone);
    setFormOpen(true);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess('Tone deleted');
        setDeleting(null);
      },
    });
  };

  const list = tones.data ?? [];
  return (
    <SettingsSection
      title="Tones"
      description="Your newsletter’s voices. Pick one in the AI chat or for a rewrite; the default is used when none is picked."
      actions={
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-4" />
          New tone
        </Button>
      }
    >
      {tones.isPending ? (
        <LoadingState label="Loading tones..." />
      ) : tones.isError ? (
        <ErrorState message={errorMessage(tones.error)} onRetry={() => tones.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          icon={Volume2}
          title="No tones yet"
          description="Describe how your newsletter sounds — traits, rules, words to use and avoid — and the assistant writes that way."
          action={<Button onClick={() => openForm(null)}>New tone</Button>}
        />
      ) : (
        <ul aria-label="Tones" className="grid gap-3 md:grid-cols-2">
          {list.map((tone) => (
            <li key={tone.id} className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
              <div className="flex items-start justify-between gap-2">
                <h3 className="flex min-w-0 flex-wrap items-center gap-2 text-sm font-semibold text-gray-900">
                  <span className="break-words">{tone.name}</span>
                  {tone.isDefault ? <Badge tone="indigo">Default</Badge> : null}
                </h3>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    className="px-2.5 py-2"
                    aria-label={`Edit ${tone.name}`}
                    onClick={() => openForm(tone)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    className="px-2.5 py-2 text-red-600 hover:bg-red-50"
                    aria-label={`Delete ${tone.name}`}
                    onClick={() => setDeleting(tone)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </div>
              {tone.description ? <p className="text-sm text-gray-600">{tone.description}</p> : null}
              <p className="text-xs text-gray-500">
                {tone.traits.map((trait) => `${trait.is}, not ${trait.isNot}`).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}

      <ToneFormDialog open={formOpen} onOpenChange={setFormOpen} workspaceId={workspaceId} tone={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete tone?"
        confirmLabel="Delete tone"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        “{deleting?.name}” will be deleted. Chats that used it keep their answers.
      </ConfirmDialog>
    </SettingsSection>
  );
}
