import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { FeedEntry, NormalizedFeedItem } from '../integrations/feeds/types';
import { badRequest } from '../lib/errors';
import { MAX_MARKUP_DEPTH, MarkupTooDeepError } from '../lib/markup-depth';
import { sanitizedHtmlToText, sanitizeHtml } from '../lib/sanitize';
import { sanitizeSvg } from '../lib/sanitize-svg';
import type { SanitizedHtml, SanitizeJob, SanitizeOutcome } from './sanitize-jobs';

/**
 * Sanitising runs on worker threads, not on the event loop: a large document may take a noticeable share of a
 * second, and while it does every other request (every tenant's) would wait. Each job has a time budget; a worker
 * that overruns it is terminated and replaced, and the job fails with ContentTooComplexError.
 */

/** Generous for honest content (the largest allowed item sanitises in well under a second); a backstop only. */
export const SANITIZE_BUDGET_MS = 5_000;
/** Below this many characters the work is too small to be worth a thread hop (and bounded by the depth check). */
const INLINE_MAX_CHARS = 4_096;

export class ContentTooComplexError extends Error {
  override readonly name = 'ContentTooComplexError';
  constructor() {
    super('the content is too complex to process');
  }
}

type JobInput = SanitizeJob extends infer J ? (J extends SanitizeJob ? Omit<J, 'id'> : never) : never;
type JobResult = SanitizedHtml | NormalizedFeedItem[] | string | null;

interface PendingJob<Input, Result> {
  job: Input & { id: number };
  resolve: (result: Result) => void;
  reject: (err: Error) => void;
}

interface Slot<Input, Result> {
  worker: Worker;
  ready: boolean;
  running?: PendingJob<Input, Result> & { timer: NodeJS.Timeout };
}

/** A worker's answer: the sanitiser's outcomes, or the same shape with another result for other workers. */
type Outcome<Result> = { id: number; status: 'ok'; result: Result } | Exclude<SanitizeOutcome, { status: 'ok' }>;

const defaultWorkerEntry = new URL('./sanitize-worker.mjs', import.meta.url);

/**
 * A worker that dies before it is ready (a broken install, no memory for a thread) would die again at once:
 * after this many such deaths in a row the pool stops respawning and fails its jobs instead of spinning.
 */
const MAX_STARTUP_FAILURES = 3;

export class SanitizerUnavailableError extends Error {
  override readonly name = 'SanitizerUnavailableError';
  constructor() {
    super('the sanitiser workers cannot start');
  }
}

/**
 * A pool of worker threads with a time budget per job. The sanitiser's by default; another synchronous CPU-bound
 * job can reuse it with its own worker entry that answers the same messages (see email/client-support-pool.ts).
 */
export class SanitizerPool<Input = JobInput, Result = JobResult> {
  private readonly slots: Slot<Input, Result>[] = [];
  private readonly queue: PendingJob<Input, Result>[] = [];
  private nextId = 1;
  private closed = false;
  private startupFailures = 0;
  private broken = false;
  /** When the pool gave up starting workers (0: it has not). */
  brokenSince = 0;

  constructor(private readonly opts: { size: number; budgetMs: number; workerEntry?: URL }) {
    for (let i = 0; i < Math.max(1, opts.size); i++) this.slots.push(this.spawn());
  }

  run(input: Input): Promise<Result> {
    if (this.closed) return Promise.reject(new Error('the sanitiser pool is closed'));
    if (this.broken) return Promise.reject(new SanitizerUnavailableError());
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...input, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const closedError = new Error('the sanitiser pool is closed');
    for (const pending of this.queue.splice(0)) pending.reject(closedError);
    await Promise.all(this.slots.splice(0).map((slot) => this.stop(slot, closedError)));
  }

