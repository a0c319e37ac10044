import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  budgetLines,
  type Manifest,
  measureRoutes,
  moduleShares,
  moduleTableLines,
  routeFiles,
  shortModuleId,
} from '../../bench/lib/js-budget';
import { MEASURED_ROUTES } from '../../bench/web-bundle';

/**
 * A manifest shaped like the web build's: the entry imports React statically and the features dynamically; the
 * login screen's module is also imported by the whole auth feature, so it became a shared chunk named after it.
 */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      '_login.js',
      'src/app/query-client.ts',
      'src/app/shell/AppShell.tsx',
      'src/features/dashboard/index.ts',
    ],
  },
  '_react.js': { file: 'assets/react.js' },
  '_forms.js': { file: 'assets/forms.js', imports: ['_react.js'] },
  '_login.js': { file: 'assets/login.js', name: 'login', imports: ['index.html', '_forms.js'] },
  'src/app/query-client.ts': { file: 'assets/query-client.js', isDynamicEntry: true, imports: ['index.html'] },
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
  'assets/login.js': 'login '.repeat(100),
  'assets/query-client.js': 'queries '.repeat(150),
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
        files: ['assets/index.js', 'assets/react.js', 'assets/login.js', 'assets/forms.js'],
        gzipBytes: base + gz('assets/login.js') + gz('assets/forms.js'),
      },
      {
        route: '/dashboard',
        files: [
          'assets/index.js',
          'assets/react.js',
          'assets/query-client.js',
          'assets/AppShell.js',
          'assets/menus.js',
          'assets/dashboard.js',
        ],
        gzipBytes:
          base +
          gz('assets/query-client.js') +
          gz('assets/AppShell.js') +
          gz('assets/menus.js') +
          gz('assets/dashboard.js'),
      },
    ]);
  });

  it('prints each route against its target and a FAIL line for a route over it', () => {
    const lines = budgetLines(
      [
        { route: '/login', files: ['a.js', 'b.js'], gzipBytes: 99_900 },
        { route: '/dashboard', files: ['a.js', 'c.js', 'd.js'], gzipBytes: 130_210 },
      ],
      { '/login': 100_000, '/dashboard': 125_000 },
    );
    expect(lines).toEqual([
      '/login         99.9 KB gz in  2 files   target ≤ 100.0 KB gz ✓',
      '/dashboard    130.2 KB gz in  3 files   target ≤ 125.0 KB gz ✗',
      'FAIL: /dashboard needs 130.2 KB of JS (gzip), 5.2 KB over the budget',
    ]);
  });

  it('refuses a route table that no longer matches the build', async () => {
    await expect(measureRoutes(manifest, dist, { '/scheduler': ['src/features/calendar/index.ts'] })).rejects.toThrow(
      'No lazy chunk for "src/features/calendar/index.ts"',
    );
  });

  it('shares each chunk’s gzip size out among its modules by their own gzip weight, largest first', async () => {
    const modules = {
      'assets/react.js': [
        { id: '/repo/node_modules/react-dom/cjs/client.js', renderedBytes: 9000, gzipBytes: 300 },
        { id: '/repo/node_modules/react/cjs/react.js', renderedBytes: 1000, gzipBytes: 100 },
      ],
      'assets/index.js': [{ id: '/repo/apps/web/src/main.tsx', renderedBytes: 1200, gzipBytes: 50 }],
    };
    const shares = await moduleShares(dist, ['assets/index.js', 'assets/react.js'], modules, 2);
    const react = gz('assets/react.js');
    const all = [
      { module: 'react-dom/cjs/client.js', file: 'assets/react.js', gzipBytes: (react * 300) / 400 },
      { module: 'react/cjs/react.js', file: 'assets/react.js', gzipBytes: (react * 100) / 400 },
      { module: 'apps/web/src/main.tsx', file: 'assets/index.js', gzipBytes: gz('assets/index.js') },
    ];
    expect(shares).toEqual(all.sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 2));
    expect(moduleTableLines('/login', shares.slice(0, 1))[0]).toBe(
      '/login: top 1 modules by gzip (estimated share of their chunk)',
    );
    expect(moduleTableLines('/login', shares.slice(0, 1))[1]).toMatch(
      /^ {3}1\. +\d+\.\d KB {2}\S+ {2}\(assets\/\w+\.js\)$/,
    );
  });

  it('names modules from their package or from the repository root', () => {
    expect(shortModuleId('/work/x/node_modules/.pnpm/node_modules/zod/v4/core/schemas.js')).toBe(
      'zod/v4/core/schemas.js',
    );
    expect(shortModuleId('/work/x/apps/web/src/app/App.tsx')).toBe('apps/web/src/app/App.tsx');
    expect(shortModuleId('\0vite/preload-helper.js')).toBe('vite/preload-helper.js');
  });
});
