import type { Envelope } from '@newsletter-os/contracts';

/** The success envelope: meta.code 1. */
export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { meta: { code: 1, message }, data };
}

export function failure(message: string, code = 0): Envelope<null> {
  return { meta: { code, message }, data: null };
}
