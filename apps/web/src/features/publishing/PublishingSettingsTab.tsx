import type { PublishingDestination, PublishingKind } from '@newsletter-os/contracts';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, errorStatus, fieldErrorsOf } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { PasswordField, TextField } from '../../shared/ui/Field';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import { ArchiveSettings } from './ArchiveSettings';
import { type DestinationValues, usePublishingDestination, useSaveDestination } from './api';

const cardClass = 'flex max-w-2xl flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm';

const choices: ReadonlyArray<{ kind: PublishingKind; label: string; description: string }> = [
  { kind: 'beehiiv', label: 'Beehiiv', description: 'A post in your Beehiiv publication (Max and Enterprise plans).' },
  { kind: 'mailchimp', label: 'Mailchimp', description: 'A regular campaign to one audience, sent at the minute.' },
  { kind: 'kit', label: 'Kit', description: 'A broadcast to your subscribers, sent at the minute.' },
  { kind: 'export', label: 'Export only', description: 'Each issue is mailed to the admins, ready to paste anywhere.' },
];

const serviceName: Record<PublishingKind, string> = {
  beehiiv: 'Beehiiv',
  mailchimp: 'Mailchimp',
  kit: 'Kit',
  export: 'Export only',
};

type Field = 'apiKey' | 'audienceId' | 'segmentId' | 'tagId';

/** Settings → Publishing: where this newsletter's issues go at their scheduled minute. */
export function PublishingSettingsTab() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) return <NoWorkspaceState what="publishing" />;
  return (
    <div key={workspaceId} className="flex flex-col gap-8">
      <PublishingSection workspaceId={workspaceId} />
      <ArchiveSettings workspaceId={workspaceId} />
    </div>
  );
}

function PublishingSection({ workspaceId }: { workspaceId: string }) {
  const destination = usePublishingDestination(workspaceId);
  return (
    <SettingsSection title="Publishing" description="Where this newsletter's issues go at their scheduled minute.">
      {destination.isPending ? (
        <LoadingState label="Loading publishing destination…" />
      ) : destination.isError ? (
        <ErrorState message={errorMessage(destination.error)} onRetry={() => void destination.refetch()} />
      ) : (
        <DestinationForm workspaceId={workspaceId} stored={destination.data} />
      )}
    </SettingsSection>
  );
}

function currentText(stored: PublishingDestination): string {
  if (stored.kind === 'export') return 'Issues are mailed to the admins, ready to send.';
  const key = stored.lastFour ? ` with the key ending in ••••${stored.lastFour}` : ' (no key saved yet)';
  return `Publishing to ${serviceName[stored.kind]}${key}.`;
}

function DestinationForm({ workspaceId, stored }: { workspaceId: string; stored: PublishingDestination }) {
  const save = useSaveDestination(workspaceId);
  const [kind, setKind] = useState<PublishingKind>(stored.kind);
  const [apiKey, setApiKey] = useState('');
  const [audienceId, setAudienceId] = useState(stored.audienceId ?? '');
  const [segmentId, setSegmentId] = useState(stored.segmentId ?? '');
  const [tagId, setTagId] = useState(stored.tagId ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const keyStored = stored.kind === kind && stored.lastFour !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    const values: DestinationValues = { kind };
    if (apiKey.trim()) values.apiKey = apiKey.trim();
    if (kind === 'mailchimp') values.audienceId = audienceId;
    if (kind === 'mailchimp' || kind === 'kit') {
      values.segmentId = segmentId;
      values.tagId = tagId;
    }
    try {
      const { message } = await save.mutateAsync(values);
      setApiKey('');
      showSuccess(message);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields.length > 0) {
        setErrors(Object.fromEntries(fields.map((f) => [f.field, f.message])));
      } else if (errorStatus(err) === 422) {
        // The service refused the key or the audience: the message says which.
        const message = errorMessage(err);
        setErrors({ [message.includes('audience') ? 'audienceId' : 'apiKey']: message });
      } else {
        setFormError(errorMessage(err));
      }
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className={cardClass}>
      <p className="flex items-center gap-3 text-sm text-gray-700" aria-live="polite">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
          <Send aria-hidden="true" className="size-4" />
        </span>
        {currentText(stored)}
      </p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-gray-800">Destination</legend>
        {choices.map((choice) => (
          <label
            key={choice.kind}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-gray-200 p-3 has-[:checked]:border-indigo-500 has-[:checked]:bg-indigo-50"
          >
            <input
              type="radio"
              name="destination"
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => {
                setKind(choice.kind);
                setErrors({});
              }}
              className="mt-1 size-4 accent-indigo-600"
            />
            <span>
              <span className="block text-sm font-medium text-gray-900">{choice.label}</span>
              <span className="block text-sm text-gray-600">{choice.description}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {kind === 'beehiiv' ? (
        <p className="text-sm text-gray-700">
          The Beehiiv key and publication are set under{' '}
          <Link to="?tab=api" className="font-medium text-indigo-700 underline">
            API keys
          </Link>
          .
        </p>
      ) : null}
      {kind === 'export' ? (
        <p className="text-sm text-gray-700">Nothing is sent for you: copy each issue into any sending service.</p>
      ) : null}
      {kind === 'mailchimp' || kind === 'kit' ? (
        <div className="flex flex-col gap-4">
          <PasswordField
            label={`${serviceName[kind]} API key`}
            autoComplete="off"
            spellCheck={false}
            value={apiKey}
            onChange={(event) => setApiKey(event.target.value)}
            error={errors.apiKey}
            hint={
              keyStored
                ? `Saved key ending in ••••${stored.lastFour}. Leave empty to keep it.`
                : `It is checked with ${serviceName[kind]}, then stored encrypted.`
            }
          />
          {kind === 'mailchimp' ? (
            <TextField
              label="Audience ID"
              value={audienceId}
              onChange={(event) => setAudienceId(event.target.value)}
              error={errors.audienceId}
              hint="In Mailchimp: Audience → Settings → Audience name and defaults."
            />
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Segment ID (optional)"
              inputMode="numeric"
              value={segmentId}
              onChange={(event) => setSegmentId(event.target.value)}
              error={errors.segmentId}
            />
            <TextField
              label="Tag ID (optional)"
              inputMode="numeric"
              value={tagId}
              onChange={(event) => setTagId(event.target.value)}
              error={errors.tagId}
            />
          </div>
        </div>
      ) : null}

      {formError ? <Alert>{formError}</Alert> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} loadingText="Checking…">
          Save destination
        </Button>
      </div>
    </form>
  );
}