  private spawn(): Slot<Input, Result> {
    const worker = new Worker(this.opts.workerEntry ?? defaultWorkerEntry);
    const slot: Slot<Input, Result> = { worker, ready: false };
    // An idle worker must not keep the process alive; a busy one does (see dispatch).
    worker.unref();
    worker.on('message', (message: Outcome<Result> | 'ready') => {
      if (message === 'ready') {
        slot.ready = true;
        this.startupFailures = 0;
        this.dispatch();
        return;
      }
      this.settle(slot, message);
    });
    // A worker may throw anything, not only an Error (Node's types say `unknown` since v24).
    worker.on('error', (err) => this.replace(slot, err instanceof Error ? err : new Error(String(err))));
    worker.on('exit', () => this.replace(slot, new Error('the sanitiser worker stopped')));
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.running) continue;
      const pending = this.queue.shift();
      if (!pending) return;
      const timer = setTimeout(() => this.replace(slot, new ContentTooComplexError()), this.opts.budgetMs);
      slot.running = { ...pending, timer };
      slot.worker.ref();
      slot.worker.postMessage(pending.job);
    }
  }

  private settle(slot: Slot<Input, Result>, outcome: Outcome<Result>): void {
    const running = slot.running;
    if (!running || running.job.id !== outcome.id) return;
    clearTimeout(running.timer);
    slot.running = undefined;
    slot.worker.unref();
    if (outcome.status === 'ok') running.resolve(outcome.result);
    else if (outcome.status === 'too-deep') running.reject(new MarkupTooDeepError());
    else running.reject(new Error(outcome.message));
    this.dispatch();
  }

  /** Fails the slot's job (if any), stops its worker and puts a fresh one in its place. */
  private replace(slot: Slot<Input, Result>, reason: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    void this.stop(slot, reason);
    if (!slot.ready && ++this.startupFailures >= MAX_STARTUP_FAILURES) {
      this.slots.splice(index, 1);
      if (!this.broken) {
        this.broken = true;
        this.brokenSince = Date.now();
        for (const pending of this.queue.splice(0)) pending.reject(new SanitizerUnavailableError());
      }
      return;
    }
    this.slots[index] = this.spawn();
    // The fresh worker announces itself ready; queued jobs go to it then.
  }

  private async stop(slot: Slot<Input, Result>, reason: Error): Promise<void> {
    const running = slot.running;
    slot.running = undefined;
    if (running) {
      clearTimeout(running.timer);
      running.reject(reason);
    }
    slot.worker.removeAllListeners();
    await slot.worker.terminate();
  }
}

let shared: SanitizerPool | undefined;

/** Stops the shared pool's workers (at shutdown); a later call to sanitise starts a fresh pool. */
export async function closeSharedSanitizerPool(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.close();
}

/** A pool that could not start its workers is given a fresh try after this long. */
const BROKEN_RETRY_MS = 60_000;

function sharedPool(): SanitizerPool {
  if (shared?.brokenSince && Date.now() - shared.brokenSince > BROKEN_RETRY_MS) void closeSharedSanitizerPool();
  shared ??= new SanitizerPool({ size: Math.max(1, availableParallelism() - 1), budgetMs: SANITIZE_BUDGET_MS });
  return shared;
}

/**
 * sanitizeHtml off the event loop. Rejects with MarkupTooDeepError (nesting over MAX_MARKUP_DEPTH) or
 * ContentTooComplexError (over the time budget); callers turn both into a 4xx naming their field.
 */
export async function sanitizeHtmlOffThread(html: string, baseUrl?: string): Promise<SanitizedHtml> {
  if (html.length <= INLINE_MAX_CHARS) {
    const clean = sanitizeHtml(html, baseUrl);
    return { html: clean, text: sanitizedHtmlToText(clean) };
  }
  const result = await sharedPool().run({ kind: 'html', markup: html, baseUrl });
  if (result === null || typeof result !== 'object' || Array.isArray(result)) {
    throw new Error('the sanitiser answered an HTML job oddly');
  }
  return result;
}

/**
 * A batch of feed entries finished (sanitised, text, dates) on a worker, in one message: a message per item would
 * cost more in hops than the work. Rejects with ContentTooComplexError when the batch overruns the time budget.
 */
export async function finishFeedEntriesOffThread(
  entries: FeedEntry[],
  feedUrl: string,
  now: Date,
): Promise<NormalizedFeedItem[]> {
  const result = await sharedPool().run({ kind: 'feed-entries', entries, feedUrl, now: now.getTime() });
  if (!Array.isArray(result)) throw new Error('the sanitiser answered a feed job oddly');
  return result;
}

/** sanitizeSvg off the event loop, with the same errors as sanitizeHtmlOffThread. */
export async function sanitizeSvgOffThread(svg: string): Promise<string | null> {
  if (svg.length <= INLINE_MAX_CHARS) return sanitizeSvg(svg);
  const result = await sharedPool().run({ kind: 'svg', markup: svg });
  if (typeof result === 'object' && result !== null) throw new Error('the sanitiser answered an SVG job oddly');
  return result;
}

/** The sanitiser's refusals as the 400 a request gets, naming the field; anything else passes through. */
function asFieldError(field: string, err: unknown): unknown {
  if (err instanceof MarkupTooDeepError) {
    return badRequest(`${field}: is nested more than ${MAX_MARKUP_DEPTH} levels deep; simplify its formatting`, field);
  }
  if (err instanceof ContentTooComplexError) {
    return badRequest(`${field}: is too complex to process; simplify its formatting`, field);
  }
  return err;
}

/** Rich text a user sent, sanitised off the event loop; refusals become a 400 naming `field`. */
export async function sanitizeHtmlField(field: string, html: string, baseUrl?: string): Promise<SanitizedHtml> {
  try {
    return await sanitizeHtmlOffThread(html, baseUrl);
  } catch (err) {
    throw asFieldError(field, err);
  }
}

/** An SVG a user sent, sanitised off the event loop (null: not an SVG); refusals become a 400 naming `field`. */
export async function sanitizeSvgField(field: string, svg: string): Promise<string | null> {
  try {
    return await sanitizeSvgOffThread(svg);
  } catch (err) {
    throw asFieldError(field, err);
  }
}
