import { INSIGHT_META, updateNewsletterKeysBodySchema } from '@newsletter-os/contracts';
import { KeyRound } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { PasswordField, SelectField } from '../../shared/ui/Field';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import { useNewsletterKeys, usePublications, useSaveNewsletterKey, useSyncPublication } from './api';

const cardClass = 'flex max-w-2xl flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm';

/** Enter a new key or replace the stored one; Beehiiv checks it before it is kept. */
function KeyForm({ workspaceId, onDone }: { workspaceId: string; onDone?: () => void }) {
  const save = useSaveNewsletterKey(workspaceId);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateNewsletterKeysBodySchema.shape.beehiivApiKey.safeParse(value);
    if (!parsed.success || parsed.data === null) {
      setError(parsed.success ? 'Beehiiv API key is required' : (parsed.error.issues[0]?.message ?? 'Invalid key'));
      return;
    }
    setError(null);
    try {
      const { message } = await save.mutateAsync(parsed.data);
      setValue('');
      showSuccess(message);
      onDone?.();
    } catch (err) {
      setError(fieldErrorsOf(err)[0]?.message ?? errorMessage(err));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordField
        label="Beehiiv API key"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error ?? undefined}
        hint="Create one in Beehiiv under Settings → API. It is checked with Beehiiv, then stored encrypted."
      />
      <div className="flex flex-wrap justify-end gap-2">
        {onDone ? (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending} loadingText="Checking…">
          Save key
        </Button>
      </div>
    </form>
  );
}

function StoredKey({ workspaceId, lastFour }: { workspaceId: string; lastFour: string }) {
  const remove = useSaveNewsletterKey(workspaceId);
  const [replacing, setReplacing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (replacing) return <KeyForm workspaceId={workspaceId} onDone={() => setReplacing(false)} />;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p className="flex items-center gap-3 text-sm text-gray-700">
        <span className="flex size-9 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <KeyRound aria-hidden="true" className="size-4" />
        </span>
        <span>
          Saved key ending in <span className="font-mono font-medium text-gray-900">••••{lastFour}</span>
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setReplacing(true)}>
          Replace key
        </Button>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Remove key
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Remove the Beehiiv key?"
        confirmLabel="Remove key"
        pendingLabel="Removing…"
        pending={remove.isPending}
        onConfirm={async () => {
          const { message } = await remove.mutateAsync(null);
          setConfirming(false);
          showSuccess(message);
        }}
      >
        The dashboard stops showing Beehiiv insights for this newsletter until a key is added again.
      </ConfirmDialog>
    </div>
  );
}

/** Pick one of the publications the key can see and link it to the workspace. */
function PublicationPicker({ workspaceId }: { workspaceId: string }) {
  const publications = usePublications(workspaceId);
  const sync = useSyncPublication(workspaceId);
  const [picked, setPicked] = useState<string | null>(null);
  const linked = publications.data?.data?.linkedPublicationId ?? null;
  const results = publications.data?.data?.results ?? [];
  const chosen = picked ?? linked ?? results[0]?.id ?? '';

  if (publications.isPending) return <LoadingState label="Loading publications…" />;
  if (publications.isError) {
    return <ErrorState message={errorMessage(publications.error)} onRetry={() => void publications.refetch()} />;
  }
  const { meta } = publications.data;
  if (meta.code === INSIGHT_META.authError) {
    return <Alert>Beehiiv does not accept the saved key any more. Replace it above to pick a publication.</Alert>;
  }
  if (results.length === 0) return <Alert tone="info">This key cannot see any publication in Beehiiv.</Alert>;
  const linkedName = results.find((p) => p.id === linked)?.name;

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        await sync.mutateAsync(chosen || null);
        showSuccess('Publication linked');
      }}
    >
      <p className="text-sm text-gray-700" aria-live="polite">
        {linkedName ? (
          <>
            Linked to <span className="font-medium text-gray-900">{linkedName}</span>
          </>
        ) : (
          'No publication is linked to this newsletter yet.'
        )}
      </p>
      <SelectField
        label="Publication"
        value={chosen}
        onChange={(event) => setPicked(event.target.value)}
        options={results.map((publication) => ({
          value: publication.id,
          label:
            publication.active_subscriptions === null
              ? publication.name
              : `${publication.name} (${publication.active_subscriptions.toLocaleString('en-US')} subscribers)`,
        }))}
      />
      {sync.isError ? <Alert>{errorMessage(sync.error)}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={sync.isPending} loadingText="Syncing…" disabled={!chosen || chosen === linked}>
          Sync publication
        </Button>
      </div>
    </form>
  );
}

function ApiKeys({ workspaceId }: { workspaceId: string }) {
  const keys = useNewsletterKeys(workspaceId);
  if (keys.isPending) return <LoadingState label="Loading keys…" />;
  if (keys.isError) return <ErrorState message={errorMessage(keys.error)} onRetry={() => void keys.refetch()} />;
  const stored = keys.data.beehiiv;
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="Beehiiv key" className={cardClass}>
        <h3 className="text-base font-semibold text-gray-900">Beehiiv key</h3>
        {stored ? (
          <StoredKey workspaceId={workspaceId} lastFour={stored.lastFour} />
        ) : (
          <KeyForm workspaceId={workspaceId} />
        )}
      </section>
      {stored ? (
        <section aria-label="Beehiiv publication" className={cardClass}>
          <h3 className="text-base font-semibold text-gray-900">Publication</h3>
          <PublicationPicker workspaceId={workspaceId} />
        </section>
      ) : null}
    </div>
  );
}

/** Settings → API (?tab=api): the workspace's Beehiiv key (last four characters only) and its publication. */
export function ApiKeysSettingsTab() {
  const workspaceId = useWorkspaceId();
  return (
    <SettingsSection
      title="API keys"
      description="Connect Beehiiv so the dashboard shows this newsletter's subscribers, opens and clicks."
    >
      {workspaceId ? <ApiKeys key={workspaceId} workspaceId={workspaceId} /> : <NoWorkspaceState what="API keys" />}
    </SettingsSection>
  );
}
