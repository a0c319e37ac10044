import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { budgetLines, type Manifest, measureRoutes, routeFiles } from '../../bench/lib/js-budget';
import { MEASURED_ROUTES } from '../../bench/web-bundle';

/**
 * A manifest shaped like the web build's: the entry imports React statically and the features dynamically; the
 * auth feature is also imported by another feature, so it became a shared chunk named after it.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['_auth.js', 'src/app/shell/AppShell.tsx', 'src/features/dashboard/index.ts'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  '_auth.js': { file: 'assets/auth.js', name: 'auth', imports: ['index.html', '_forms.js'] },
  '_menus.js': { file: 'assets/menus.js', imports: ['_react.js'], dynamicImports: ['_later.js'] },
  '_later.js': { file: 'assets/later.js' },
  'src/app/shell/AppShell.tsx': {
    file: 'assets/AppShell.js',
    isDynamicEntry: true,
    imports: ['index.html', '_menus.js'],
  },
  'src/features/dashboard/index.ts': {
    file: 'assets/dashboard.js',
    isDynamicEntry: true,
    imports: ['index.html', '_react.js'],
  },
  'src/index.css': { file: 'assets/index.css' },
};

const contents: Record<string, string> = {
  'assets/index.js': 'entry '.repeat(200),
  'assets/react.js': 'react-dom '.repeat(2000),
  'assets/forms.js': 'forms '.repeat(300),
  'assets/auth.js': 'login '.repeat(100),
  'assets/menus.js': 'menus '.repeat(400),
  'assets/later.js': 'never measured '.repeat(5000),
  'assets/AppShell.js': 'shell '.repeat(100),
  'assets/dashboard.js': 'dashboard '.repeat(100),
};
const gz = (file: string) => gzipSync(contents[file] ?? '').length;

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'js-budget-'));
  // The manifest's paths are relative to the dist folder.
  await mkdir(join(dist, 'assets'));
  for (const [file, text] of Object.entries(contents)) await writeFile(join(dist, file), text);
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('web JS budget', () => {
  it("counts the entry, the route's lazy chunks and their static imports once each, never dynamic imports", () => {
    const files = routeFiles(manifest, 'index.html', ['src/app/shell/AppShell.tsx', 'src/features/dashboard/index.ts']);
    expect(files).toEqual([
      'assets/index.js',
      'assets/react.js',
      'assets/AppShell.js',
      'assets/menus.js',
      'assets/dashboard.js',
    ]);
  });

  it('sums the gzip size of each route, finding a lazy feature that became a shared chunk by its name', async () => {
    const results = await measureRoutes(manifest, dist, MEASURED_ROUTES);
    const base = gz('assets/index.js') + gz('assets/react.js');
    expect(results).toEqual([
      {
        route: '/login',
        files: ['assets/index.js', 'assets/react.js', 'assets/auth.js', 'assets/forms.js'],
        gzipBytes: base + gz('assets/auth.js') + gz('assets/forms.js'),
      },
      {
        route: '/dashboard',
        files: ['assets/index.js', 'assets/react.js', 'assets/AppShell.js', 'assets/menus.js', 'assets/dashboard.js'],
        gzipBytes: base + gz('assets/AppShell.js') + gz('assets/menus.js') + gz('assets/dashboard.js'),
      },
    ]);
  });

  it('prints each route against the target and a FAIL line for a route over it', () => {
    const lines = budgetLines(
      [
        { route: '/login', files: ['a.js', 'b.js'], gzipBytes: 124_900 },
        { route: '/dashboard', files: ['a.js', 'c.js', 'd.js'], gzipBytes: 130_210 },
      ],
      125_000,
    );
    expect(lines).toEqual([
      '/login        124.9 KB gz in  2 files   target ≤ 125.0 KB gz ✓',
      '/dashboard    130.2 KB gz in  3 files   target ≤ 125.0 KB gz ✗',
      'FAIL: /dashboard needs 130.2 KB of JS (gzip), 5.2 KB over the budget',
    ]);
  });

  it('refuses a route table that no longer matches the build', async () => {
    await expect(measureRoutes(manifest, dist, { '/scheduler': ['src/features/calendar/index.ts'] })).rejects.toThrow(
      'No lazy chunk for "src/features/calendar/index.ts"',
    );
  });
});
