import { createHash } from 'node:crypto';
import { SanitizerPool } from '../workers/sanitize-pool';
import type { ClientSupportProblem } from './client-support';

// The client-support check off the event loop, cached by the email's hash (docs/decisions/0017). Rendering is
// deterministic, so an unchanged newsletter (a preview reopened, a link check, the publish job) gives the same
// HTML and is never checked twice.

/** doiuse-email takes up to about 350 ms on a large email; 10 s is a backstop against a runaway job only. */
const CLIENT_SUPPORT_BUDGET_MS = 10_000;
/** About 100 emails' findings (a few hundred bytes each): the newsletters being edited right now. */
const CACHE_MAX_ENTRIES = 100;

const cache = new Map<string, Promise<ClientSupportProblem[]>>();
let pool: SanitizerPool<{ markup: string }, ClientSupportProblem[]> | undefined;

function sharedPool() {
  // One worker: the cache answers repeats, and a second would take a core from the requests on a small machine.
  pool ??= new SanitizerPool<{ markup: string }, ClientSupportProblem[]>({
    size: 1,
    budgetMs: CLIENT_SUPPORT_BUDGET_MS,
    workerEntry: new URL('./client-support-worker.mjs', import.meta.url),
  });
  return pool;
}

export function emailHash(html: string): string {
  return createHash('sha256').update(html).digest('base64url');
}

/** The email's client-support problems, worked out on a worker thread once per distinct email. */
export function clientSupportProblemsOffThread(html: string): Promise<ClientSupportProblem[]> {
  const key = emailHash(html);
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last: the oldest entry is the one evicted.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const pending = sharedPool().run({ markup: html });
  // A failure is not remembered: the next render tries again.
  pending.catch(() => cache.delete(key));
  cache.set(key, pending);
  if (cache.size > CACHE_MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return pending;
}

/** Stops the worker (at shutdown and after tests); a later check starts a fresh one. */
export async function closeClientSupportPool(): Promise<void> {
  const running = pool;
  pool = undefined;
  cache.clear();
  await running?.close();
}
