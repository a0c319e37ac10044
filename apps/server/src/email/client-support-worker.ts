import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { clientSupportProblems } from './client-support';

// Runs doiuse-email (tens to hundreds of ms of synchronous CPU per email) on a worker thread, answering the
// sanitiser pool's messages (workers/sanitize-pool.ts), at a lower thread priority so the event loop goes first.

const BACKGROUND_NICENESS = 10;

const port = parentPort;
if (port) {
  try {
    setPriority(BACKGROUND_NICENESS);
  } catch {
    // Not permitted here: the work is still off the event loop.
  }
  port.on('message', (job: { id: number; markup: string }) => {
    try {
      port.postMessage({ id: job.id, status: 'ok', result: clientSupportProblems(job.markup) });
    } catch (err) {
      port.postMessage({ id: job.id, status: 'failed', message: err instanceof Error ? err.message : String(err) });
    }
  });
  port.postMessage('ready');
}
