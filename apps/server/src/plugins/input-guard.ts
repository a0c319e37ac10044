import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';

/** Nesting deeper than this is not a form anyone fills in; the schemas refuse it, this walk just stops. */
const MAX_DEPTH = 32;

/** The dotted path of the first string (key or value) holding a NUL character, if any. */
export function findNulCharacter(value: unknown): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? 'body' : undefined;
  const path = nulPath(value, 0);
  return path ? path.reverse().join('.') : undefined;
}

/**
 * The path to the first NUL, innermost key first. The path is built only on the way back from a find: a 300-block
 * newsletter is thousands of nodes, and copying the path at each of them made garbage on every save.
 */
function nulPath(value: unknown, depth: number): string[] | undefined {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key.includes('\u0000')) return [key];
    const inner = (value as Record<string, unknown>)[key];
    if (typeof inner === 'string') {
      if (inner.includes('\u0000')) return [key];
      continue;
    }
    const found = nulPath(inner, depth + 1);
    if (found) {
      found.push(key);
      return found;
    }
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
