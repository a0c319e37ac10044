import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    // Each file runs on a database of its own (cloned from the migrated template), so files can run side by side.
    // Vitest's default (cores − 1) is one file at a time on 2 cores, where a file spends much of its time waiting on
    // PostgreSQL or on its module imports' disk reads: two at a time overlap those waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps its loaded modules from one file to the next instead of starting a fresh process per file: each
    // file used to import the whole server again (≈ 2.5 s of CPU per file, 226 files). Files stay independent: each
    // builds its own app on its own cloned database, no file mocks a module, and the two that fake the clock or set
    // an environment variable restore them. `--isolate` gives every file a fresh process again, for a diagnosis.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
