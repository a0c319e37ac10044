import { z } from 'zod';
import { BUTTON_LABEL_MAX, NEWSLETTER_SCHEMA_VERSION } from './editor-values';
import {
  httpsUrlSchema,
  httpUrlOrHttpsSchema,
  imageSourceSchema,
  mediaPreviewSchema,
  tweetUrlSchema,
  youtubeUrlSchema,
} from './newsletter-media';
import {
  alignSchema,
  blockLinkSchema,
  codeContentSchema,
  inlineContentSchema,
  plainText,
} from './newsletter-rich-text';
import { hexColorSchema } from './tags';

// The newsletter document: a typed, versioned list of blocks, validated block by block. Server and editor share
// it, so a 400 names the exact place (`blocks.3.content.0.marks.1.attrs.href`) and the renderer trusts what it reads.

export const BLOCKS_MAX = 500;
export const LIST_ITEMS_MAX = 200;
export const EVENTS_BLOCK_MAX = 20;
/** Largest JSON body of a newsletter or template save. */
export const NEWSLETTER_BODY_MAX_BYTES = 1_048_576;

export const BLOCK_TYPES = [
  'paragraph',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'code',
  'ul',
  'ol',
  'image',
  'gif',
  'youtube',
  'twitter',
  'embed',
  'button',
  'divider',
  'article',
  'event',
  'events',
  'ad',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const DEFAULT_BLOCK_TYPE: BlockType = 'paragraph';

export const TEXT_BLOCK_TYPES = ['paragraph', 'h1', 'h2', 'h3', 'blockquote'] as const;
export const LIST_BLOCK_TYPES = ['ul', 'ol'] as const;
/** docs/product-spec.md section 3: the block types that count as feed items (besides any block whose contentType is feed). */
export const FEED_BLOCK_TYPES = ['article', 'event', 'events', 'ad'] as const;
/** docs/product-spec.md section 3: media-type blocks. */
export const MEDIA_BLOCK_TYPES = ['youtube', 'embed', 'twitter', 'image', 'button', 'gif'] as const;

/** Block ids are made by the editor (stable across saves, so undo and conflict views can follow a block). */
export const blockIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'Block id must be 1 to 64 letters, digits, - or _' });

const blockBase = { id: blockIdSchema };

function textBlock<T extends (typeof TEXT_BLOCK_TYPES)[number]>(type: T) {
  return z.object({ ...blockBase, type: z.literal(type), content: inlineContentSchema, align: alignSchema.optional() });
}

const codeBlockSchema = z.object({ ...blockBase, type: z.literal('code'), content: codeContentSchema });

const listItemSchema = z.object({ content: inlineContentSchema });
function listBlock<T extends (typeof LIST_BLOCK_TYPES)[number]>(type: T) {
  return z.object({
    ...blockBase,
    type: z.literal(type),
    items: z
      .array(listItemSchema)
      .min(1, { message: 'A list needs at least one item' })
      .max(LIST_ITEMS_MAX, { message: `A list has at most ${LIST_ITEMS_MAX} items` }),
    align: alignSchema.optional(),
  });
}

const dimensionSchema = z.number().int().min(1).max(10_000);

const imageBlockSchema = z.object({
  ...blockBase,
  type: z.literal('image'),
  /** The image library entry, when the image came from an upload or the library. */
  imageId: z.uuid({ message: 'Image id must be a valid id' }).optional(),
  src: imageSourceSchema,
  /** Empty only while the editor still asks for it, or when the image is decorative. */
  alt: plainText(500, 'Alt text'),
  decorative: z.boolean(),
  width: dimensionSchema.optional(),
  height: dimensionSchema.optional(),
  href: blockLinkSchema.optional(),
  caption: plainText(500, 'Caption').optional(),
});

const gifBlockSchema = z.object({
  ...blockBase,
  type: z.literal('gif'),
  /** The full GIF (`media_formats.gif`): email clients play GIFs, not webp or mp4. */
  src: httpUrlOrHttpsSchema,
  alt: plainText(500, 'Alt text'),
  width: dimensionSchema,
  height: dimensionSchema,
  /** The provider whose attribution the newsletter keeps (e.g. "klipy"). */
  provider: z.string().regex(/^[a-z0-9-]{1,30}$/, { message: 'Provider must be a short lower-case name' }),
  sourceUrl: httpUrlOrHttpsSchema.optional(),
});

