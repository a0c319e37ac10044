import type { PublishingDestination } from '@newsletter-os/contracts';
import type { BeehiivKeyRow } from '../beehiiv/repository';
import type { DestinationRow } from './repository';

/** Never the key: its last four characters only (Beehiiv's own key for a Beehiiv destination). */
export function presentDestination(
  row: DestinationRow | undefined,
  beehiivKey: BeehiivKeyRow | undefined,
): PublishingDestination {
  const kind = row?.kind ?? 'beehiiv';
  const ownKey = row && (kind === 'mailchimp' || kind === 'kit') && row.keyKind === kind;
  const lastFour = kind === 'beehiiv' ? (beehiivKey?.lastFour ?? null) : ownKey ? row.lastFour : null;
  const lists = kind === 'mailchimp' || kind === 'kit';
  return {
    kind,
    lastFour,
    audienceId: kind === 'mailchimp' ? (row?.audienceId ?? null) : null,
    segmentId: lists ? (row?.segmentId ?? null) : null,
    tagId: lists ? (row?.tagId ?? null) : null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}
