import { blockSchema, type FeedItem, isFeedBlock, isMediaBlock } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { emptyBlock, eventsBlockOf, feedBlockOf, feedSourceState } from './block-factory';

const item = (overrides: Partial<FeedItem>): FeedItem => ({
  id: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  workspaceId: '1f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
  feedType: 'rss',
  feedStatus: 'active',
  title: 'Harbour <b>reopens</b>',
  summary: '<p>The harbour is open again.</p>',
  content: null,
  link: 'https://news.example/harbour',
  imageUrl: 'javascript:alert(1)',
  author: 'Ann',
  publishedAt: '2026-06-01T08:00:00.000Z',
  source: 'Gazette',
  tags: [],
  businessCompanyId: null,
  company: null,
  adStartsAt: null,
  adEndsAt: null,
  ctaUrl: null,
  placement: null,
  eventStartsAt: null,
  eventEndsAt: null,
  venue: null,
  address: null,
  latitude: null,
  longitude: null,
  price: null,
  ticketUrl: null,
  eventLocationId: null,
  distanceKm: null,
  submitterName: null,
  submitterEmail: null,
  createdById: null,
  createdAt: '2026-06-01T08:00:00.000Z',
  updatedAt: '2026-06-02T08:00:00.000Z',
  ...overrides,
});

describe('blocks made in the builder', () => {
  it('follows the spec rules for feed and media blocks', () => {
    expect(isFeedBlock(feedBlockOf(item({})))).toBe(true);
    expect(isFeedBlock({ type: 'events' })).toBe(true);
    expect(isFeedBlock({ type: 'paragraph', contentType: 'feed' })).toBe(true);
    expect(isFeedBlock(emptyBlock('paragraph'))).toBe(false);
    for (const type of ['youtube', 'embed', 'twitter', 'image', 'button', 'gif'])
      expect(isMediaBlock({ type })).toBe(true);
    expect(isMediaBlock(emptyBlock('divider'))).toBe(false);
  });

  it('makes articles, events and ads from content items that the server accepts', () => {
    const article = feedBlockOf(item({}));
    expect(article).toMatchObject({ type: 'article', sourceItemId: item({}).id, sourceUpdatedAt: item({}).updatedAt });
    expect(article.snapshot.title).toBe('Harbour reopens');
    expect(article.snapshot.imageUrl).toBeUndefined();
    expect(blockSchema.safeParse(article).success).toBe(true);

    const event = feedBlockOf(
      item({ feedType: 'events', eventStartsAt: '2026-06-13T18:00:00.000Z', venue: 'Town Hall' }),
    );
    expect(event).toMatchObject({ type: 'event', snapshot: { venue: 'Town Hall' } });
    expect(blockSchema.safeParse(event).success).toBe(true);

    const ad = feedBlockOf(
      item({ feedType: 'ads', adStartsAt: '2026-06-01', adEndsAt: '2026-06-30', ctaUrl: 'https://shop.example' }),
    );
    expect(ad).toMatchObject({ type: 'ad', snapshot: { link: 'https://shop.example', endDate: '2026-06-30' } });
    expect(blockSchema.safeParse(ad).success).toBe(true);

    const list = eventsBlockOf([item({ feedType: 'events' })], 'This weekend');
    expect(blockSchema.safeParse(list).success).toBe(true);
  });

  it('makes empty text blocks the server accepts', () => {
    for (const type of ['paragraph', 'h1', 'h2', 'h3', 'blockquote', 'code', 'ul', 'ol', 'divider'] as const) {
      expect(blockSchema.safeParse(emptyBlock(type)).success).toBe(true);
    }
  });

  it('says when a source changed or went away', () => {
    const at = '2026-06-02T08:00:00.000Z';
    expect(feedSourceState(at, { updatedAt: at, feedStatus: 'active' })).toBe('fresh');
    expect(feedSourceState(at, { updatedAt: '2026-06-03T08:00:00.000Z', feedStatus: 'active' })).toBe('changed');
    expect(feedSourceState(at, { updatedAt: at, feedStatus: 'archived' })).toBe('archived');
    expect(feedSourceState(at, null)).toBe('missing');
  });
});
