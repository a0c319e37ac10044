import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MAX, PASSWORD_MIN, type RegisterBody, registerBodySchema } from '@newsletter-os/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerError } from '../../shared/forms';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { PasswordField, TextField } from '../../shared/ui/Field';
import { AuthLayout, TextLink } from './AuthLayout';
import { registerRequest } from './api';
import type { CodeSentState } from './landing';

export function SignupPage() {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const signup = useMutation({
    mutationFn: registerRequest,
    onSuccess: (result) => {
      const state: CodeSentState = { codeSent: true, resendAfter: result.resendAfter };
      navigate(`/otp-verification?email=${encodeURIComponent(result.email)}`, { state });
    },
    // A taken address gets the same answer as a new one (its owner is told by mail), so errors here are about
    // the fields themselves, e.g. a password that is too common.
    onError: (error) => setFormError(applyServerError(error, setError, ['name', 'email', 'password'])),
  });

  const onSubmit = (values: RegisterBody) => {
    setFormError(null);
    signup.mutate(values);
  };

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start building newsletters for your community"
      footer={
        <>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <TextField label="Name" autoComplete="name" autoFocus error={errors.name?.message} {...register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint={`${PASSWORD_MIN} to ${PASSWORD_MAX} characters`}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" fullWidth loading={signup.isPending} loadingText="Creating account…">
          Create account
        </Button>
      </form>
    </AuthLayout>
  );
}
