import type { FeedType } from '@newsletter-os/contracts';

export interface ContentKind {
  feedType: FeedType;
  /** The tab's label. */
  label: string;
  /** One item, in lower case ("ad"). */
  noun: string;
  /** Many items, in lower case ("ads"). */
  plural: string;
  /** Multipart endpoint creating this kind; RSS items come from fetchers only. */
  createPath: string | null;
}

/** The content manager's tabs, in order (docs/product-spec.md section 1: the five kinds of content). */
export const contentKinds: readonly ContentKind[] = [
  { feedType: 'rss', label: 'RSS', noun: 'RSS item', plural: 'RSS items', createPath: null },
  { feedType: 'original', label: 'Original', noun: 'original item', plural: 'original items', createPath: '/feeds/' },
  {
    feedType: 'ugc',
    label: 'User submitted',
    noun: 'user submitted item',
    plural: 'user submitted items',
    createPath: '/feeds-ugc/',
  },
  { feedType: 'ads', label: 'Ads', noun: 'ad', plural: 'ads', createPath: '/feeds-ads/' },
  { feedType: 'events', label: 'Events', noun: 'event', plural: 'events', createPath: '/feeds-events/' },
];

export function kindOf(feedType: FeedType): ContentKind {
  const kind = contentKinds.find((k) => k.feedType === feedType);
  if (!kind) throw new Error(`Unknown content kind ${feedType}`);
  return kind;
}

export function isFeedType(value: string): value is FeedType {
  return contentKinds.some((kind) => kind.feedType === value);
}
