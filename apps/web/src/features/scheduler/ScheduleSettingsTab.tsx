import { DEFAULT_LANGUAGE, DEFAULT_SEND_TIME, isValidTimeZone } from '@newsletter-os/contracts';
import { type FormEvent, useMemo, useState } from 'react';
import { errorMessage, fieldErrorsOf } from '../../shared/api/errors';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { SelectField, TextField } from '../../shared/ui/Field';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceId } from '../workspaces';
import { useSaveScheduleSettings, useScheduleSettings } from './api';
import { viewerTimeZone } from './calendar-model';
import { languageOptions } from './email-languages';

/** Every zone this browser knows, with the saved one and the viewer's own always offered. */
function zoneOptions(current: string): { value: string; label: string }[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = [...new Set(['UTC', current, viewerTimeZone(), ...zones])].filter(isValidTimeZone).sort();
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** ISO weekday order: index + 1 is the weekday number the API speaks. */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

function ScheduleForm({
  workspaceId,
  timeZone,
  defaultSendTime,
  language,
  publishingDays,
}: {
  workspaceId: string;
  timeZone: string;
  defaultSendTime: string;
  language: string;
  publishingDays: number[];
}) {
  const [days, setDays] = useState<number[]>(publishingDays);
  const [zone, setZone] = useState(timeZone);
  const [time, setTime] = useState(defaultSendTime);
  const [emailLanguage, setEmailLanguage] = useState(language);
  const [errors, setErrors] = useState<{ timeZone?: string; defaultSendTime?: string; language?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveScheduleSettings(workspaceId);
  const options = useMemo(() => zoneOptions(timeZone), [timeZone]);
  const languages = useMemo(() => languageOptions(language), [language]);
  const daysChanged = days.join(',') !== publishingDays.join(',');
  const dirty = zone !== timeZone || time !== defaultSendTime || emailLanguage !== language || daysChanged;
  const toggleDay = (day: number, on: boolean) =>
    setDays((current) => (on ? [...current, day].sort((a, b) => a - b) : current.filter((d) => d !== day)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    try {
      await save.mutateAsync({
        timeZone: zone,
        defaultSendTime: time,
        language: emailLanguage,
        publishingDays: days,
      });
      showSuccess('Schedule settings saved');
    } catch (error) {
      const fields = Object.fromEntries(fieldErrorsOf(error).map((field) => [field.field, field.message]));
      if (fields.timeZone || fields.defaultSendTime || fields.language) setErrors(fields);
      else setFormError(errorMessage(error));
    }
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-xl flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-6"
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <SelectField
        label="Time zone"
        value={zone}
        options={options}
        error={errors.timeZone}
        hint="The calendar's days and every send time are in this zone."
        onChange={(event) => setZone(event.target.value)}
      />
      <TextField
        label="Default send time"
        type="time"
        value={time}
        error={errors.defaultSendTime}
        hint="Where the time of a newly scheduled newsletter starts."
        onChange={(event) => setTime(event.target.value)}
      />
      <SelectField
        label="Language of the emails"
        value={emailLanguage}
        options={languages}
        error={errors.language}
        hint="Screen readers and email apps read the newsletter in this language."
        onChange={(event) => setEmailLanguage(event.target.value)}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-gray-800">Publishing days</legend>
        <p className="text-sm text-gray-600">
          The days an issue goes out. Ads are sold for these days and for any day that has a newsletter.
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {WEEKDAYS.map((name, index) => (
            <Checkbox
              key={name}
              label={name}
              checked={days.includes(index + 1)}
              onChange={(event) => toggleDay(index + 1, event.target.checked)}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" loading={save.isPending} loadingText="Saving…" disabled={!dirty}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** Settings → Scheduling: the selected newsletter's time zone, default send time, email language and publishing days. */
export function ScheduleSettingsTab() {
  const workspaceId = useWorkspaceId();
  return (
    <SettingsSection
      title="Scheduling"
      description="The time zone this newsletter's calendar and sends use, and the time a new schedule starts from."
    >
      {workspaceId ? <ScheduleSettingsBody workspaceId={workspaceId} /> : <NoWorkspaceState what="scheduling" />}
    </SettingsSection>
  );
}

function ScheduleSettingsBody({ workspaceId }: { workspaceId: string }) {
  const settings = useScheduleSettings(workspaceId);
  if (settings.isPending) return <LoadingState label="Loading the schedule settings…" />;
  if (settings.isError)
    return <ErrorState message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />;
  return (
    <ScheduleForm
      key={`${settings.data.timeZone}-${settings.data.defaultSendTime}-${settings.data.language}-${settings.data.publishingDays.join(',')}`}
      workspaceId={workspaceId}
      timeZone={settings.data.timeZone}
      defaultSendTime={settings.data.defaultSendTime || DEFAULT_SEND_TIME}
      language={settings.data.language || DEFAULT_LANGUAGE}
      publishingDays={settings.data.publishingDays}
    />
  );
}
