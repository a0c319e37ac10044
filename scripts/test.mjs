// `npm test`: lint, typecheck and the build side by side, then server tests, web tests, then the browser end-to-end
// tests. Each test runner also writes a JSON report, so the run ends with one line counting every test.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'nos-test-reports-'));
const vitestJson = (name) => [
  '--',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, name)}`,
];

/**
 * Steps run in order; the steps of one group run side by side. The first group's steps each keep one core busy for
 * well under the time of the longest (typecheck is one single-threaded tsc after another), so together they take
 * about as long as typecheck alone. The build comes before the server tests so that their JS budget test and the
 * browser tests read the same build instead of making one each (scripts/build.mjs --if-stale).
 */
const groups = [
  [
    { name: 'lint', cmd: ['npm', 'run', 'lint'] },
    { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
    { name: 'build', cmd: ['node', 'scripts/build.mjs', '--if-stale'] },
  ],
  [
    {
      name: 'server tests',
      cmd: ['npm', 'run', 'test', '-w', 'apps/server', ...vitestJson('server.json')],
      report: 'server.json',
    },
  ],
  [{ name: 'web tests', cmd: ['npm', 'run', 'test', '-w', 'apps/web', ...vitestJson('web.json')], report: 'web.json' }],
  [
    {
      name: 'end-to-end tests',
      cmd: ['node', 'scripts/e2e.mjs', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
      report: 'e2e.json',
    },
  ],
];

/** passed / failed / skipped from a vitest or Playwright JSON report. */
function countsOf(file) {
  const full = path.join(reports, file);
  if (!existsSync(full)) return undefined;
  const report = JSON.parse(readFileSync(full, 'utf8'));
  if (report.stats) {
    const { expected = 0, unexpected = 0, skipped = 0, flaky = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Runs one step. Alone it writes to the terminal as it goes; beside others its output is held and printed in one
 * piece when it ends, so two steps' lines never interleave.
 */
function run(step, alone) {
  const started = Date.now();
  const [cmd, ...args] = step.cmd;
  const child = spawn(cmd, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...step.env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      resolve({ step, code: code ?? 1, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const only = process.argv.slice(2);
const total = { passed: 0, failed: 0, skipped: 0 };
/** Each step's wall time, printed again together at the end so a slow step is easy to spot. */
const times = [];
const runStarted = Date.now();
let status = 0;
for (const group of groups) {
  const chosen = group.filter((step) => !only.length || only.some((o) => step.name.startsWith(o)));
  if (!chosen.length) continue;
  const alone = chosen.length === 1;
  if (alone) console.log(`\n▶ ${chosen[0].name}`);
  else console.log(`\n▶ ${chosen.map((step) => step.name).join(', ')} (side by side)`);
  const results = await Promise.all(chosen.map((step) => run(step, alone)));
  for (const { step, code, seconds } of results) {
    times.push({ step: step.name, seconds: Number(seconds.toFixed(1)) });
    const counts = step.report ? countsOf(step.report) : undefined;
    if (counts) for (const key of Object.keys(total)) total[key] += counts[key];
    if (code !== 0) {
      console.error(`✖ ${step.name} failed`);
      status = code;
    } else console.log(`✔ ${step.name} (${seconds.toFixed(1)} s)`);
  }
  if (status !== 0) break;
}
rmSync(reports, { recursive: true, force: true });
console.log('\nstep times:');
for (const { step, seconds } of times) console.log(`  ${step.padEnd(18)} ${String(seconds).padStart(7)} s`);
// Steps side by side overlap, so the total is the run's own wall time, not the sum of the steps.
console.log(`  ${'total'.padEnd(18)} ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(7)} s`);
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(status);
