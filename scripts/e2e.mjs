// `npm run test:e2e`: provisions Debian's chromium when missing (as root), builds the server and the web app when
// their sources changed since the last build, runs Playwright.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the browser tests…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error("Browser tests need Debian's chromium: run 'sudo apt-get install chromium'.");
    process.exit(1);
  }
}

// The product under test is the built one (`npm start` runs apps/server/dist and serves apps/web/dist). A build
// newer than its sources is the one they would make: reusing it saves a Vite build (up to a minute on a busy
// machine) per run, and `npm test` builds once before the server tests, whose JS budget test reads the same build.
execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
// `--bench` runs the browser measurements (e2e/**/*.bench.ts) instead of the tests.
const bench = process.argv[2] === '--bench';
const config = bench ? 'e2e/playwright.bench.config.ts' : 'e2e/playwright.config.ts';
const result = spawnSync('npx', ['playwright', 'test', '-c', config, ...process.argv.slice(bench ? 3 : 2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
