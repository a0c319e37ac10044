import type { Envelope } from '@newsletter-os/contracts';

/** The success envelope: meta.code 1. */
export function ok<T>(data: T, message = 'Success'): Envelope<T> {
  return { meta: { code: 1, message }, data };
}

/**
 * The success envelope as JSON text around data that is JSON text already (made once and kept, its schema checked
 * when it was made): what `JSON.stringify(ok(data, message))` would give, without walking the data again.
 */
export function okJson(dataJson: string, message = 'Success'): string {
  return `{"meta":${JSON.stringify({ code: 1, message })},"data":${dataJson}}`;
}

export function failure(message: string, code = 0): Envelope<null> {
  return { meta: { code, message }, data: null };
}
