// `npm start`: builds the web app when its sources changed since the last build, then runs the server
// in this same process (so Ctrl-C and SIGTERM reach it directly).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// npm scripts run the Node pinned in package.json (the `node` devDependency); started by hand on an end-of-life
// system Node, the product would take public traffic without security fixes, so say so.
if (Number(process.versions.node.split('.')[0]) < 22) {
  console.warn(`Node ${process.version} is past its end of life: start with \`npm start\` (it runs the pinned Node).`);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(web, p));
sources.push(path.join(root, 'packages/contracts/src'));
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (Math.max(...sources.map(newestMtime)) > builtAt) {
  console.log('Building the web app…');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: web, stdio: 'inherit' });
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
