import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginBody, loginBodySchema } from '@newsletter-os/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, errorStatus } from '../../shared/api/errors';
import { applyServerError } from '../../shared/forms';
import { RETURN_PATH_PARAM, safeReturnPath } from '../../shared/return-path';
import { storeSession } from '../../shared/storage';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { PasswordField, TextField } from '../../shared/ui/Field';
import { AuthLayout, TextLink } from './AuthLayout';
import { loginRequest } from './api';
import { type CodeSentState, landingPathFor } from './landing';

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } });

  const login = useMutation({
    mutationFn: loginRequest,
    onSuccess: (session) => {
      storeSession(session);
      // Back to the page that sent the user here, unless onboarding comes first.
      const back = session.user.businessId ? safeReturnPath(params.get(RETURN_PATH_PARAM)) : null;
      navigate(back ?? landingPathFor(session.user), { replace: true });
    },
    onError: (error, values) => {
      const status = errorStatus(error);
      if (status === 403) {
        // Unverified account: the server has mailed a new code; continue on the verification screen.
        const state: CodeSentState = { codeSent: true, notice: errorMessage(error) };
        navigate(`/otp-verification?email=${encodeURIComponent(values.email)}`, { state });
        return;
      }
      if (status === 401 || status === 429) {
        setFormError(errorMessage(error));
        return;
      }
      setFormError(applyServerError(error, setError, ['email', 'password']));
    },
  });

  const onSubmit = (values: LoginBody) => {
    setFormError(null);
    login.mutate(values);
  };

  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Log in to your Newsletter OS account"
      footer={
        <>
          Don't have an account? <TextLink to="/signup">Sign up</TextLink>
        </>
      }
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
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="-mt-2 flex justify-end">
          <TextLink to="/forgot-password" className="text-sm">
            Forgot password?
          </TextLink>
        </div>
        <Button type="submit" fullWidth loading={login.isPending} loadingText="Logging in…">
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
}
