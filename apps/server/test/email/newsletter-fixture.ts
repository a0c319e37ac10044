import { type NewsletterDocumentInput, type NewsletterStyle, newsletterDocumentSchema } from '@newsletter-os/contracts';
import type { RenderableNewsletter } from '../../src/email/render-newsletter';

// The email quality fixture: 30 blocks with every block type, 40 links and 12 images (the logo included), as the
// builder stores them. The 300-block variant repeats it for the speed benchmark.

const feed = {
  contentType: 'feed' as const,
  snapshotAt: '2026-10-08T08:00:00.000Z',
  sourceUpdatedAt: '2026-10-08T08:00:00.000Z',
};
const source = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const link = (text: string, href: string) => ({
  type: 'text' as const,
  text,
  marks: [{ type: 'link' as const, attrs: { href } }],
});
const text = (value: string) => ({ type: 'text' as const, text: value });
const img = (name: string) => `https://images.riverside-news.example/2026/10/${name}.jpg`;
const site = (path: string) => `https://riverside-news.example/${path}`;

export const FIXTURE_BLOCKS: NewsletterDocumentInput['blocks'] = [
  { id: 'title', type: 'h1', content: [text('This week in Riverside')], align: 'center' },
  {
    id: 'intro',
    type: 'paragraph',
    content: [
      text('Good morning! '),
      { type: 'text', text: 'Big news', marks: [{ type: 'bold' }, { type: 'textStyle', attrs: { color: '#dc2626' } }] },
      text(' this week: the '),
      link('old bridge reopens', site('news/bridge-reopens')),
      text(' and the '),
      link('library stays open late', site('news/library-late-nights')),
      { type: 'hardBreak' },
      { type: 'text', text: 'Read on.', marks: [{ type: 'italic' }] },
    ],
  },
  {
    id: 'hero',
    type: 'image',
    src: img('river-at-dawn'),
    alt: 'The river at dawn, seen from the old bridge',
    decorative: false,
    width: 1200,
    height: 800,
    href: site('photos/river-at-dawn'),
    caption: 'Photo: Ana Ruiz',
  },
  { id: 'around', type: 'h2', content: [text('Around town')] },
  {
    id: 'story-1',
    type: 'article',
    ...feed,
    sourceItemId: source(1),
    snapshot: {
      title: 'Bridge reopens after two years',
      summary: 'The old stone bridge carries traffic again from Monday, with a new cycle lane.',
      imageUrl: img('bridge'),
      link: site('news/bridge-reopens'),
      author: 'Ana Ruiz',
    },
  },
  {
    id: 'story-2',
    type: 'article',
    ...feed,
    sourceItemId: source(2),
    snapshot: {
      title: 'School run: new crossing on Mill Lane',
      summary: 'A staffed crossing starts at the primary school after parents asked for one.',
      imageUrl: img('crossing'),
      link: site('news/mill-lane-crossing'),
    },
  },
  {
    id: 'story-3',
    type: 'article',
    ...feed,
    sourceItemId: source(3),
    snapshot: {
      title: 'Allotments: waiting list opens',
      summary: 'Twelve plots come free this winter.',
      imageUrl: img('allotments'),
      link: site('news/allotments'),
    },
  },
  {
    id: 'links',
    type: 'paragraph',
    content: [
      text('Also this week: '),
      link('bin days change', site('news/bins')),
      text(', '),
      link('the pool reopens', site('news/pool')),
      text(', '),
      link('council minutes', site('council/minutes')),
      text(', '),
      link('road works', site('news/road-works')),
      text(' and '),
      link('lost and found', site('lost-and-found')),
      text('.'),
    ],
  },
  { id: 'brief', type: 'h3', content: [text('In brief')] },
  {
    id: 'bullets',
    type: 'ul',
    align: 'left',
    items: [
      { content: [link('Market on Saturday', site('market'))] },
      { content: [link('Library late night', site('library'))] },
      { content: [link('Repair café', site('repair-cafe'))] },
      { content: [link('Choir auditions', site('choir'))] },
      { content: [link('Blood donation', site('blood-donation'))] },
      { content: [link('Park run', site('park-run'))] },
    ],
  },
  {
    id: 'steps',
    type: 'ol',
    align: 'center',
    items: [
      { content: [text('Register '), link('online', site('register'))] },
      { content: [text('Pick a '), link('time slot', site('slots'))] },
      { content: [text('Bring '), link('your card', site('card'))] },
    ],
  },
  {
    id: 'quote',
    type: 'blockquote',
    content: [text('A town is its people. '), link('Read the interview', site('interview'))],
  },
  { id: 'hours', type: 'code', content: [text('<b>Opening hours</b>\nMon–Fri  9:00–17:00\nSat      9:00–12:00')] },
  { id: 'rule-1', type: 'divider' },
  { id: 'whats-on', type: 'h2', content: [text("What's on")] },
  {
    id: 'concert',
    type: 'event',
    ...feed,
    sourceItemId: source(4),
    snapshot: {
      title: 'Autumn concert',
      startsAt: '2026-10-17T18:00:00.000Z',
      endsAt: '2026-10-17T20:30:00.000Z',
      venue: 'Town Hall',
      address: '1 Market Square, Riverside',
      imageUrl: img('concert'),
      link: site('events/autumn-concert'),
      summary: 'The town band and the school choir.',
    },
  },
  {
    id: 'quiz',
    type: 'event',
    ...feed,
    sourceItemId: source(5),
    snapshot: {
      title: 'Pub quiz',
      startsAt: '2026-10-15T18:30:00.000Z',
      venue: 'The Anchor',
      link: site('events/quiz'),
    },
  },
  {
    id: 'agenda',
    type: 'events',
    contentType: 'feed',
    heading: 'More this week',
    entries: [
      {
        ...feed,
        sourceItemId: source(6),
        snapshot: {
          title: 'Book club',
          startsAt: '2026-10-13T17:00:00.000Z',
          venue: 'Library',
          link: site('events/book-club'),
        },
      },
      {
        ...feed,
        sourceItemId: source(7),
        snapshot: {
          title: 'Yoga in the park',
          startsAt: '2026-10-14T07:30:00.000Z',
          venue: 'Riverside Park',
          link: site('events/yoga'),
        },
      },
      {
        ...feed,
        sourceItemId: source(8),
        snapshot: {
          title: 'Film night',
          startsAt: '2026-10-16T19:00:00.000Z',
          venue: 'Community Centre',
          link: site('events/film-night'),
        },
      },
    ],
  },
  {
    id: 'sponsor-1',
    type: 'ad',
    ...feed,
    sourceItemId: source(9),
    snapshot: {
      title: 'Fresh sourdough every morning',
      summary: 'Ten percent off for readers this week.',
      imageUrl: img('bakery'),
      link: site('partners/corner-bakery'),
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      businessName: 'Corner Bakery',
    },
  },
  { id: 'cta', type: 'button', label: 'Subscribe', href: site('subscribe'), align: 'center' },
  {
    id: 'gif',
    type: 'gif',
    src: 'https://static.klipy.com/ii/abc/9RtN2v41xkQ.gif',
    alt: 'A dog dancing on a sofa',
    width: 498,
    height: 280,
    provider: 'klipy',
    sourceUrl: 'https://klipy.com/gifs/happy-dance-9RtN2v41xkQ',
  },
  {
    id: 'video',
    type: 'youtube',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    preview: { title: 'Council meeting, 7 October', providerName: 'YouTube' },
  },
  {
    id: 'post',
    type: 'twitter',
    url: 'https://x.com/riverside/status/1790000000000000000',
    preview: {
      authorName: 'Riverside Council',
      description: 'The bridge is open! Thanks to everyone for their patience.',
      thumbnailUrl: img('post-bridge'),
    },
  },
  {
    id: 'map',
    type: 'embed',
    url: 'https://maps.riverside-news.example/road-works',
    preview: {
      title: 'Road works map',
      description: 'Where the diggers are this week.',
      thumbnailUrl: img('map'),
      providerName: 'Riverside Maps',
    },
  },
  { id: 'flourish', type: 'image', src: img('flourish'), alt: '', decorative: true, width: 200, height: 20 },
  {
    id: 'styled',
    type: 'paragraph',
    align: 'right',
    content: [
      {
        type: 'text',
        text: 'Small print ',
        marks: [{ type: 'textStyle', attrs: { fontSize: '14px', fontFamily: 'Verdana' } }],
      },
      {
        type: 'text',
        text: 'in black weight',
        marks: [{ type: 'textStyle', attrs: { fontWeight: 900, fontSize: '18px' } }],
      },
      text(': '),
      link('privacy', site('privacy')),
      text(', '),
      link('terms', site('terms')),
      text(', '),
      link('archive', site('archive')),
      text(', '),
      { type: 'text', text: 'code', marks: [{ type: 'code' }, { type: 'link', attrs: { href: site('developers') } }] },
    ],
  },
  { id: 'partners', type: 'h3', content: [text('Our partners')] },
  {
    id: 'sponsor-2',
    type: 'ad',
    ...feed,
    sourceItemId: source(10),
    snapshot: {
      title: 'Garden centre autumn sale',
      link: site('partners/garden-centre'),
      startDate: '2026-10-01',
      endDate: '2026-11-15',
    },
  },
  {
    id: 'contact',
    type: 'paragraph',
    content: [
      text('Tips? Write to '),
      link('news@riverside-news.example', 'mailto:news@riverside-news.example'),
      text('.'),
    ],
  },
  {
    id: 'donate',
    type: 'button',
    label: 'Support local news',
    href: site('donate'),
    style: { backgroundColor: '#047857', textColor: '#ffffff', borderRadius: 0, fullWidth: true },
  },
];

