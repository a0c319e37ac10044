import type { UseFormSetError } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './api/request';
import { applyServerError } from './forms';

interface Values {
  name: string;
  email: string;
  tagIds: string[];
}

function failedWith(status: number, data: unknown): HttpError {
  return new HttpError({ method: 'post', url: '/things/' }, { status, headers: {}, data });
}

const validationFailure = (message: string, errors: Array<{ field: string; message: string }>) =>
  failedWith(400, { meta: { code: 0, message }, data: { errors } });

function recordErrors() {
  const calls: Array<[string, string | undefined]> = [];
  const setError = vi.fn((name: string, error: { message?: string }) => {
    calls.push([name, error.message]);
  }) as unknown as UseFormSetError<Values>;
  return { setError, calls };
}

describe('applyServerError', () => {
  it('puts every field of data.errors under its own input', () => {
    const { setError, calls } = recordErrors();
    const error = validationFailure('Please fix 2 fields: name, email.', [
      { field: 'name', message: 'Name is required.' },
      { field: 'email', message: 'Email must be a valid email address.' },
    ]);
    expect(applyServerError(error, setError, ['name', 'email'])).toBeNull();
    expect(calls).toEqual([
      ['name', 'Name is required.'],
      ['email', 'Email must be a valid email address.'],
    ]);
  });

  it('puts an item of a list under the list', () => {
    const { setError, calls } = recordErrors();
    const error = validationFailure('Item 1 of tag IDs must be a valid ID.', [
      { field: 'tagIds.0', message: 'Item 1 of tag IDs must be a valid ID.' },
    ]);
    expect(applyServerError(error, setError, ['name', 'tagIds'])).toBeNull();
    expect(calls).toEqual([['tagIds', 'Item 1 of tag IDs must be a valid ID.']]);
  });

  it('returns what names no field of the form, after placing the rest', () => {
    const { setError, calls } = recordErrors();
    const error = validationFailure('Please fix 2 fields: name, workspaceId.', [
      { field: 'name', message: 'Name is required.' },
      { field: 'workspaceId', message: 'Workspace ID must be a valid ID.' },
    ]);
    expect(applyServerError(error, setError, ['name'])).toBe('Workspace ID must be a valid ID.');
    expect(calls).toEqual([['name', 'Name is required.']]);
  });

  it('puts what names no field under the fallback field when there is one', () => {
    const { setError, calls } = recordErrors();
    const error = validationFailure('Enter the 6-digit code.', [{ field: 'otp', message: 'Enter the 6-digit code.' }]);
    expect(applyServerError(error, setError, ['name'], 'email')).toBeNull();
    expect(calls).toEqual([['email', 'Enter the 6-digit code.']]);
  });

  it('still reads a conflict that names its field in the message', () => {
    const { setError, calls } = recordErrors();
    const error = failedWith(409, { meta: { code: 0, message: 'email: An account with this email already exists' } });
    expect(applyServerError(error, setError, ['email'])).toBeNull();
    expect(calls).toEqual([['email', 'An account with this email already exists']]);
  });

  it('returns a message that names no field', () => {
    const { setError, calls } = recordErrors();
    const error = failedWith(409, { meta: { code: 0, message: 'You already belong to a business.' }, data: null });
    expect(applyServerError(error, setError, ['name'])).toBe('You already belong to a business.');
    expect(calls).toEqual([]);
  });
});
