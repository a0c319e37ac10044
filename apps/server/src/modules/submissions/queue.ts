import type { JobDefinition } from '../../deps';
import { purgeSpamState } from './rate-limits';

export const PURGE_PORTAL_SPAM_STATE_QUEUE = 'purge-portal-spam-state';

/** Hourly: old rate-limit windows, redeemed proof-of-work challenges and old blocked counts go. */
export const purgePortalSpamStateJob: JobDefinition = {
  queue: PURGE_PORTAL_SPAM_STATE_QUEUE,
  policy: 'short',
  retryLimit: 0,
  cron: '23 * * * *',
  async handle(_data, deps) {
    await purgeSpamState(deps.db);
  },
};
