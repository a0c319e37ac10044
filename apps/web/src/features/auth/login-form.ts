// The login form's checks, written out from the contracts' loginBodySchema so the first screen needs no zod: the
// same messages, in the same order, and the email sent trimmed and in lower case as the schema makes it.

export interface LoginValues {
  email: string;
  password: string;
}
export type LoginField = keyof LoginValues;
export type LoginErrors = Partial<Record<LoginField, string>>;

/** The contracts' limits (emailSchema, loginBodySchema); login-form.test.ts holds them equal. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
/** zod's z.email() pattern, which the contracts' emailSchema uses. */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

function emailError(email: string): string | undefined {
  const value = normalEmail(email);
  if (value.length > EMAIL_MAX) return `Email must be at most ${EMAIL_MAX} characters`;
  return EMAIL.test(value) ? undefined : 'Enter a valid email address';
}

function passwordError(password: string): string | undefined {
  if (password.length < 1) return 'Password is required';
  if (password.length > PASSWORD_MAX) return `Password must be at most ${PASSWORD_MAX} characters`;
  return undefined;
}

/** Each invalid field with its first message; empty when the form may be sent. */
export function loginErrors(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  const password = passwordError(values.password);
  if (password) errors.password = password;
  return errors;
}
