import { zodResolver } from '@hookform/resolvers/zod';
import {
  EVENT_SOURCES_MAX,
  type EventLocation,
  eventSourceSchema,
  httpUrlSchema,
  latitudeSchema,
  longitudeSchema,
  RADIUS_MAX_KM,
  text,
} from '@newsletter-os/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerError, checkedText } from '../../shared/forms';
import { showSuccess } from '../../shared/toast';
import { Button } from '../../shared/ui/Button';
import { SelectField, TextField } from '../../shared/ui/Field';
import { FormDialog } from '../../shared/ui/FormDialog';
import { AddressSearch } from './AddressSearch';
import { useSaveLocation } from './api';

const radiusSchema = z.coerce
  .number({ message: 'Radius must be a number of km' })
  .positive({ message: 'Radius must be more than 0 km' })
  .max(RADIUS_MAX_KM, { message: `Radius must be at most ${RADIUS_MAX_KM} km` });

const locationFormSchema = z.object({
  name: text(100, 'Location name'),
  latitude: checkedText(latitudeSchema, { required: 'Latitude is required' }),
  longitude: checkedText(longitudeSchema, { required: 'Longitude is required' }),
  defaultRadiusKm: checkedText(radiusSchema, { required: 'Radius is required' }),
  sources: z
    .array(
      z.object({
        url: checkedText(httpUrlSchema, { required: 'Source URL is required' }),
        kind: eventSourceSchema.shape.kind,
      }),
    )
    .max(EVENT_SOURCES_MAX, { message: `At most ${EVENT_SOURCES_MAX} sources` }),
});
type LocationFormValues = z.infer<typeof locationFormSchema>;

const DEFAULT_RADIUS_KM = 25;
const kindOptions = [
  { value: 'ics', label: 'Calendar (ICS)' },
  { value: 'rss', label: 'RSS feed' },
];

function valuesOf(location: EventLocation | null | undefined): LocationFormValues {
  return {
    name: location?.name ?? '',
    latitude: location ? String(location.latitude) : '',
    longitude: location ? String(location.longitude) : '',
    defaultRadiusKm: String(location?.defaultRadiusKm ?? DEFAULT_RADIUS_KM),
    sources: location?.sources.map((source) => ({ url: source.url, kind: source.kind })) ?? [],
  };
}

/** Creates an event location, or edits `location`: where it is, how far events may be, and its event sources. */
export function LocationFormDialog({
  open,
  onOpenChange,
  workspaceId,
  location,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  location?: EventLocation | null;
}) {
  const save = useSaveLocation(workspaceId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, setValue, getValues, formState } =
    useForm<LocationFormValues>({
      resolver: zodResolver(locationFormSchema),
      defaultValues: valuesOf(location),
    });
  const sources = useFieldArray({ control, name: 'sources' });
  const { errors } = formState;

  useEffect(() => {
    if (!open) return;
    reset(valuesOf(location));
    setFormError(null);
  }, [open, location, reset]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const body = {
      name: values.name,
      latitude: Number(values.latitude),
      longitude: Number(values.longitude),
      defaultRadiusKm: Number(values.defaultRadiusKm),
      sources: values.sources,
    };
    save.mutate(
      { id: location?.id, values: body },
      {
        onSuccess: () => {
          showSuccess(location ? 'Event location updated' : 'Event location created');
          onOpenChange(false);
        },
        onError: (error) =>
          setFormError(applyServerError(error, setError, ['name', 'latitude', 'longitude', 'defaultRadiusKm'])),
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={location ? 'Edit event location' : 'New event location'}
      size="lg"
      submitLabel={location ? 'Save location' : 'Create location'}
      pending={save.isPending}
      error={formError}
      onSubmit={onSubmit}
    >
      <TextField
        label="Location name"
        placeholder="Harbour town centre"
        error={errors.name?.message}
        {...register('name')}
      />
      <AddressSearch
        workspaceId={workspaceId}
        onPick={(place) => {
          const options = { shouldDirty: true, shouldValidate: true };
          setValue('latitude', String(place.latitude), options);
          setValue('longitude', String(place.longitude), options);
          // A new location takes the place's own name (its first part) until the user names it.
          if (!getValues('name').trim()) setValue('name', place.label.split(',')[0]?.trim() ?? '', options);
        }}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Latitude"
          inputMode="decimal"
          placeholder="51.5072"
          error={errors.latitude?.message}
          {...register('latitude')}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          placeholder="-0.1276"
          error={errors.longitude?.message}
          {...register('longitude')}
        />
        <TextField
          label="Default radius (km)"
          inputMode="decimal"
          error={errors.defaultRadiusKm?.message}
          {...register('defaultRadiusKm')}
        />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-gray-800">Event sources</legend>
        <p className="-mt-1 text-sm text-gray-500">
          Calendar (ICS) or RSS addresses whose events are imported for this location.
        </p>
        {sources.fields.length === 0 ? (
          <p className="rounded-lg border border-dashed border-gray-300 px-4 py-3 text-sm text-gray-500">
            No sources yet. Events can still be added by hand.
          </p>
        ) : (
          <ol className="flex flex-col gap-3">
            {sources.fields.map((field, index) => (
              <li key={field.id} className="grid items-start gap-2 sm:grid-cols-[1fr_11rem_auto]">
                <TextField
                  label={`Source ${index + 1} URL`}
                  type="url"
                  placeholder="https://example.org/events.ics"
                  error={errors.sources?.[index]?.url?.message}
                  {...register(`sources.${index}.url`)}
                />
                <SelectField
                  label={`Source ${index + 1} kind`}
                  options={kindOptions}
                  {...register(`sources.${index}.kind`)}
                />
                <Button
                  variant="ghost"
                  className="mt-7 px-2.5 text-red-600 hover:bg-red-50"
                  aria-label={`Remove source ${index + 1}`}
                  onClick={() => sources.remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            ))}
          </ol>
        )}
        {errors.sources?.message ? <p className="text-sm text-red-600">{errors.sources.message}</p> : null}
        <Button
          variant="secondary"
          className="self-start"
          disabled={sources.fields.length >= EVENT_SOURCES_MAX}
          onClick={() => sources.append({ url: '', kind: 'ics' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add source
        </Button>
      </fieldset>
    </FormDialog>
  );
}
