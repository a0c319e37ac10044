import type { JobDefinition } from '../../deps';
import { purgeSpamState } from './rate-limits';

/** Hourly: old rate-limit windows, redeemed proof-of-work challenges and old blocked counts go. */
export const purgePortalSpamStateJob: JobDefinition = {
  queue: 'purge-portal-spam-state',
  policy: 'short',
  retryLimit: 0,
  cron: '23 * * * *',
  async handle(_data, deps) {
    await purgeSpamState(deps.db);
  },
};
