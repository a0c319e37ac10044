import { z } from 'zod';
import { lineText, pageQuerySchema, paginated, text, workspaceIdSchema } from './common';
import {
  clearableField,
  dateFilterSchema,
  dateTimeSchema,
  httpUrlSchema,
  idListSchema,
  latitudeSchema,
  longitudeSchema,
  optionalField,
} from './form-fields';

export const feedTypes = ['rss', 'original', 'ugc', 'ads', 'events'] as const;
export const feedTypeSchema = z.enum(feedTypes, { message: `Use one of ${feedTypes.join(', ')}` });
export type FeedType = z.infer<typeof feedTypeSchema>;

/** pending = awaiting review. */
export const feedStatuses = ['active', 'pending', 'archived', 'rejected'] as const;
export const feedStatusSchema = z.enum(feedStatuses, { message: `Use one of ${feedStatuses.join(', ')}` });
export type FeedStatus = z.infer<typeof feedStatusSchema>;

export const feedSorts = ['newest', 'oldest', 'title'] as const;
export const feedSortSchema = z.enum(feedSorts, { message: `Use one of ${feedSorts.join(', ')}` });

/** Most items changed by one POST /feeds/list/ call. */
export const FEED_BULK_MAX = 200;
export const FEED_TAGS_MAX = 50;
export const FEED_TITLE_MAX = 500;
export const FEED_SUMMARY_MAX = 5000;
export const FEED_CONTENT_MAX = 500_000;

// ---- responses ----

export const feedItemTagSchema = z.object({ tagId: z.uuid(), name: z.string(), color: z.string() });
export const feedItemCompanySchema = z.object({ id: z.uuid(), name: z.string(), logo: z.string().nullable() });

/** One content item. Ad and event fields are null for other kinds. Dates are ISO strings. */
export const feedItemSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  feedType: feedTypeSchema,
  feedStatus: feedStatusSchema,
  title: z.string(),
  summary: z.string().nullable(),
  /** Sanitized HTML. */
  content: z.string().nullable(),
  link: z.string().nullable(),
  imageUrl: z.string().nullable(),
  author: z.string().nullable(),
  publishedAt: z.string(),
  source: z.string().nullable(),
  tags: z.array(feedItemTagSchema),
  businessCompanyId: z.uuid().nullable(),
  company: feedItemCompanySchema.nullable(),
  adStartsAt: z.string().nullable(),
  adEndsAt: z.string().nullable(),
  ctaUrl: z.string().nullable(),
  placement: z.string().nullable(),
  eventStartsAt: z.string().nullable(),
  eventEndsAt: z.string().nullable(),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  price: z.string().nullable(),
  ticketUrl: z.string().nullable(),
  eventLocationId: z.uuid().nullable(),
  /** Events list with a location filter: km to the nearest of those locations (null without coordinates). */
  distanceKm: z.number().nullable(),
  submitterName: z.string().nullable(),
  submitterEmail: z.string().nullable(),
  createdById: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/**
 * Lists count matches up to this many. Past it, `count` is this number and `countCapped` is true: the total of a very
 * large workspace is not worth counting on every page (the UI shows "10,000+").
 */
export const FEED_COUNT_CAP = 10_000;

/** GET /feeds/list/ and /events/list/ data: the contracts page plus `countCapped`. */
export const feedListResponseSchema = paginated(feedItemSchema).extend({ countCapped: z.boolean() });
export type FeedListResponse = z.infer<typeof feedListResponseSchema>;

// ---- GET /feeds/list/ ----

const blankIsAbsent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v), schema.optional());

export const feedListFilterShape = {
  workspaceId: workspaceIdSchema,
  feedStatus: blankIsAbsent(feedStatusSchema).transform((v) => v ?? 'active'),
  start_date: blankIsAbsent(dateFilterSchema),
  end_date: blankIsAbsent(dateFilterSchema),
  search_param: blankIsAbsent(z.string().trim().max(200, { message: 'Search must be at most 200 characters' })),
  sort_by: blankIsAbsent(feedSortSchema),
  tagId: blankIsAbsent(z.uuid({ message: 'tagId must be a valid id' })),
};

