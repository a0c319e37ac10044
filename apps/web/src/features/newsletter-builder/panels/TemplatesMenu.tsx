import {
  NEWSLETTER_SCHEMA_VERSION,
  type NewsletterStyleInput,
  type NewsletterTemplate,
  TEMPLATE_NAME_MAX,
} from '@newsletter-os/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { showSuccess } from '../../../shared/toast';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { TextField } from '../../../shared/ui/Field';
import { Modal } from '../../../shared/ui/Modal';
import { LoadingState } from '../../../shared/ui/Spinner';
import { ErrorState } from '../../../shared/ui/States';
import { showUndoToast } from '../../../shared/ui/undo-toast';
import { useCreateTemplate, useDeleteTemplate, useSetDefaultTemplate, useTemplates } from '../api';
import { withNewId } from '../document/block-factory';
import { currentBlocks, useBuilderStore } from '../store';

const APPLY_UNDO_MS = 8_000;

/** The templates dialog: save the newsletter as one, apply one (undoable), delete one (newsletters made from it stay). */
export function TemplatesDialog({
  workspaceId,
  open,
  onOpenChange,
}: {
  workspaceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Templates" size="lg">
      <TemplatesBody workspaceId={workspaceId} onApplied={() => onOpenChange(false)} />
    </Modal>
  );
}

function TemplatesBody({ workspaceId, onApplied }: { workspaceId: string; onApplied: () => void }) {
  const templates = useTemplates(workspaceId);
  const create = useCreateTemplate(workspaceId);
  const remove = useDeleteTemplate(workspaceId);
  const makeDefault = useSetDefaultTemplate(workspaceId);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [deleting, setDeleting] = useState<NewsletterTemplate | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError('Template name is required');
      return;
    }
    setNameError(undefined);
    const state = useBuilderStore.getState();
    create.mutate(
      {
        name: trimmed,
        title: state.title,
        subject: state.subject,
        preheader: state.preheader,
        document: { schemaVersion: NEWSLETTER_SCHEMA_VERSION, blocks: currentBlocks() },
        style: (state.style ?? undefined) as NewsletterStyleInput | undefined,
      },
      {
        onSuccess: (template) => {
          setName('');
          showSuccess(`Template "${template.name}" saved`);
        },
      },
    );
  };

  const apply = (template: NewsletterTemplate) => {
    const store = useBuilderStore.getState();
    // The template's name, subject and preheader where it has them; the issue keeps its own where it has none.
    const details = {
      title: template.title || store.title,
      subject: template.subject || store.subject,
      preheader: template.preheader || store.preheader,
    };
    const before = { title: store.title, subject: store.subject, preheader: store.preheader };
    store.setDetails(details);
    // Fresh ids: the same template may be applied twice, and a block id is unique in a newsletter.
    store.replaceBlocks(template.document.blocks.map((block) => withNewId(block)));
    store.announce(`Template ${template.name} applied`);
    const scheduled = store.status === 'scheduled';
    showUndoToast(
      scheduled
        ? `Template "${template.name}" applied. The scheduled issue goes out with it.`
        : `Template "${template.name}" applied`,
      () => {
        useBuilderStore.getState().undo();
        useBuilderStore.getState().setDetails(before);
      },
      APPLY_UNDO_MS,
    );
    onApplied();
  };

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={save} noValidate className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4">
        <h3 className="text-sm font-semibold text-gray-900">Save this newsletter as a template</h3>
        <TextField
          label="Template name"
          value={name}
          maxLength={TEMPLATE_NAME_MAX}
          onChange={(event) => setName(event.target.value)}
          error={nameError ?? (create.isError ? errorMessage(create.error) : undefined)}
        />
        <div>
          <Button type="submit" loading={create.isPending} loadingText="Saving…">
            Save as template
          </Button>
        </div>
      </form>

      <section aria-labelledby="template-list-heading" className="flex flex-col gap-3">
        <h3 id="template-list-heading" className="text-sm font-semibold text-gray-900">
          Your templates
        </h3>
        {templates.isPending ? (
          <LoadingState label="Loading templates..." />
        ) : templates.isError ? (
          <ErrorState message={errorMessage(templates.error)} onRetry={() => void templates.refetch()} />
        ) : templates.data.length === 0 ? (
          <p className="text-sm text-gray-600">No templates yet. Save this newsletter as the first one.</p>
        ) : (
          <ul
            aria-label="Templates"
            className="flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-200"
          >
            {templates.data.map((template) => (
              <li key={template.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-gray-900">
                    {template.name}
                    {template.isDefault ? (
                      <span className="ml-2 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
                        Default
                      </span>
                    ) : null}
                  </p>
                  <p className="truncate text-xs text-gray-600">
                    {[template.subject, `${template.document.blocks.length} blocks`].filter(Boolean).join(' · ')}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => apply(template)} aria-label={`Apply ${template.name}`}>
                  Apply
                </Button>
                {template.isDefault ? null : (
                  <Button
                    variant="ghost"
                    loading={makeDefault.isPending && makeDefault.variables === template.id}
                    loadingText="Saving…"
                    onClick={() =>
                      makeDefault.mutate(template.id, {
                        onSuccess: (saved) => showSuccess(`"${saved.name}" is the default template`),
                      })
                    }
                    aria-label={`Use ${template.name} as default`}
                  >
                    Use as default
                  </Button>
                )}
                <Button variant="ghost" onClick={() => setDeleting(template)} aria-label={`Delete ${template.name}`}>
                  Delete
                </Button>
              </li>
            ))}
          </ul>
        )}
        {remove.isError ? <Alert>{errorMessage(remove.error)}</Alert> : null}
        {makeDefault.isError ? <Alert>{errorMessage(makeDefault.error)}</Alert> : null}
        <p className="text-xs text-gray-600">
          "Assemble this issue" builds an empty issue in the default template's layout (a standard one if none).
        </p>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete template?"
        confirmLabel="Delete template"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showSuccess('Template deleted');
              setDeleting(null);
            },
          });
        }}
      >
        "{deleting?.name ?? ''}" will be deleted. Newsletters made from it stay as they are.
      </ConfirmDialog>
    </div>
  );
}
