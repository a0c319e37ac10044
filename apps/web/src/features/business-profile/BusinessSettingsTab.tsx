import { zodResolver } from '@hookform/resolvers/zod';
import { type Business, type UpdateBusinessBody, updateBusinessBodySchema } from '@newsletter-os/contracts';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../shared/api/errors';
import { applyServerError } from '../../shared/forms';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { TextAreaField, TextField } from '../../shared/ui/Field';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useBusinessProfile, useSaveBusinessProfile } from './api';

type FormValues = UpdateBusinessBody;
type ParsedValues = z.output<typeof updateBusinessBodySchema>;

const fieldNames: (keyof UpdateBusinessBody)[] = [
  'name',
  'website',
  'phone',
  'address',
  'city',
  'country',
  'industry',
  'description',
];

function toFormValues(business: Business): FormValues {
  return {
    name: business.name,
    website: business.website ?? '',
    phone: business.phone ?? '',
    address: business.address ?? '',
    city: business.city ?? '',
    country: business.country ?? '',
    industry: business.industry ?? '',
    description: business.description ?? '',
  };
}

/** Every field is sent: one left empty is cleared. */
function toRequestBody(values: ParsedValues): UpdateBusinessBody {
  return {
    name: values.name,
    website: values.website ?? '',
    phone: values.phone ?? '',
    address: values.address ?? '',
    city: values.city ?? '',
    country: values.country ?? '',
    industry: values.industry ?? '',
    description: values.description ?? '',
  };
}

function BusinessForm({ business }: { business: Business }) {
  const save = useSaveBusinessProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, ParsedValues>({
    resolver: zodResolver(updateBusinessBodySchema),
    defaultValues: toFormValues(business),
  });

  // A save (here or in another tab) brings new details: the form shows what is stored, e.g. the https:// added.
  useEffect(() => reset(toFormValues(business)), [business, reset]);

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    save.mutate(toRequestBody(values), {
      onSuccess: () => showSuccess('Business details saved'),
      onError: (error) => setFormError(applyServerError(error, setError, fieldNames)),
    });
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Business details"
      className="flex flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField label="Business name" autoComplete="organization" error={errors.name?.message} {...register('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Website"
          inputMode="url"
          placeholder="millbrookgazette.com"
          autoComplete="url"
          hint="https:// is added when you leave it out."
          error={errors.website?.message}
          {...register('website')}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField label="Industry" error={errors.industry?.message} {...register('industry')} />
        <TextField
          label="Country"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
        <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...register('city')} />
        <TextField
          label="Address"
          autoComplete="street-address"
          error={errors.address?.message}
          {...register('address')}
        />
      </div>
      <TextAreaField
        label="Description"
        rows={3}
        hint="What you publish and for whom."
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending} loadingText="Saving…" disabled={!isDirty}>
          Save details
        </Button>
      </div>
    </form>
  );
}

/** Settings → Business (admins and managers): the business details entered at onboarding, editable later. */
export function BusinessSettingsTab() {
  const business = useBusinessProfile();
  return (
    <SettingsSection
      title="Business"
      description="Your business's details, as entered at sign-up. Invitation emails carry the business name."
    >
      {business.isPending ? (
        <LoadingState label="Loading business details..." />
      ) : business.isError ? (
        <ErrorState message={errorMessage(business.error)} onRetry={() => business.refetch()} />
      ) : (
        <BusinessForm business={business.data} />
      )}
    </SettingsSection>
  );
}
