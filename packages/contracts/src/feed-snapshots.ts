import type { FeedItem } from './feeds';
import type { BlockOfType } from './newsletter-document';

/**
 * What a content-manager item shows in a newsletter block (its snapshot). One function for the browser, which
 * inserts blocks, and the server, which refreshes them: a refreshed block reads exactly as a newly inserted one.
 */

/** The item fields a snapshot is made from (a presented `FeedItem`, or less). */
export type SnapshotSource = Pick<
  FeedItem,
  | 'feedType'
  | 'title'
  | 'summary'
  | 'link'
  | 'imageUrl'
  | 'author'
  | 'publishedAt'
  | 'adStartsAt'
  | 'adEndsAt'
  | 'ctaUrl'
  | 'eventStartsAt'
  | 'eventEndsAt'
  | 'venue'
  | 'address'
  | 'ticketUrl'
> & { company?: { name: string } | null };

export type FeedSnapshotKind = 'article' | 'event' | 'ad';
export type ArticleSnapshot = BlockOfType<'article'>['snapshot'];
export type EventSnapshot = BlockOfType<'event'>['snapshot'];
export type AdSnapshot = BlockOfType<'ad'>['snapshot'];

function optional<T>(value: T | null | undefined): T | undefined {
  return value === null || value === undefined || value === '' ? undefined : value;
}

/** Text for a snapshot: the document refuses markup in plain-text fields, so anything tag-like is dropped. */
export function snapshotText(value: string | null | undefined, max: number): string | undefined {
  if (!value) return undefined;
  const text = value
    .replace(/<[^>]*>/g, ' ')
    .replace(/<(?=[A-Za-z/!?])/g, '‹')
    .replace(/\s+/g, ' ')
    .trim();
  return text ? text.slice(0, max) : undefined;
}

function isHttpUrl(value: string | null | undefined): value is string {
  return !!value && /^https?:\/\/[^\s]+$/i.test(value);
}

function imageOf(item: SnapshotSource): string | undefined {
  const url = item.imageUrl;
  if (!url) return undefined;
  return isHttpUrl(url) || /^\/uploads\/[A-Za-z0-9/_.-]+$/.test(url) ? url : undefined;
}

function linkOf(item: SnapshotSource): string | undefined {
  const link =
    item.feedType === 'ads'
      ? (item.ctaUrl ?? item.link)
      : item.feedType === 'events'
        ? (item.ticketUrl ?? item.link)
        : item.link;
  return isHttpUrl(link) ? link : undefined;
}

function baseSnapshot(item: SnapshotSource) {
  return {
    title: snapshotText(item.title, 500) ?? 'Untitled',
    summary: snapshotText(item.summary, 5_000),
    imageUrl: imageOf(item),
    link: linkOf(item),
  };
}

export function feedSnapshotKindOf(item: Pick<FeedItem, 'feedType'>): FeedSnapshotKind {
  if (item.feedType === 'events') return 'event';
  if (item.feedType === 'ads') return 'ad';
  return 'article';
}

export function eventSnapshotOf(item: SnapshotSource): EventSnapshot {
  return {
    ...baseSnapshot(item),
    startsAt: optional(item.eventStartsAt),
    endsAt: optional(item.eventEndsAt),
    venue: snapshotText(item.venue, 300),
    address: snapshotText(item.address, 500),
  };
}

export function adSnapshotOf(item: SnapshotSource): AdSnapshot {
  return {
    ...baseSnapshot(item),
    startDate: optional(item.adStartsAt),
    endDate: optional(item.adEndsAt),
    businessName: snapshotText(item.company?.name, 200),
  };
}

export function articleSnapshotOf(item: SnapshotSource): ArticleSnapshot {
  const feedType =
    item.feedType === 'rss' || item.feedType === 'original' || item.feedType === 'ugc' ? item.feedType : undefined;
  return {
    ...baseSnapshot(item),
    feedType,
    author: snapshotText(item.author, 200),
    publishedAt: optional(item.publishedAt),
  };
}

/** What a reader of the block would see differ, by label, between an old snapshot and a new one. */
const SNAPSHOT_FIELD_LABELS: Record<string, string> = {
  title: 'title',
  summary: 'summary',
  imageUrl: 'image',
  link: 'link',
  startsAt: 'start',
  endsAt: 'end',
  venue: 'venue',
  address: 'address',
  startDate: 'run dates',
  endDate: 'run dates',
  businessName: 'advertiser',
  author: 'author',
  publishedAt: 'date',
  feedType: 'kind',
};

/** The labels of the fields that differ between two snapshots of one item, each once, in the card's order. */
export function snapshotChanges(before: object, after: object): string[] {
  const old = before as Record<string, unknown>;
  const next = after as Record<string, unknown>;
  const labels: string[] = [];
  for (const [field, label] of Object.entries(SNAPSHOT_FIELD_LABELS)) {
    const a = old[field];
    const b = next[field];
    const same =
      a === b ||
      (typeof a === 'string' && typeof b === 'string' && Date.parse(a) === Date.parse(b) && /^\d{4}-/.test(a));
    if (!same && !labels.includes(label)) labels.push(label);
  }
  return labels;
}
