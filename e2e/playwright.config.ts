import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  testDir: here,
  testMatch: '**/*.spec.ts',
  outputDir: path.join(here, '../test-results'),
  globalSetup: path.join(here, 'global-setup.ts'),
  // One product instance and a 2-core machine: specs run one at a time.
  workers: 1,
  fullyParallel: false,
  // A flaky test is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  timeout: 60_000,
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
