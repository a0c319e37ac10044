// Entry of the client-support worker thread; registers tsx's loader first, as the sanitiser's entry does
// (docs/decisions/0006).
import { register } from 'tsx/esm/api';

register();
await import('./client-support-worker.ts');
