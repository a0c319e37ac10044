import { lazyModule } from './lazy-module';

/**
 * The builder's answer checks (answers.ts, with zod), asked for as the builder's code runs: they download beside the
 * newsletter's request and the first paint instead of before it, and every answer waits for them.
 */
export const builderAnswers = lazyModule(() => import('./answers'));