export const feedListQuerySchema = pageQuerySchema.extend({
  ...feedListFilterShape,
  feedType: blankIsAbsent(feedTypeSchema).transform((v) => v ?? 'rss'),
  /** Applies to ads only. */
  businessCompanyId: blankIsAbsent(z.uuid({ message: 'businessCompanyId must be a valid id' })),
});
export type FeedListQuery = z.output<typeof feedListQuerySchema>;

// ---- content fields (create and edit) ----

const common = {
  summary: z
    .string()
    .trim()
    .max(FEED_SUMMARY_MAX, { message: `Summary must be at most ${FEED_SUMMARY_MAX} characters` }),
  content: z.string().max(FEED_CONTENT_MAX, { message: `Content must be at most ${FEED_CONTENT_MAX} characters` }),
  link: httpUrlSchema,
  imageUrl: httpUrlSchema,
  author: lineText(200, 'Author'),
  publishedAt: dateTimeSchema,
};
const adFields = {
  adStartsAt: dateTimeSchema,
  adEndsAt: dateTimeSchema,
  ctaUrl: httpUrlSchema,
  placement: lineText(50, 'Placement'),
};
const eventFields = {
  eventStartsAt: dateTimeSchema,
  eventEndsAt: dateTimeSchema,
  venue: lineText(200, 'Venue'),
  address: text(500, 'Address'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  price: lineText(50, 'Price'),
  ticketUrl: httpUrlSchema,
  eventLocationId: z.uuid({ message: 'eventLocationId must be a valid id' }),
};

/** Names of the kind-specific fields, so an edit can refuse them on items of another kind. */
export const adFieldNames = Object.keys(adFields) as (keyof typeof adFields)[];
export const eventFieldNames = Object.keys(eventFields) as (keyof typeof eventFields)[];

function optionalAll<T extends Record<string, z.ZodType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, optionalField(s)])) as {
    [K in keyof T]: ReturnType<typeof optionalField<T[K]>>;
  };
}
function clearableAll<T extends Record<string, z.ZodType>>(shape: T) {
  return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, clearableField(s)])) as {
    [K in keyof T]: ReturnType<typeof clearableField<T[K]>>;
  };
}

interface Range {
  start?: Date | null;
  end?: Date | null;
}
/** Object refinements run even when a date field failed to parse: only two real dates are compared. */
function endNotBeforeStart(range: Range): boolean {
  if (!(range.start instanceof Date) || !(range.end instanceof Date)) return true;
  return range.end.getTime() >= range.start.getTime();
}
function bothOrNeither(a: unknown, b: unknown): boolean {
  return (a === undefined || a === null) === (b === undefined || b === null);
}

const createBase = {
  workspaceId: workspaceIdSchema,
  title: lineText(FEED_TITLE_MAX, 'Title'),
  ...optionalAll(common),
  tagIds: optionalField(idListSchema(FEED_TAGS_MAX, 'tags')),
  feedStatus: optionalField(feedStatusSchema),
};

/** Multipart text fields of POST /feeds/ (original) and /feeds-ugc/; the image is the `image` file or `imageUrl`. */
export const createFeedItemFieldsSchema = z.object(createBase);
export type CreateFeedItemFields = z.input<typeof createFeedItemFieldsSchema>;

/** POST /feeds-ads/. */
export const createAdFieldsSchema = z
  .object({
    ...createBase,
    businessCompanyId: z.uuid({ message: 'businessCompanyId must be a valid id' }),
    ...optionalAll(adFields),
  })
  .refine((v) => endNotBeforeStart({ start: v.adStartsAt, end: v.adEndsAt }), {
    message: 'The ad cannot end before it starts',
    path: ['adEndsAt'],
  });
