// Generates the SQL migrations from the drizzle schema with drizzle-kit.
// Pass --squash to regenerate the whole history as one initial migration (only before a first release).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (process.argv.includes('--squash')) rmSync(path.join(root, 'src/db/migrations'), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2).filter((a) => a !== '--squash')], {
  cwd: root,
  stdio: 'inherit',
});
