import type { EventLocation } from '@newsletter-os/contracts';
import type { EventLocationRow } from './repository';

export function presentEventLocation(row: EventLocationRow): EventLocation {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    latitude: row.latitude,
    longitude: row.longitude,
    defaultRadiusKm: row.defaultRadiusKm,
    sources: row.sources.map((s) => ({ url: s.url, kind: s.kind })),
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
  };
}
