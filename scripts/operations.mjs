// `npm run backup` / `npm run restore`: runs apps/server/src/operations/cli.ts with the arguments given.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/operations/cli.ts'));
