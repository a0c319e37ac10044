// Entry of a sanitiser worker thread. The server runs TypeScript through tsx, whose loader a worker does not
// inherit everywhere (test runners start workers without it), so the worker registers it before loading its code.
import { register } from 'tsx/esm/api';

register();
await import('./sanitize-worker.ts');
