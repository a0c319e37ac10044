import type { ArchiveVisibility, WorkspaceArchive } from '@newsletter-os/contracts';
import { type FormEvent, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { type ArchiveValues, useSaveArchive, useWorkspaceArchive } from './archive-api';

const cardClass = 'flex max-w-2xl flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm';

const visibilities: ReadonlyArray<{ value: ArchiveVisibility; label: string; description: string }> = [
  { value: 'public', label: 'Public', description: 'Anyone can read the issues, and search engines may list them.' },
  {
    value: 'unlisted',
    label: 'Unlisted',
    description: 'Only people with the link below can open the archive and the feed; search engines are kept out.',
  },
  { value: 'off', label: 'Off', description: 'No archive and no feed.' },
];

/** Settings → Publishing: the public archive of sent issues and its RSS feed (for any email service's RSS-to-email). */
export function ArchiveSettings({ workspaceId }: { workspaceId: string }) {
  const archive = useWorkspaceArchive(workspaceId);
  return (
    <SettingsSection
      title="Archive and feed"
      description="A web page for every sent issue, and an RSS feed any email service can send from."
    >
      {archive.isPending ? (
        <LoadingState label="Loading archive…" />
      ) : archive.isError ? (
        <ErrorState message={errorMessage(archive.error)} onRetry={() => void archive.refetch()} />
      ) : (
        <ArchiveForm workspaceId={workspaceId} stored={archive.data} />
      )}
    </SettingsSection>
  );
}

function Address({ label, url }: { label: string; url: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-gray-800">{label}</span>
      <a href={url} className="break-all text-sm text-indigo-700 underline" target="_blank" rel="noreferrer">
        {url}
      </a>
    </div>
  );
}

function ArchiveForm({ workspaceId, stored }: { workspaceId: string; stored: WorkspaceArchive }) {
  const save = useSaveArchive(workspaceId);
  const [slug, setSlug] = useState(stored.slug ?? '');
  const [visibility, setVisibility] = useState<ArchiveVisibility>(stored.visibility);
  const [slugError, setSlugError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (values: ArchiveValues) => {
    setSlugError(undefined);
    setFormError(null);
    try {
      const { message } = await save.mutateAsync(values);
      showSuccess(message);
    } catch (err) {
      const slugField = fieldErrorsOf(err).find((f) => f.field === 'slug');
      if (slugField) setSlugError(slugField.message);
      else if (errorMessage(err).includes('slug')) setSlugError(errorMessage(err));
      else setFormError(errorMessage(err));
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit({ slug, visibility });
  };

  return (
    <form noValidate onSubmit={onSubmit} className={cardClass}>
      <TextField
        label="Address"
        value={slug}
        onChange={(event) => setSlug(event.target.value)}
        error={slugError}
        autoComplete="off"
        spellCheck={false}
        hint="Letters, digits and hyphens, for example harbour-weekly. After a change, the old address leads here."
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-gray-800">Who can read it</legend>
        {visibilities.map((choice) => (
          <label
            key={choice.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
          >
            <input
              type="radio"
              name="archive-visibility"
              value={choice.value}
              checked={visibility === choice.value}
              onChange={() => setVisibility(choice.value)}
              className="mt-1 size-4 accent-indigo-600"
            />
            <span>
              <span className="block text-sm font-medium text-gray-900">{choice.label}</span>
              <span className="block text-sm text-gray-600">{choice.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {stored.indexUrl && stored.feedUrl ? (
        <div className="flex flex-col gap-3 rounded-lg bg-gray-50 p-4" aria-live="polite">
          <Address label="Archive" url={stored.indexUrl} />
          <Address label="RSS feed" url={stored.feedUrl} />
          {stored.visibility === 'unlisted' ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-gray-600">These links carry a secret token. Anyone who has them can read.</p>
              <Button
                type="button"
                variant="secondary"
                onClick={() => void submit({ slug: stored.slug ?? slug, visibility: 'unlisted', newToken: true })}
              >
                Make new links
              </Button>
            </div>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-gray-600">The archive is off: no page or feed is served.</p>
      )}
      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} loadingText="Saving…">
          Save archive
        </Button>
      </div>
    </form>
  );
}
