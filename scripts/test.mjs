// `npm test`: lint, typecheck, server tests, web tests, then the browser end-to-end tests.
// Each test runner also writes a JSON report, so the run ends with one line counting every test.
import { spawnSync } from 'node:child_process';
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

const steps = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  {
    name: 'server tests',
    cmd: ['npm', 'run', 'test', '-w', 'apps/server', ...vitestJson('server.json')],
    report: 'server.json',
  },
  { name: 'web tests', cmd: ['npm', 'run', 'test', '-w', 'apps/web', ...vitestJson('web.json')], report: 'web.json' },
  {
    name: 'end-to-end tests',
    cmd: ['node', 'scripts/e2e.mjs', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    report: 'e2e.json',
  },
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

const only = process.argv.slice(2);
const total = { passed: 0, failed: 0, skipped: 0 };
/** Each step's wall time, printed again together at the end so a slow step is easy to spot. */
const times = [];
let status = 0;
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const [cmd, ...args] = step.cmd;
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  times.push({ step: step.name, seconds: Number(((Date.now() - started) / 1000).toFixed(1)) });
  const counts = step.report ? countsOf(step.report) : undefined;
  if (counts) for (const key of Object.keys(total)) total[key] += counts[key];
  if (result.status !== 0) {
    console.error(`✖ ${step.name} failed`);
    status = result.status ?? 1;
    break;
  }
  console.log(`✔ ${step.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
rmSync(reports, { recursive: true, force: true });
console.log('\nstep times:');
for (const { step, seconds } of times) console.log(`  ${step.padEnd(18)} ${String(seconds).padStart(7)} s`);
console.log(
  `  ${'total'.padEnd(18)} ${times
    .reduce((sum, t) => sum + t.seconds, 0)
    .toFixed(1)
    .padStart(7)} s`,
);
console.log(`\ntests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(status);
