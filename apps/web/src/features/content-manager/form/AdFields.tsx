import { Controller, useFormContext } from 'react-hook-form';
import { TextField } from '../../../shared/ui/Field';
import { timesInZoneText } from '../../../shared/zoned-day';
import { CompanyPicker } from '../../business-companies';
import type { ItemFormValues } from './item-form';

/** The ad's advertiser, run dates, call to action and placement. */
export function AdFields({ workspaceId, timeZone }: { workspaceId: string; timeZone: string }) {
  const { register, control, formState } = useFormContext<ItemFormValues>();
  const { errors } = formState;
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">Ad details</legend>
      <p className="-mt-2 text-sm text-gray-600">{timesInZoneText(timeZone)}</p>
      <Controller
        control={control}
        name="businessCompanyId"
        render={({ field, fieldState }) => (
          <CompanyPicker
            workspaceId={workspaceId}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Runs from"
          type="datetime-local"
          error={errors.adStartsAt?.message}
          {...register('adStartsAt')}
        />
        <TextField
          label="Runs until"
          type="datetime-local"
          error={errors.adEndsAt?.message}
          {...register('adEndsAt')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Call-to-action link"
          type="url"
          placeholder="https://"
          error={errors.ctaUrl?.message}
          {...register('ctaUrl')}
        />
        <TextField
          label="Placement"
          placeholder="Top banner"
          error={errors.placement?.message}
          {...register('placement')}
        />
      </div>
    </fieldset>
  );
}
