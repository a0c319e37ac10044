import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CallError } from '../../shared/api/fetch-call';
import { fieldFromMessage, fieldMessagesOf } from '../../shared/api/messages';
import { RETURN_PATH_PARAM, safeReturnPath } from '../../shared/return-path';
import { storeSession } from '../../shared/storage';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { PasswordField, TextField } from '../../shared/ui/Field';
import { AuthLayout, TextLink } from './AuthLayout';
import { type CodeSentState, landingPathFor } from './landing';
import { type LoginErrors, type LoginField, type LoginValues, loginErrors, normalEmail } from './login-form';
import { loginRequest } from './login-request';

const FIELDS: readonly LoginField[] = ['email', 'password'];

/**
 * The first screen most visits see. Its form is plain React state and its call plain fetch, so this screen loads
 * neither a form library, nor zod, nor the API client (docs/decisions/0029); it behaves as the other forms do:
 * checked on submit, then again on every change, and the first invalid field takes the focus.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<LoginField, HTMLInputElement | null>>>({});

  const focusFirst = (found: LoginErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors((current) => ({ ...current, [field]: loginErrors(next)[field] }));
  };

  /** A refused login: on the verification screen (unverified), above the form, or under the fields it names. */
  const showFailure = (error: unknown, email: string) => {
    const failure = error instanceof CallError ? error : new CallError(200, null);
    if (failure.status === 403) {
      // Unverified account: the server has mailed a new code; continue on the verification screen.
      const state: CodeSentState = { codeSent: true, notice: failure.message };
      navigate(`/otp-verification?email=${encodeURIComponent(email)}`, { state });
      return;
    }
    if (failure.status === 401 || failure.status === 429) {
      setFormError(failure.message);
      return;
    }
    const listed = fieldMessagesOf(failure.status, failure.body);
    const named = listed.length > 0 ? listed : [fieldFromMessage(failure.message)].filter((found) => found !== null);
    const placed: LoginErrors = {};
    const unplaced: string[] = [];
    for (const { field, message } of named) {
      const formField = FIELDS.find((candidate) => candidate === field || field.startsWith(`${candidate}.`));
      if (formField) placed[formField] = message;
      else unplaced.push(message);
    }
    setErrors((current) => ({ ...current, ...placed }));
    focusFirst(placed);
    if (named.length === 0) setFormError(failure.message);
    else if (unplaced.length > 0) setFormError(unplaced.join(' '));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const found = loginErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setFormError(null);
    setPending(true);
    const body = { email: normalEmail(values.email), password: values.password };
    try {
      const session = await loginRequest(body);
      storeSession(session);
      // Back to the page that sent the user here, unless onboarding comes first.
      const back = session.user.businessId ? safeReturnPath(params.get(RETURN_PATH_PARAM)) : null;
      navigate(back ?? landingPathFor(session.user), { replace: true });
    } catch (error) {
      setPending(false);
      showFailure(error, body.email);
    }
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
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {formError ? <Alert>{formError}</Alert> : null}
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          autoFocus
          value={values.email}
          onChange={(event) => change('email', event.target.value)}
          error={errors.email}
          ref={(input) => {
            inputs.current.email = input;
          }}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          error={errors.password}
          ref={(input) => {
            inputs.current.password = input;
          }}
        />
        <div className="-mt-2 flex justify-end">
          <TextLink to="/forgot-password" className="text-sm">
            Forgot password?
          </TextLink>
        </div>
        <Button type="submit" fullWidth loading={pending} loadingText="Logging in…">
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
}
