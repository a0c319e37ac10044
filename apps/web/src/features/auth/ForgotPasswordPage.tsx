import { zodResolver } from '@hookform/resolvers/zod';
import { type ForgetPasswordBody, forgetPasswordBodySchema } from '@newsletter-os/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerError } from '../../shared/forms';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/Field';
import { AuthLayout, TextLink } from './AuthLayout';
import { forgetPasswordRequest } from './api';
import type { CodeSentState } from './landing';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgetPasswordBodySchema), defaultValues: { email: '' } });

  const sendCode = useMutation({
    mutationFn: forgetPasswordRequest,
    onSuccess: (resendAfter, values) => {
      const state: CodeSentState = {
        codeSent: true,
        resendAfter,
        // The server answers the same whether or not the account exists, and so does this screen.
        notice: `If an account exists for ${values.email}, we have sent it a 6-digit code.`,
      };
      navigate(`/reset-password?email=${encodeURIComponent(values.email)}`, { state });
    },
    onError: (error) => setFormError(applyServerError(error, setError, ['email'])),
  });

  const onSubmit = (values: ForgetPasswordBody) => {
    setFormError(null);
    sendCode.mutate(values);
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we'll send you a code to reset it."
      footer={<TextLink to="/login">Back to login</TextLink>}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" fullWidth loading={sendCode.isPending} loadingText="Sending…">
          Send reset code
        </Button>
      </form>
    </AuthLayout>
  );
}
