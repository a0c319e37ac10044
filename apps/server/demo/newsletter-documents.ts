import type { NewsletterDocumentInput } from '@newsletter-os/contracts';

// Newsletter documents of the demo workspaces and the tests: one block of every type, so renderers, seeds and
// validation all see the whole block vocabulary.

export interface FeedSources {
  articleId: string;
  eventId: string;
  adId: string;
  /** When the items were last changed (their updatedAt at insertion). */
  updatedAt: string;
  /** The items' titles, as their snapshots show them. */
  titles?: { article: string; event: string; ad: string };
  /** The event's and the ad's own dates, as their snapshots show them (the readiness checks read these). */
  dates?: SourceDates;
}

interface SourceDates {
  eventStartsAt: string;
  eventEndsAt?: string;
  adStartDate?: string;
  adEndDate?: string;
}

const PLACEHOLDER_DATES: SourceDates = {
  eventStartsAt: '2026-06-01T18:00:00.000Z',
  adStartDate: '2026-05-01',
  adEndDate: '2026-05-31',
};

const PLACEHOLDER_SOURCES: FeedSources = {
  articleId: '00000000-0000-4000-8000-000000000001',
  eventId: '00000000-0000-4000-8000-000000000002',
  adId: '00000000-0000-4000-8000-000000000003',
  updatedAt: '2026-05-01T08:00:00.000Z',
};

export function everyBlockDocument(sources: FeedSources = PLACEHOLDER_SOURCES): NewsletterDocumentInput {
  const titles = sources.titles ?? { article: 'Bridge reopens', event: 'Summer concert', ad: 'Bakery opening' };
  const dates = sources.dates ?? PLACEHOLDER_DATES;
  const feed = { contentType: 'feed' as const, snapshotAt: sources.updatedAt, sourceUpdatedAt: sources.updatedAt };
  return {
    schemaVersion: 1,
    blocks: [
      { id: 'title', type: 'h1', content: [{ type: 'text', text: 'This week in Riverside' }], align: 'center' },
      {
        id: 'intro',
        type: 'paragraph',
        content: [
          { type: 'text', text: 'Good morning! ' },
          {
            type: 'text',
            text: 'Big news',
            marks: [{ type: 'bold' }, { type: 'textStyle', attrs: { color: '#dc2626' } }],
          },
          { type: 'hardBreak' },
          { type: 'text', text: 'read on', marks: [{ type: 'link', attrs: { href: 'https://example.com/news' } }] },
        ],
      },
      { id: 'section', type: 'h2', content: [{ type: 'text', text: 'Around town' }] },
      { id: 'minor', type: 'h3', content: [{ type: 'text', text: 'In brief' }] },
      { id: 'quote', type: 'blockquote', content: [{ type: 'text', text: 'A town is its people.' }] },
      { id: 'snippet', type: 'code', content: [{ type: 'text', text: '<b>opening hours</b>: 9–17' }] },
      {
        id: 'bullets',
        type: 'ul',
        items: [
          { content: [{ type: 'text', text: 'Market on Saturday' }] },
          { content: [{ type: 'text', text: 'Library late night' }] },
        ],
        align: 'left',
      },
      { id: 'steps', type: 'ol', items: [{ content: [{ type: 'text', text: 'Register' }] }] },
      {
        id: 'photo',
        type: 'image',
        src: 'https://images.example.com/river.jpg',
        alt: 'The river at dawn',
        decorative: false,
        width: 1200,
        height: 800,
      },
      {
        id: 'gif',
        type: 'gif',
        src: 'https://static.klipy.com/ii/abc/9RtN2v41xkQ.gif',
        alt: 'A dog dancing',
        width: 498,
        height: 280,
        provider: 'klipy',
        sourceUrl: 'https://klipy.com/gifs/happy-dance-9RtN2v41xkQ',
      },
      {
        id: 'video',
        type: 'youtube',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        preview: { title: 'Council meeting' },
      },
      { id: 'post', type: 'twitter', url: 'https://x.com/riverside/status/1790000000000000000' },
      { id: 'map', type: 'embed', url: 'https://maps.example.com/riverside', preview: { title: 'Town map' } },
      { id: 'cta', type: 'button', label: 'Subscribe', href: 'https://example.com/subscribe', align: 'center' },
      { id: 'rule', type: 'divider' },
      {
        id: 'story',
        type: 'article',
        ...feed,
        sourceItemId: sources.articleId,
        snapshot: {
          title: titles.article,
          summary: 'After two years the old bridge is open again.',
          link: 'https://example.com/bridge',
        },
      },
      {
        id: 'concert',
        type: 'event',
        ...feed,
        sourceItemId: sources.eventId,
        snapshot: {
          title: titles.event,
          startsAt: dates.eventStartsAt,
          ...(dates.eventEndsAt ? { endsAt: dates.eventEndsAt } : {}),
          venue: 'Town square',
        },
      },
      {
        id: 'agenda',
        type: 'events',
        contentType: 'feed',
        heading: 'This week',
        entries: [{ ...feed, sourceItemId: sources.eventId, snapshot: { title: titles.event } }],
      },
      {
        id: 'sponsor',
        type: 'ad',
        ...feed,
        sourceItemId: sources.adId,
        snapshot: {
          title: titles.ad,
          ...(dates.adStartDate ? { startDate: dates.adStartDate } : {}),
          ...(dates.adEndDate ? { endDate: dates.adEndDate } : {}),
          businessName: 'Corner Bakery',
        },
      },
    ],
  };
}