const youtubeBlockSchema = z.object({
  ...blockBase,
  type: z.literal('youtube'),
  url: youtubeUrlSchema,
  preview: mediaPreviewSchema.optional(),
});
const twitterBlockSchema = z.object({
  ...blockBase,
  type: z.literal('twitter'),
  url: tweetUrlSchema,
  preview: mediaPreviewSchema.optional(),
});
const embedBlockSchema = z.object({
  ...blockBase,
  type: z.literal('embed'),
  url: httpsUrlSchema,
  preview: mediaPreviewSchema.optional(),
});

export const buttonStyleSchema = z.object({
  backgroundColor: hexColorSchema,
  textColor: hexColorSchema,
  borderRadius: z.number().int().min(0).max(32),
  fullWidth: z.boolean(),
});
export type ButtonStyle = z.output<typeof buttonStyleSchema>;

const buttonBlockSchema = z.object({
  ...blockBase,
  type: z.literal('button'),
  label: plainText(BUTTON_LABEL_MAX, 'Button label').pipe(z.string().min(1, { message: 'Button label is required' })),
  href: blockLinkSchema,
  align: z.enum(['left', 'center', 'right'], { message: 'Alignment must be left, center or right' }).optional(),
  /** Absent: the workspace's default button style (personalization). */
  style: buttonStyleSchema.optional(),
});

const dividerBlockSchema = z.object({ ...blockBase, type: z.literal('divider') });

/** An ISO timestamp as the server writes it (`2026-05-01T18:00:00.000Z`), with or without an offset. */
const isoDateTimeSchema = z.iso.datetime({ offset: true, message: 'Must be an ISO date-time' });
const isoDateSchema = z.iso.date({ message: 'Must be a date such as 2026-05-01' });

const snapshotBase = {
  title: plainText(500, 'Title'),
  summary: plainText(5_000, 'Summary').optional(),
  imageUrl: imageSourceSchema.optional(),
  link: httpUrlOrHttpsSchema.optional(),
};

export const articleSnapshotSchema = z.object({
  ...snapshotBase,
  feedType: z.enum(['rss', 'original', 'ugc']).optional(),
  author: plainText(200, 'Author').optional(),
  publishedAt: isoDateTimeSchema.optional(),
});
export const eventSnapshotSchema = z.object({
  ...snapshotBase,
  startsAt: isoDateTimeSchema.optional(),
  endsAt: isoDateTimeSchema.optional(),
  venue: plainText(300, 'Venue').optional(),
  address: plainText(500, 'Address').optional(),
});
export const adSnapshotSchema = z.object({
  ...snapshotBase,
  startDate: z.union([isoDateSchema, isoDateTimeSchema]).optional(),
  endDate: z.union([isoDateSchema, isoDateTimeSchema]).optional(),
  businessName: plainText(200, 'Business name').optional(),
});

/**
 * The content-manager item a feed block was made from. `sourceUpdatedAt` is the item's updatedAt at insertion:
 * a later updatedAt on the item (or its archiving) means the block is stale and offers a refresh.
 */
const feedSource = {
  contentType: z.literal('feed'),
  sourceItemId: z.uuid({ message: 'Source item id must be a valid id' }),
  snapshotAt: isoDateTimeSchema,
  sourceUpdatedAt: isoDateTimeSchema,
};

const articleBlockSchema = z.object({
  ...blockBase,
  type: z.literal('article'),
  ...feedSource,
  snapshot: articleSnapshotSchema,
});
const eventBlockSchema = z.object({
  ...blockBase,
  type: z.literal('event'),
  ...feedSource,
  snapshot: eventSnapshotSchema,
});
const adBlockSchema = z.object({
  ...blockBase,
  type: z.literal('ad'),
  ...feedSource,
  snapshot: adSnapshotSchema,
  /** The ad booking this block fills (absent in documents saved before placement, and for unbooked ads). */
  bookingId: z.uuid({ message: 'Booking id must be a valid id' }).optional(),
});

