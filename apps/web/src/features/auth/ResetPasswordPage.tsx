import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, PASSWORD_MIN, type ResetPasswordBody, resetPasswordBodySchema } from '@newsletter-os/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { applyServerError } from '../../shared/forms';
import { showSuccess } from '../../shared/toast';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { PasswordField, TextField } from '../../shared/ui/Field';
import { AuthLayout, TextLink } from './AuthLayout';
import { forgetPasswordRequest, resetPasswordRequest } from './api';
import { readCodeSentState } from './landing';
import { OtpFormField, otpFallbackField } from './OtpField';
import { DEFAULT_RESEND_COOLDOWN_SECONDS, ResendCodeButton } from './ResendCodeButton';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const emailFromLink = searchParams.get('email')?.trim() ?? '';
  const { codeSent, resendAfter, notice } = readCodeSentState(location.state);
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    setError,
    getValues,
    trigger,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { email: emailFromLink, otp: '', password: '' },
  });

  const reset = useMutation({
    mutationFn: resetPasswordRequest,
    onSuccess: () => {
      showSuccess('Your password has been reset. Log in with your new password.');
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      setFormError(applyServerError(error, setError, ['email', 'otp', 'password'], otpFallbackField(error)));
    },
  });

  const onSubmit = (values: ResetPasswordBody) => {
    setFormError(null);
    reset.mutate(values);
  };

  async function resend() {
    if (!(await trigger('email'))) return null;
    return forgetPasswordRequest({ email: getValues('email').trim().toLowerCase() });
  }

  return (
    <AuthLayout
      title="Reset your password"
      subtitle="Enter the code from the email and choose a new password."
      footer={<TextLink to="/login">Back to login</TextLink>}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        {notice ? <Alert tone="info">{notice}</Alert> : null}
        {formError ? <Alert>{formError}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus={!emailFromLink}
          error={errors.email?.message}
          {...register('email')}
        />
        <OtpFormField control={control} autoFocus={Boolean(emailFromLink)} error={errors.otp?.message} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" fullWidth loading={reset.isPending} loadingText="Resetting…">
          Reset password
        </Button>
        <ResendCodeButton
          onResend={resend}
          initialCooldown={resendAfter ?? (codeSent ? DEFAULT_RESEND_COOLDOWN_SECONDS : 0)}
        />
      </form>
    </AuthLayout>
  );
}
