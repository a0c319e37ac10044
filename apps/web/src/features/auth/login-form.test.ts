import { PASSWORD_MAX as CONTRACT_PASSWORD_MAX, loginBodySchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, loginErrors, normalEmail, PASSWORD_MAX } from './login-form';

/** The first message per field of the contracts' schema: what the form showed when it validated with zod. */
function bySchema(values: { email: string; password: string }) {
  const parsed = loginBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('the login form checks', () => {
  it('use the contracts’ limits', () => {
    expect(PASSWORD_MAX).toBe(CONTRACT_PASSWORD_MAX);
    expect(
      loginBodySchema.safeParse({ email: `${'a'.repeat(EMAIL_MAX - 12)}@example.com`, password: 'x' }).success,
    ).toBe(true);
    expect(
      loginBodySchema.safeParse({ email: `${'a'.repeat(EMAIL_MAX - 11)}@example.com`, password: 'x' }).success,
    ).toBe(false);
  });

  it.each([
    ['an empty form', { email: '', password: '' }],
    ['a malformed email', { email: 'not-an-email', password: 'secret' }],
    ['a padded, capitalised email', { email: '  Ada@Example.COM ', password: 'secret' }],
    ['a dotted local part', { email: 'first.last+news@mail.example.org', password: 'secret' }],
    ['two dots in a row', { email: 'first..last@example.org', password: 'secret' }],
    ['a too long email', { email: `${'a'.repeat(250)}@example.com`, password: 'secret' }],
    ['a too long password', { email: 'ada@example.com', password: 'x'.repeat(129) }],
    ['a longest password', { email: 'ada@example.com', password: 'x'.repeat(128) }],
    ['a one-letter top-level domain', { email: 'ada@example.c', password: 'secret' }],
  ])('give the contracts’ messages for %s', (_label, values) => {
    expect(loginErrors(values)).toEqual(bySchema(values));
  });

  it('send the email as the schema makes it', () => {
    const values = { email: '  Ada@Example.COM ', password: 'secret' };
    expect(normalEmail(values.email)).toBe(loginBodySchema.parse(values).email);
  });
});
