import { type LlmSettings, llmProviderLabels } from '@newsletter-os/contracts';
import { formatDistanceToNow } from 'date-fns';
import { KeyRound, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { SelectField } from '../../shared/ui/Field';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { useLlmSettings, useModelList, useRemoveLlmKey, useSaveLlmKey } from './api';
import { LlmKeyFormDialog } from './LlmKeyFormDialog';

/** Settings → LLM, first part: the provider and key the assistant answers with, and its default model. */
export function LlmConnectionSection({ workspaceId }: { workspaceId: string }) {
  const settings = useLlmSettings(workspaceId);
  const remove = useRemoveLlmKey(workspaceId);
  const [formOpen, setFormOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const key = settings.data?.key ?? null;

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showSuccess('LLM key removed');
        setRemoving(false);
      },
    });

  return (
    <SettingsSection
      title="LLM provider"
      description="The AI assistant answers with this newsletter’s own key: OpenAI, Anthropic, or any OpenAI-compatible server such as Ollama."
      actions={
        key ? (
          <>
            <Button variant="secondary" onClick={() => setFormOpen(true)}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Replace key
            </Button>
            <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setRemoving(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Remove key
            </Button>
          </>
        ) : null
      }
    >
      {settings.isPending ? (
        <LoadingState label="Loading LLM settings..." />
      ) : settings.isError ? (
        <ErrorState message={errorMessage(settings.error)} onRetry={() => settings.refetch()} />
      ) : key ? (
        <ConnectionCard workspaceId={workspaceId} settings={settings.data} />
      ) : (
        <EmptyState
          icon={KeyRound}
          title="No LLM key yet"
          description="Add a key from your LLM provider so the AI assistant can answer. Without one, the assistant stays off."
          action={<Button onClick={() => setFormOpen(true)}>Add LLM key</Button>}
        />
      )}

      {settings.data ? (
        <LlmKeyFormDialog
          open={formOpen}
          onOpenChange={setFormOpen}
          workspaceId={workspaceId}
          current={key}
          providers={settings.data.providers}
        />
      ) : null}
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove the LLM key?"
        confirmLabel="Remove key"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onConfirm={confirmRemove}
      >
        The key ending in {key?.lastFour} is deleted. The AI assistant cannot answer until a new key is added.
      </ConfirmDialog>
    </SettingsSection>
  );
}

function ConnectionCard({ workspaceId, settings }: { workspaceId: string; settings: LlmSettings }) {
  const key = settings.key;
  const models = useModelList(workspaceId);
  const save = useSaveLlmKey(workspaceId);
  const [model, setModel] = useState(key?.defaultModel ?? '');
  useEffect(() => setModel(key?.defaultModel ?? ''), [key?.defaultModel]);
  if (!key) return null;

  const options = models.data?.models.map((m) => ({ value: m.id, label: m.label })) ?? [];
  // The saved model stays choosable even when the provider no longer lists it.
  if (!options.some((option) => option.value === key.defaultModel)) {
    options.unshift({ value: key.defaultModel, label: key.defaultModel });
  }
  const saveModel = () =>
    save.mutate(
      { kind: 'update', values: { defaultModel: model } },
      { onSuccess: () => showSuccess('Default model saved') },
    );

  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <dl className="grid gap-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-gray-500">Provider</dt>
          <dd className="mt-1 font-medium text-gray-900">{llmProviderLabels[key.provider]}</dd>
        </div>
        <div>
          <dt className="text-gray-500">API key</dt>
          <dd className="mt-1 font-mono font-medium text-gray-900">
            <span aria-hidden="true">•••• </span>
            <span className="sr-only">ending in </span>
            {key.lastFour}
          </dd>
        </div>
        <div>
          <dt className="text-gray-500">Checked</dt>
          <dd className="mt-1 text-gray-900">{formatDistanceToNow(new Date(key.checkedAt), { addSuffix: true })}</dd>
        </div>
        {key.baseUrl ? (
          <div className="sm:col-span-3">
            <dt className="text-gray-500">Base URL</dt>
            <dd className="mt-1 break-all text-gray-900">{key.baseUrl}</dd>
          </div>
        ) : null}
      </dl>

      <div className="mt-5 flex flex-wrap items-end gap-3 border-t border-gray-100 pt-4">
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <SelectField
            label="Default model"
            options={options}
            value={model}
            onChange={(event) => setModel(event.target.value)}
            disabled={models.isPending}
            hint={models.isPending ? 'Loading the provider’s models…' : undefined}
          />
        </div>
        <Button
          onClick={saveModel}
          disabled={model === key.defaultModel}
          loading={save.isPending}
          loadingText="Saving…"
        >
          Save model
        </Button>
      </div>
      {models.isError ? (
        <div className="mt-3">
          <Alert>Could not list the provider’s models: {errorMessage(models.error)}</Alert>
        </div>
      ) : null}
      {save.isError ? (
        <div className="mt-3">
          <Alert>{errorMessage(save.error)}</Alert>
        </div>
      ) : null}
    </div>
  );
}
