// `npm run build`: the server bundled to JavaScript (esbuild; docs/decisions/0042) and the web app (Vite), so
// `npm start` runs what was built and a production install needs neither tsx nor vite.
// `node scripts/build.mjs server` or `... web` builds one half. `--if-stale` builds a half only when it is missing
// or one of its sources is newer than it, so the test suite and repeated browser flows reuse one build.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const out = path.join(server, 'dist');

/** Packages a production install has: the server's and the contracts' dependencies, plus the root's. */
function productionPackages() {
  const names = new Set();
  for (const dir of [root, server, path.join(root, 'packages/contracts')]) {
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    for (const name of Object.keys(pkg.dependencies ?? {})) names.add(name);
  }
  return names;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

async function buildServer() {
  const started = Date.now();
  const { build } = await import('esbuild');
  rmSync(out, { recursive: true, force: true });
  const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
  const external = new Set();
  const result = await build({
    // Worker threads are started from files next to the bundle (`new URL('./x.mjs', import.meta.url)`), and the
    // operations CLI (backup/restore) is its own program: each is an entry of its own.
    entryPoints: {
      main: path.join(server, 'src/main.ts'),
      'sanitize-worker': path.join(server, 'src/workers/sanitize-worker.ts'),
      'client-support-worker': path.join(server, 'src/email/client-support-worker.ts'),
      operations: path.join(server, 'src/operations/cli.ts'),
    },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        // node_modules stay outside the bundle (native addons, files read at run time, licences intact); only the
        // workspace's own TypeScript packages (`@newsletter-os/*`, shipped as sources) are bundled in.
        name: 'externals',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith('@newsletter-os/')) return undefined;
            if (!builtins.has(args.path)) external.add(packageOf(args.path));
            return { path: args.path, external: true };
          });
        },
      },
    ],
    // Bundled CommonJS-era code may call require(); ESM has none, so give the bundle one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  if (result.errors.length) throw new Error('server build failed');

  // A package the server imports but only a dev install has would fail in production at the first request using it.
  const allowed = productionPackages();
  const missing = [...external].filter((name) => !allowed.has(name)).sort();
  if (missing.length) {
    throw new Error(`the server imports packages that are not production dependencies: ${missing.join(', ')}`);
  }

  // Files the code reads next to itself at run time.
  cpSync(path.join(server, 'src/db/migrations'), path.join(out, 'migrations'), { recursive: true });
  cpSync(path.join(server, 'src/lib/common-passwords.txt'), path.join(out, 'common-passwords.txt'));
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'BUILT'), `${new Date().toISOString()}\n`);
  console.log(`server built into apps/server/dist (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function buildWeb() {
  const started = Date.now();
  // The served build plus its manifest and per-chunk module record, so the JS budget test reads this build instead
  // of running a Vite build of its own (apps/server/bench/web-bundle.ts). The record moves out of the served folder:
  // it names source paths, which a production site has no reason to publish.
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'vite.bundle-stats.config.ts', '--manifest', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
      // A shell's NODE_ENV=development (or a test runner's) would build React's development bundle: build what ships.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  const stats = path.join(web, 'build-stats');
  rmSync(stats, { recursive: true, force: true });
  renameSync(path.join(web, 'dist/.vite'), stats);
  console.log(`web app built into apps/web/dist (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

const web = path.join(root, 'apps/web');
const shared = [
  path.join(root, 'packages/contracts'),
  path.join(root, 'package-lock.json'),
  path.join(root, 'scripts/build.mjs'),
];
/** What each half is made from, and the file its build writes last (so a build cut short counts as missing). */
const halves = {
  server: {
    sources: [path.join(server, 'src'), path.join(server, 'package.json'), ...shared],
    marker: path.join(out, 'BUILT'),
  },
  web: {
    sources: [
      ...['src', 'public', 'index.html', 'vite.config.ts', 'vite.bundle-stats.config.ts', 'package.json'].map((p) =>
        path.join(web, p),
      ),
      ...shared,
    ],
    marker: path.join(web, 'build-stats/manifest.json'),
  },
};

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

/** Built, and built after its sources last changed (an edit or a checkout moves a source's mtime past the build). */
function isFresh(half) {
  const { sources, marker } = halves[half];
  if (!existsSync(marker)) return false;
  const builtAt = statSync(marker).mtimeMs;
  return sources.every((source) => newestMtime(source) <= builtAt);
}

const args = process.argv.slice(2);
const ifStale = args.includes('--if-stale');
const only = args.find((a) => !a.startsWith('--'));
for (const half of ['server', 'web']) {
  if (only && only !== half) continue;
  if (ifStale && isFresh(half)) {
    console.log(`${half} build is up to date with its sources: reused`);
    continue;
  }
  if (half === 'server') await buildServer();
  else buildWeb();
}
