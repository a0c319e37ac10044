// `npm run backup` / `npm run restore`: runs the operations CLI (apps/server/src/operations/cli.ts) with the
// arguments given — its build (apps/server/dist/operations.mjs) when there is one, so a production install without
// dev tools can back up and restore; otherwise its sources through tsx.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = path.join(root, 'apps/server/dist/operations.mjs');
if (existsSync(built)) {
  await import(built);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(path.join(root, 'apps/server/src/operations/cli.ts'));
}
