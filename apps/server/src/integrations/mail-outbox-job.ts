import type { JobDefinition } from '../deps';
import { purgeExpiredMail } from './mail-outbox';

export const PURGE_MAIL_OUTBOX_QUEUE = 'purge-mail-outbox';

/** 'purge-mail-outbox': a cron every hour (one run across all processes) deleting expired outbox rows. */
export const purgeMailOutboxJob: JobDefinition = {
  queue: PURGE_MAIL_OUTBOX_QUEUE,
  policy: 'short',
  retryLimit: 0,
  cron: '17 * * * *',
  async handle(_data, deps) {
    await purgeExpiredMail(deps.db);
  },
};