export type CreateAdFields = z.input<typeof createAdFieldsSchema>;

const eventCreateShape = {
  ...createBase,
  ...optionalAll(eventFields),
  eventStartsAt: dateTimeSchema,
};
function checkEvent<T extends z.ZodType<Record<string, unknown>>>(schema: T) {
  return schema
    .refine(
      (v) => endNotBeforeStart({ start: v.eventStartsAt as Date | undefined, end: v.eventEndsAt as Date | undefined }),
      { message: 'The event cannot end before it starts', path: ['eventEndsAt'] },
    )
    .refine((v) => bothOrNeither(v.latitude, v.longitude), {
      message: 'Give both latitude and longitude, or neither',
      path: ['longitude'],
    });
}

/** POST /feeds-events/ and the manual form of POST /events/. */
export const createEventFieldsSchema = checkEvent(z.object(eventCreateShape));
export type CreateEventFields = z.input<typeof createEventFieldsSchema>;

/** The editable fields of one item; absent = unchanged, empty = cleared. Ad/event fields only on their kind. */
export const feedItemUpdateFieldsSchema = z.object({
  title: lineText(FEED_TITLE_MAX, 'Title').optional(),
  ...clearableAll(common),
  publishedAt: optionalField(dateTimeSchema),
  feedStatus: optionalField(feedStatusSchema),
  tagIds: optionalField(idListSchema(FEED_TAGS_MAX, 'tags')),
  businessCompanyId: optionalField(z.uuid({ message: 'businessCompanyId must be a valid id' })),
  ...clearableAll(adFields),
  ...clearableAll(eventFields),
  eventStartsAt: optionalField(dateTimeSchema),
});
export type FeedItemUpdateFields = z.output<typeof feedItemUpdateFieldsSchema>;

/** POST /feeds-update/ (multipart: these fields plus an optional `image` file). */
export const updateFeedItemFormSchema = feedItemUpdateFieldsSchema.extend({
  workspaceId: workspaceIdSchema,
  id: z.uuid({ message: 'id must be a valid id' }),
});

// ---- POST /feeds/list/ ----

/**
 * Either many items at once `{ workspaceId, ids, feedStatus?, addTagIds?, removeTagIds? }`
 * or one item `{ workspaceId, id, fields }`.
 */
export const feedListUpdateBodySchema = z
  .object({
    workspaceId: workspaceIdSchema,
    ids: z
      .array(z.uuid({ message: 'must be a valid id' }))
      .min(1, { message: 'Select at least one item' })
      .max(FEED_BULK_MAX, { message: `At most ${FEED_BULK_MAX} items at a time` })
      .optional(),
    feedStatus: feedStatusSchema.optional(),
    addTagIds: idListSchema(FEED_TAGS_MAX, 'tags').optional(),
    removeTagIds: idListSchema(FEED_TAGS_MAX, 'tags').optional(),
    id: z.uuid({ message: 'id must be a valid id' }).optional(),
    fields: feedItemUpdateFieldsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.ids && v.id) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'Send either ids (many items) or id (one item)' });
    } else if (v.id) {
      if (!v.fields) ctx.addIssue({ code: 'custom', path: ['fields'], message: 'fields is required with id' });
    } else if (!v.ids) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'ids is required' });
    } else if (!v.feedStatus && !v.addTagIds?.length && !v.removeTagIds?.length) {
      ctx.addIssue({ code: 'custom', path: ['feedStatus'], message: 'Give feedStatus, addTagIds or removeTagIds' });
    }
  });
export type FeedListUpdateBody = z.input<typeof feedListUpdateBodySchema>;

export const feedBulkUpdateResultSchema = z.object({ updated: z.number().int(), ids: z.array(z.uuid()) });
export type FeedBulkUpdateResult = z.infer<typeof feedBulkUpdateResultSchema>;
