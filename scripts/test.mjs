// `npm test`: lint, typecheck, server tests, web tests, then the browser end-to-end tests.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', ['npm', 'run', 'lint']],
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['server tests', ['npm', 'run', 'test:server']],
  ['web tests', ['npm', 'run', 'test:web']],
  ['end-to-end tests', ['npm', 'run', 'test:e2e']],
];

const only = process.argv.slice(2);
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
