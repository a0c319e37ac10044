import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Names of the environment variables through which the global setup hands the running product and the mail folder
 * to the test workers (workers inherit the runner's environment after the global setup has run).
 */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  mailDir: 'E2E_MAIL_DIR',
  smtpUrl: 'E2E_SMTP_URL',
  workDir: 'E2E_WORK_DIR',
  /** The fake Beehiiv API root the product talks to (its /__control/ endpoints set keys and scenarios). */
  beehiivUrl: 'E2E_BEEHIIV_URL',
  /** The product's data folder (its embedded PostgreSQL records its port there), for rows no screen makes yet. */
  dataDir: 'E2E_DATA_DIR',
} as const;

/**
 * The browser tests' product refuses a public form sent sooner than this after it was shown (PORTAL_MIN_FILL_SECONDS,
 * 3 s by default): a spec that fills a form faster than a person waits out only this second, not three.
 */
export const E2E_PORTAL_MIN_FILL_MS = 1_000;

/** A value the global setup must have set; a clear error when a spec runs without it. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run the browser tests with 'npm run test:e2e' so the global setup starts the product.`,
    );
  }
  return value;
}

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where running extra product instances are recorded (see startProduct's registryDir). */
export function instanceRegistryDir(): string {
  return path.join(requireEnv(E2E_ENV.workDir), 'instances');
}
