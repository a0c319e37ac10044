import { Controller, useFormContext } from 'react-hook-form';
import { SelectField, TextField } from '../../../shared/ui/Field';
import { timesInZoneText } from '../../../shared/zoned-day';
import { useLocationOptions } from '../../event-locations';
import type { ItemFormValues } from './item-form';

/** When and where the event is, what it costs and where to get tickets. */
export function EventFields({ workspaceId, timeZone }: { workspaceId: string; timeZone: string }) {
  const { register, control, formState } = useFormContext<ItemFormValues>();
  const { errors } = formState;
  const locations = useLocationOptions(workspaceId);
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">Event details</legend>
      <p className="-mt-2 text-sm text-gray-600">{timesInZoneText(timeZone)}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts"
          type="datetime-local"
          error={errors.eventStartsAt?.message}
          {...register('eventStartsAt')}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          error={errors.eventEndsAt?.message}
          {...register('eventEndsAt')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Venue" error={errors.venue?.message} {...register('venue')} />
        <TextField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
      </div>
      {/* Controlled: the options arrive after the form is filled, and the chosen one must then show. */}
      <Controller
        control={control}
        name="eventLocationId"
        render={({ field }) => (
          <SelectField
            label="Event location"
            options={[
              { value: '', label: locations.isPending ? 'Loading...' : 'No location' },
              ...(locations.data ?? []).map((location) => ({ value: location.id, label: location.name })),
            ]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Latitude" inputMode="decimal" error={errors.latitude?.message} {...register('latitude')} />
        <TextField label="Longitude" inputMode="decimal" error={errors.longitude?.message} {...register('longitude')} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Price" placeholder="Free, £5, ..." error={errors.price?.message} {...register('price')} />
        <TextField
          label="Ticket link"
          type="url"
          placeholder="https://"
          error={errors.ticketUrl?.message}
          {...register('ticketUrl')}
        />
      </div>
    </fieldset>
  );
}
