import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

/**
 * Browser measurements (`*.bench.ts`): the same product, fixtures and browser as the browser tests, run by
 * `npm run bench` (`node scripts/e2e.mjs --bench`) rather than by `npm test`, because they print figures and have
 * no pass/fail goal of their own.
 */
export default defineConfig({ ...suite, testMatch: '**/*.bench.ts' });
