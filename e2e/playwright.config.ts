import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(here, '../test-results'),
  globalSetup: path.join(here, 'global-setup.ts'),
  // Two spec files at a time against the one product. Every test makes its own account, workspace and mail address
  // (fixtures/auth.ts), so no test reads another's rows; a flow spends much of its time waiting (on the server, the
  // browser, a scheduled job's next poll, the next whole minute), which the other worker's flow fills. Tests of one
  // file stay in order in one worker. `--workers=1` gives the one-at-a-time run back for a diagnosis.
  workers: 2,
  fullyParallel: false,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // A whole flow's budget. Beside a second worker on a busy machine a long flow (screenshots at two widths, several
  // axe runs) took 72 s; a hang still fails here, and the action and expect timeouts below still catch a missing
  // control in seconds.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup before the workers start (they inherit its environment).
    baseURL: process.env.E2E_BASE_URL,
    headless: true,
    // A missing control fails the step in seconds rather than at the test timeout.
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
