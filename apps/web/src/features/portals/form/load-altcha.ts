import type {} from 'altcha/types/global';

let loading: Promise<void> | null = null;

/**
 * Loads the widget once. The CSP-friendly build: the proof-of-work worker is its own file served from our
 * origin (the default build starts workers from blob: URLs, which the product's Content-Security-Policy refuses).
 */
export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const { default: Pbkdf2Worker } = await import('altcha/workers/pbkdf2?worker');
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
