import { zodResolver } from '@hookform/resolvers/zod';
import { type BusinessRegisterBody, businessRegisterBodySchema, type User } from '@newsletter-os/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerError } from '../../shared/forms';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { TextAreaField, TextField } from '../../shared/ui/Field';
import { registerBusiness } from './api';

const fieldNames: (keyof BusinessRegisterBody)[] = [
  'name',
  'website',
  'phone',
  'address',
  'city',
  'country',
  'industry',
  'description',
];

type BusinessFormValues = BusinessRegisterBody;
type BusinessProfile = z.output<typeof businessRegisterBodySchema>;

/** The parsed form turns blank optional fields into null; the request leaves them out instead. */
function toRequestBody(profile: BusinessProfile): BusinessRegisterBody {
  const body: BusinessRegisterBody = { name: profile.name };
  for (const name of fieldNames) {
    const value = profile[name];
    if (name !== 'name' && value !== null) body[name] = value;
  }
  return body;
}

/** Step 1: the business profile (POST /business-register/); only the name is required. */
export function BusinessProfileForm({ onRegistered }: { onRegistered: (user: User) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BusinessFormValues, unknown, BusinessProfile>({
    resolver: zodResolver(businessRegisterBodySchema),
    defaultValues: {
      name: '',
      website: '',
      phone: '',
      address: '',
      city: '',
      country: '',
      industry: '',
      description: '',
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onRegistered(await registerBusiness(toRequestBody(values)));
    } catch (error) {
      setFormError(applyServerError(error, setError, fieldNames));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField
        label="Business name"
        autoComplete="organization"
        autoFocus
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://example.com"
          autoComplete="url"
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
        hint="What you publish and for whom (optional)."
        error={errors.description?.message}
        {...register('description')}
      />
      <Button type="submit" fullWidth loading={isSubmitting} loadingText="Saving…">
        Continue
      </Button>
    </form>
  );
}
