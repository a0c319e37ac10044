import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordBody,
  changePasswordBodySchema,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '@newsletter-os/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorStatus } from '../../shared/api/errors';
import { applyServerError } from '../../shared/forms';
import { storeSession } from '../../shared/storage';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { PageHeader } from '../../shared/ui/Card';
import { PasswordField } from '../../shared/ui/Field';
import { changePasswordRequest } from './api';

const emptyForm = { currentPassword: '', newPassword: '' };

export function ChangePasswordPage() {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordBodySchema), defaultValues: emptyForm });

  const change = useMutation({
    mutationFn: changePasswordRequest,
    onSuccess: (session) => {
      // The server ends every other session and hands this tab a fresh one.
      storeSession(session);
      reset(emptyForm);
      showSuccess('Your password has been changed. Other devices have been signed out.');
    },
    onError: (error) => {
      // A 400 without a named field is the wrong current password.
      const fallback = errorStatus(error) === 400 ? 'currentPassword' : undefined;
      setFormError(applyServerError(error, setError, ['currentPassword', 'newPassword'], fallback));
    },
  });

  const onSubmit = (values: ChangePasswordBody) => {
    setFormError(null);
    change.mutate(values);
  };

  return (
    <div className="mx-auto max-w-xl">
      <PageHeader title="Change password" subtitle="Signing in elsewhere will need the new password." />
      <section className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
          {formError ? <Alert>{formError}</Alert> : null}
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
            error={errors.newPassword?.message}
            {...register('newPassword')}
          />
          <div className="flex justify-end">
            <Button type="submit" loading={change.isPending} loadingText="Changing…">
              Change password
            </Button>
          </div>
        </form>
      </section>
    </div>
  );
}
