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
 * newsletter is thousands of nodes, and copying the path at each of them made garbage on every save. Arrays are
 * walked by index and objects by `Object.keys` (same order as `for…in` over own keys): `for…in` made a string of
 * every array index and took about three times as long on such a document.
 */
function nulPath(value: unknown, depth: number): Array<string | number> | undefined {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nulIn(value[index], depth);
      if (found) {
        found.push(index);
        return found;
      }
    }
    return undefined;
  }
  const keys = Object.keys(value);
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    if (key.includes('\u0000')) return [key];
    const found = nulIn((value as Record<string, unknown>)[key], depth);
    if (found) {
      found.push(key);
      return found;
    }
  }
  return undefined;
}

/** The path below one member: empty when the member is a string holding a NUL, undefined when it holds none. */
function nulIn(inner: unknown, depth: number): Array<string | number> | undefined {
  if (typeof inner === 'string') return inner.includes('\u0000') ? [] : undefined;
  return nulPath(inner, depth + 1);
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
