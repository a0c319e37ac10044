// `npm run demo`: the product with local fakes of every outside service (GIF provider, Beehiiv, LLM providers,
// geocoder) and a seeded demo business, in its own data folder (./data-demo). Nothing here reaches the internet.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/demo/prepare.ts'));
await import('./start.mjs');