/** Several events in one block (an "events this week" list); each entry keeps its own source. */
export const eventEntrySchema = z.object({ ...feedSource, snapshot: eventSnapshotSchema });
const eventsBlockSchema = z.object({
  ...blockBase,
  type: z.literal('events'),
  contentType: z.literal('feed'),
  heading: plainText(200, 'Heading').optional(),
  entries: z
    .array(eventEntrySchema)
    .min(1, { message: 'Add at least one event' })
    .max(EVENTS_BLOCK_MAX, { message: `At most ${EVENTS_BLOCK_MAX} events in one block` }),
});

const blockUnionSchema = z.discriminatedUnion('type', [
  textBlock('paragraph'),
  textBlock('h1'),
  textBlock('h2'),
  textBlock('h3'),
  textBlock('blockquote'),
  codeBlockSchema,
  listBlock('ul'),
  listBlock('ol'),
  imageBlockSchema,
  gifBlockSchema,
  youtubeBlockSchema,
  twitterBlockSchema,
  embedBlockSchema,
  buttonBlockSchema,
  dividerBlockSchema,
  articleBlockSchema,
  eventBlockSchema,
  eventsBlockSchema,
  adBlockSchema,
]);

/**
 * One block. The type is checked first, so an unknown type is reported at `blocks.N.type` rather than as a
 * mismatch of the whole block.
 */
export const blockSchema = z
  .looseObject({
    type: z.enum(BLOCK_TYPES, { message: `Block type must be one of ${BLOCK_TYPES.join(', ')}` }),
  })
  .pipe(blockUnionSchema);
export type Block = z.output<typeof blockUnionSchema>;
export type BlockInput = z.input<typeof blockUnionSchema>;
export type BlockOfType<T extends BlockType> = Extract<Block, { type: T }>;
export type TextBlock = BlockOfType<(typeof TEXT_BLOCK_TYPES)[number]>;
export type ListBlock = BlockOfType<'ul' | 'ol'>;
export type FeedBlock = BlockOfType<(typeof FEED_BLOCK_TYPES)[number]>;
export type MediaBlock = BlockOfType<(typeof MEDIA_BLOCK_TYPES)[number]>;

export const newsletterDocumentSchema = z
  .object({
    schemaVersion: z.literal(NEWSLETTER_SCHEMA_VERSION, {
      message: `Schema version must be ${NEWSLETTER_SCHEMA_VERSION}`,
    }),
    blocks: z.array(blockSchema).max(BLOCKS_MAX, { message: `A newsletter has at most ${BLOCKS_MAX} blocks` }),
  })
  .superRefine((document, context) => {
    const seen = new Set<string>();
    document.blocks.forEach((block, index) => {
      if (seen.has(block.id)) {
        context.addIssue({ code: 'custom', path: ['blocks', index, 'id'], message: 'Block id is used twice' });
      }
      seen.add(block.id);
    });
  });
export type NewsletterDocument = z.output<typeof newsletterDocumentSchema>;
export type NewsletterDocumentInput = z.input<typeof newsletterDocumentSchema>;

/**
 * A stored document in a response. It was validated when saved; answers are not validated again (a response
 * schema must also be free of input transforms, and re-checking 500 blocks on every read would cost time).
 */
export const storedNewsletterDocumentSchema = z.object({
  schemaVersion: z.literal(NEWSLETTER_SCHEMA_VERSION),
  blocks: z.array(
    z.custom<Block>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
      message: 'Block must be an object',
    }),
  ),
});

/** docs/product-spec.md section 3: a feed item when its contentType is feed or its type is article, event, events or ad. */
export function isFeedBlock(block: { type: string; contentType?: unknown }): boolean {
  return block.contentType === 'feed' || (FEED_BLOCK_TYPES as readonly string[]).includes(block.type);
}

/** docs/product-spec.md section 3: youtube, embed, twitter, image, button and gif are media blocks. */
export function isMediaBlock(block: { type: string }): boolean {
  return (MEDIA_BLOCK_TYPES as readonly string[]).includes(block.type);
}
