import type { FeedItem, FeedStatus, FeedType } from '@newsletter-os/contracts';
import type { FeedItemRow, FeedItemTag } from './repository';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function presentFeedItem(row: FeedItemRow, tags: FeedItemTag[] = []): FeedItem {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    feedType: row.feedType as FeedType,
    feedStatus: row.feedStatus as FeedStatus,
    title: row.title,
    summary: row.summary,
    content: row.content,
    link: row.link,
    imageUrl: row.imageUrl,
    author: row.author,
    publishedAt: row.publishedAt.toISOString(),
    source: row.source,
    tags: tags.map((t) => ({ tagId: t.tagId, name: t.name, color: t.color })),
    businessCompanyId: row.businessCompanyId,
    company:
      row.companyId && row.companyName ? { id: row.companyId, name: row.companyName, logo: row.companyLogo } : null,
    adStartsAt: iso(row.adStartsAt),
    adEndsAt: iso(row.adEndsAt),
    ctaUrl: row.ctaUrl,
    placement: row.placement,
    eventStartsAt: iso(row.eventStartsAt),
    eventEndsAt: iso(row.eventEndsAt),
    venue: row.venue,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    price: row.price,
    ticketUrl: row.ticketUrl,
    eventLocationId: row.eventLocationId,
    distanceKm: row.distanceKm === null || row.distanceKm === undefined ? null : Math.round(row.distanceKm * 100) / 100,
    submitterName: row.submitterName,
    submitterEmail: row.submitterEmail,
    createdById: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Items with their tags, in the rows' order. */
export function presentFeedItems(rows: FeedItemRow[], tagsByItem: Map<string, FeedItemTag[]>): FeedItem[] {
  return rows.map((row) => presentFeedItem(row, tagsByItem.get(row.id)));
}
