import { zodResolver } from '@hookform/resolvers/zod';
import { type Gender, genderSchema, genders, type User, updateProfileBodySchema } from '@newsletter-os/contracts';
import { Building2, Mail, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../shared/api/errors';
import { applyServerError } from '../../shared/forms';
import { initials } from '../../shared/initials';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { PageHeader } from '../../shared/ui/Card';
import { DetailItem } from '../../shared/ui/DetailItem';
import { SelectField, TextField } from '../../shared/ui/Field';
import { LoadingState } from '../../shared/ui/Spinner';
import { useMe, useUpdateMe } from './api';

const genderLabels: Record<Gender, string> = { male: 'Male', female: 'Female', binary: 'Binary' };
const genderOptions = [
  { value: '', label: 'Select gender' },
  ...genders.map((gender) => ({ value: gender, label: genderLabels[gender] })),
];

const userTypeLabels: Record<User['userType'], string> = {
  admin: 'Admin',
  manager: 'Manager',
  user: 'User',
  partner: 'Partner',
};

/** The select's blank option stands for "not set". */
const profileFormSchema = updateProfileBodySchema.extend({
  gender: z.union([genderSchema, z.literal('')]),
});
type ProfileFormValues = z.infer<typeof profileFormSchema>;

function ProfileForm({ user }: { user: User }) {
  const update = useUpdateMe();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: user.name, gender: user.gender ?? '' },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    const gender = values.gender ? values.gender : null;
    update.mutate(
      { name: values.name, gender },
      {
        onSuccess: (saved) => {
          reset({ name: saved.name, gender: saved.gender ?? '' });
          showSuccess('Profile updated');
        },
        onError: (error) => setFormError(applyServerError(error, setError, ['name', 'gender'])),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {formError ? <Alert>{formError}</Alert> : null}
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <SelectField label="Gender" options={genderOptions} error={errors.gender?.message} {...register('gender')} />
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} loadingText="Saving…" disabled={!isDirty}>
          Save changes
        </Button>
      </div>
    </form>
  );
}

export function ProfilePage() {
  const me = useMe();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Profile" subtitle="Your account details" />
      {me.isPending ? (
        <div className="rounded-2xl border border-gray-200 bg-white shadow-sm">
          <LoadingState label="Loading profile..." />
        </div>
      ) : me.isError ? (
        <div className="flex flex-col items-start gap-3">
          <Alert>{errorMessage(me.error)}</Alert>
          <Button variant="secondary" onClick={() => me.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-lg font-semibold text-white"
              >
                {initials(me.data.name)}
              </span>
              <div className="min-w-0">
                <h2 className="truncate text-lg font-semibold text-gray-900">{me.data.name}</h2>
                <span className="mt-1 inline-flex rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700">
                  {userTypeLabels[me.data.userType]}
                </span>
              </div>
            </div>
            <dl className="mt-6 flex flex-col gap-4">
              <DetailItem icon={<Mail aria-hidden="true" className="size-4" />} label="Email">
                {me.data.email}
              </DetailItem>
              <DetailItem icon={<ShieldCheck aria-hidden="true" className="size-4" />} label="User type">
                {userTypeLabels[me.data.userType]}
              </DetailItem>
              <DetailItem icon={<Building2 aria-hidden="true" className="size-4" />} label="Business">
                {me.data.businessName ?? <span className="text-gray-500">No business yet</span>}
              </DetailItem>
            </dl>
          </section>
          <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm">
            <h2 className="mb-5 text-base font-semibold text-gray-900">Edit profile</h2>
            <ProfileForm user={me.data} />
          </section>
        </div>
      )}
    </div>
  );
}
