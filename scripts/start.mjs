// `npm start`: runs the built server (apps/server/dist) in this same process, so Ctrl-C and SIGTERM reach it
// directly. It builds first only when a build is missing — or, in a checkout with the dev tools installed, when
// the sources changed since the last build — so `npm install && npm start` stays two commands and a production
// install (`npm ci --omit=dev`, no tsx, no vite) never transpiles anything (docs/decisions/0042).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// npm scripts run the Node pinned in package.json (the `node` dependency); started by hand on an older Node the
// server would run on a runtime it is not tested on, possibly past its end of life.
const REQUIRED_NODE_MAJOR = 26;
if (Number(process.versions.node.split('.')[0]) < REQUIRED_NODE_MAJOR) {
  console.error(
    `Newsletter OS needs Node ${REQUIRED_NODE_MAJOR}; this is ${process.version}. ` +
      'Start it with `npm start`, which runs the Node pinned as the `node` dependency.',
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const server = path.join(root, 'apps/server');
const builtServer = path.join(server, 'dist/BUILT');
const builtWeb = path.join(web, 'dist/index.html');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** True in a development checkout: the build tools are installed. */
function canBuild() {
  const require = createRequire(import.meta.url);
  try {
    require.resolve('esbuild');
    require.resolve('vite/package.json', { paths: [web] });
    return true;
  } catch {
    return false;
  }
}

const contracts = path.join(root, 'packages/contracts/src');
const webSources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p));
const serverSources = [path.join(server, 'src'), path.join(server, 'package.json')];

const missing = [];
if (!builtAt(builtServer)) missing.push('server');
if (!builtAt(builtWeb)) missing.push('web');
const tools = canBuild();
if (missing.length && !tools) {
  console.error(
    `No build of the ${missing.join(' and ')} and no build tools in this install: run \`npm run build\` ` +
      'before `npm ci --omit=dev`, or install with dev dependencies.',
  );
  process.exit(1);
}
const stale = [];
if (tools) {
  if (Math.max(...[...serverSources, contracts].map(newestMtime)) > builtAt(builtServer)) stale.push('server');
  if (Math.max(...[...webSources, contracts].map(newestMtime)) > builtAt(builtWeb)) stale.push('web');
}
for (const part of stale) {
  console.log(`Building the ${part}…`);
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), part], { stdio: 'inherit' });
}

await import(path.join(server, 'dist/main.mjs'));