export const FIXTURE_STYLE: NewsletterStyle = {
  brandLogoUrl: 'https://images.riverside-news.example/logo.png',
  accentColor: '#3b82f6',
  bodyFont: 'Helvetica',
  headingFont: 'Georgia',
  headerText: 'Riverside News · Local news every Saturday',
  footerText: 'Riverside News, 1 Market Square, Riverside.\nYou get this because you subscribed on our website.',
  buttonStyle: { backgroundColor: '#3b82f6', textColor: '#ffffff', borderRadius: 6, fullWidth: false },
};

function newsletterOf(blocks: NewsletterDocumentInput['blocks']): RenderableNewsletter {
  return {
    title: 'Riverside this week',
    subject: 'Bridge reopens, autumn concert and more',
    preheader: 'The old bridge is open again, and ten events this week.',
    issueDate: '2026-10-10',
    document: newsletterDocumentSchema.parse({ schemaVersion: 1, blocks }),
  };
}

export const FIXTURE_30 = newsletterOf(FIXTURE_BLOCKS);

/** Ten copies of the fixture's blocks, with their own ids. */
export const FIXTURE_300 = newsletterOf(
  Array.from({ length: 10 }, (_, copy) =>
    FIXTURE_BLOCKS.map((block) => ({ ...block, id: `${block.id}-${copy}` })),
  ).flat(),
);

export const FIXTURE_OPTIONS = {
  lang: 'en',
  dir: 'ltr',
  timeZone: 'Europe/London',
  publicationName: 'Riverside News',
} as const;
