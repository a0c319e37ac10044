import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { finishEntries } from '../integrations/feeds/normalize';
import { MarkupTooDeepError } from '../lib/markup-depth';
import { sanitizedHtmlToText, sanitizeHtml } from '../lib/sanitize';
import { sanitizeSvg } from '../lib/sanitize-svg';
import type { SanitizeJob, SanitizeOutcome } from './sanitize-jobs';

const BACKGROUND_NICENESS = 10;

/** Runs the same synchronous sanitisers as the rest of the server, one job at a time, off the event loop. */
function run(job: SanitizeJob): SanitizeOutcome {
  try {
    if (job.kind === 'feed-entries') {
      return { id: job.id, status: 'ok', result: finishEntries(job.entries, job.feedUrl, new Date(job.now)) };
    }
    if (job.kind === 'html') {
      const html = sanitizeHtml(job.markup, job.baseUrl);
      return { id: job.id, status: 'ok', result: { html, text: sanitizedHtmlToText(html) } };
    }
    return { id: job.id, status: 'ok', result: sanitizeSvg(job.markup) };
  } catch (err) {
    if (err instanceof MarkupTooDeepError) return { id: job.id, status: 'too-deep' };
    return { id: job.id, status: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Sanitising is bulk work; answering requests is not. On Linux a nice value belongs to the calling thread, so this
 * lowers the priority of this worker only: when cores are scarce the event loop is scheduled first.
 */
function yieldToTheEventLoop(): void {
  try {
    setPriority(BACKGROUND_NICENESS);
  } catch {
    // Not permitted or not supported here: the pool still keeps the work off the event loop.
  }
}

const port = parentPort;
if (port) {
  yieldToTheEventLoop();
  port.on('message', (job: SanitizeJob) => port.postMessage(run(job)));
  port.postMessage('ready');
}
