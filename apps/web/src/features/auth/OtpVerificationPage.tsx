import { zodResolver } from '@hookform/resolvers/zod';
import { type VerifyOtpBody, verifyOtpBodySchema } from '@newsletter-os/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { applyServerError } from '../../shared/forms';
import { storeSession } from '../../shared/storage';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { AuthLayout, TextLink } from './AuthLayout';
import { resendOtpRequest, verifyOtpRequest } from './api';
import { landingPathFor, readCodeSentState } from './landing';
import { OtpFormField, otpFallbackField } from './OtpField';
import { DEFAULT_RESEND_COOLDOWN_SECONDS, ResendCodeButton } from './ResendCodeButton';

export function OtpVerificationPage() {
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
    resolver: zodResolver(verifyOtpBodySchema),
    defaultValues: { email: emailFromLink, otp: '' },
  });

  const verify = useMutation({
    mutationFn: verifyOtpRequest,
    onSuccess: (session) => {
      storeSession(session);
      navigate(landingPathFor(session.user), { replace: true });
    },
    onError: (error) => {
      setFormError(applyServerError(error, setError, ['email', 'otp'], otpFallbackField(error)));
    },
  });

  const onSubmit = (values: VerifyOtpBody) => {
    setFormError(null);
    verify.mutate(values);
  };

  async function resend() {
    if (!(await trigger('email'))) return null;
    return resendOtpRequest({ email: getValues('email').trim().toLowerCase() });
  }

  const initialCooldown = resendAfter ?? (codeSent ? DEFAULT_RESEND_COOLDOWN_SECONDS : 0);

  return (
    <AuthLayout
      title="Verify your email"
      subtitle={
        emailFromLink ? (
          <>
            We sent a 6-digit code to <span className="font-medium text-gray-900">{emailFromLink}</span>.
          </>
        ) : (
          'Enter your email and the 6-digit code we sent you.'
        )
      }
      footer={<TextLink to="/login">Back to login</TextLink>}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        {notice ? <Alert tone="info">{notice}</Alert> : null}
        {formError ? <Alert>{formError}</Alert> : null}
        {emailFromLink ? (
          <>
            <input type="hidden" {...register('email')} />
            {errors.email ? <Alert>{errors.email.message}</Alert> : null}
          </>
        ) : (
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <OtpFormField control={control} autoFocus={Boolean(emailFromLink)} error={errors.otp?.message} />
        <Button type="submit" fullWidth loading={verify.isPending} loadingText="Verifying…">
          Verify
        </Button>
        <ResendCodeButton onResend={resend} initialCooldown={initialCooldown} />
      </form>
    </AuthLayout>
  );
}
