import { type FieldError, validationErrorSchema } from '@newsletter-os/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * A 400 for invalid input: `data.errors` names `field` (and, when given, says `message` about it), and
 * `meta.message` is a sentence. Returns the field's error for further checks.
 */
export function expectInvalidField(res: LightMyRequestResponse, field: string, message?: string): FieldError {
  expect(res.statusCode, res.body).toBe(400);
  const body = validationErrorSchema.parse(res.json());
  // An item of a list ("tagIds.0") is named by the list too.
  const error = body.data.errors.find(
    (candidate) => candidate.field === field || candidate.field.startsWith(`${field}.`),
  );
  expect(error, `${field} in ${res.body}`).toBeDefined();
  if (message !== undefined) expect(error?.message, res.body).toBe(message);
  expect(body.meta.message).toMatch(/[.!?]$/);
  return error as FieldError;
}

/**
 * The same, from a "field: detail" description: the field is named and its sentence says the detail (the first
 * letter's case and the closing full stop aside).
 */
export function expectInvalid(res: LightMyRequestResponse, description: string): FieldError {
  const [, field = '', rawDetail = ''] = /^([\w.]+):\s?(.*)$/.exec(description) ?? [];
  const detail = rawDetail.replace(/\.$/, '');
  const error = expectInvalidField(res, field);
  expect(error.message.toLowerCase(), res.body).toContain(detail.toLowerCase());
  return error;
}
