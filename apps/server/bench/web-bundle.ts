// The web app's JS budget: builds the SPA with a manifest and measures, per route, the gzip size of the JS the
// browser must fetch before the screen renders (entry chunk, the route's lazy feature chunk, their static imports).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { budgetLines, type Manifest, measureRoutes } from './lib/js-budget';

/** Target for the first screen's JS, gzip (1 KB = 1000 bytes, as Vite reports sizes). */
export const JS_BUDGET_BYTES = 125_000;

/** The lazily loaded modules each measured route renders, by source (apps/web/src/app/router.tsx). */
export const MEASURED_ROUTES = {
  '/login': ['src/features/auth/index.ts'],
  '/dashboard': ['src/app/shell/AppShell.tsx', 'src/features/dashboard/index.ts'],
} as const satisfies Record<string, readonly string[]>;

const BUILD_TIMEOUT_MS = 180_000;
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export async function benchWebBundle(): Promise<string[]> {
  const outDir = await mkdtemp(join(tmpdir(), 'web-bundle-'));
  try {
    await promisify(execFile)(
      'npm',
      [
        'run',
        'build',
        '-w',
        'apps/web',
        '--',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--manifest',
        '--logLevel',
        'error',
      ],
      { cwd: repoRoot, timeout: BUILD_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
    );
    const manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const results = await measureRoutes(manifest, outDir, MEASURED_ROUTES);
    const lines = budgetLines(results, JS_BUDGET_BYTES);
    if (lines.some((line) => line.startsWith('FAIL'))) process.exitCode = 1;
    return lines;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx bench/web-bundle.ts` (the full `npm run bench` runs it with the domain benchmarks).
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  benchWebBundle().then((lines) => {
    for (const line of lines) console.log(line);
  });
}
