import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** Nesting deeper than this is not a form anyone fills in; the schemas refuse it, this walk just stops. */
const MAX_DEPTH = 32;

/** The dotted path of the first string (key or value) holding a NUL character, if any. */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'body' : undefined;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = [...path, key];
    if (key.includes('\u0000')) return innerPath.join('.');
    const found = findNulCharacter(inner, innerPath, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function nulCharacterError(field: string) {
  return badRequest(`${field}: must not contain NUL characters`, field);
}

/**
 * PostgreSQL text cannot hold a NUL character: left alone, one in any field would fail the query with a 500.
 * It is never part of real text, so it is refused up front, naming the field (multipart fields are checked where
 * the form is read).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous (with done): no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    const field = findNulCharacter(request.params) ?? findNulCharacter(request.query) ?? findNulCharacter(request.body);
    done(field ? nulCharacterError(field) : undefined);
  });
});
