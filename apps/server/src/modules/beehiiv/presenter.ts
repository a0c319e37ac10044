import type { NewsletterKeys } from '@newsletter-os/contracts';
import type { BeehiivKeyRow } from './repository';

/** Never the key itself: its last four characters only. */
export function presentNewsletterKeys(row: BeehiivKeyRow | undefined | null): NewsletterKeys {
  return {
    beehiiv: row
      ? { lastFour: row.lastFour, checkedAt: row.checkedAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
      : null,
  };
}
