import { z } from 'zod';
import { lineText, pageQuerySchema, workspaceIdSchema } from './common';

export const FETCHER_NAME_MAX = 200;
export const FETCHER_URL_MAX = 2000;
export const FETCHER_INTERVAL_MIN = 15;
export const FETCHER_INTERVAL_MAX = 1440;
export const FETCHER_INTERVAL_DEFAULT = 60;
export const FETCHER_TAGS_MAX = 20;

export const fetcherStatuses = ['never', 'ok', 'error'] as const;
export const fetcherStatusSchema = z.enum(fetcherStatuses);
export type FetcherStatus = z.infer<typeof fetcherStatusSchema>;

/** A feed URL: http or https only (the fetch itself applies the full outbound rules). */
export const feedUrlSchema = z
  .string({ message: 'Feed URL is required' })
  .trim()
  .min(1, { message: 'Feed URL is required' })
  .max(FETCHER_URL_MAX, { message: `Feed URL must be at most ${FETCHER_URL_MAX} characters` })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'Enter a full http or https feed URL' },
  );

const intervalSchema = z.coerce
  .number({ message: `Interval must be a number of minutes` })
  .int({ message: 'Interval must be a whole number of minutes' })
  .min(FETCHER_INTERVAL_MIN, { message: `Interval must be at least ${FETCHER_INTERVAL_MIN} minutes` })
  .max(FETCHER_INTERVAL_MAX, { message: `Interval must be at most ${FETCHER_INTERVAL_MAX} minutes` });

const tagIdsSchema = z
  .array(z.uuid({ message: 'Each tag id must be a valid id' }))
  .max(FETCHER_TAGS_MAX, { message: `At most ${FETCHER_TAGS_MAX} tags` });

/** An RSS fetcher as the API shows it (settings → RSS fetchers). */
export const rssFetcherSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  url: z.string(),
  intervalMinutes: z.number().int(),
  isActive: z.boolean(),
  defaultTagIds: z.array(z.uuid()),
  lastRunAt: z.string().nullable(),
  lastStatus: fetcherStatusSchema,
  /** Readable reason of the last failure ("The server answered 404 Not Found"), null after a success. */
  lastError: z.string().nullable(),
  /** Items this fetcher has stored so far. */
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type RssFetcher = z.infer<typeof rssFetcherSchema>;

export const rssFetcherListQuerySchema = pageQuerySchema.extend({ workspaceId: workspaceIdSchema });
export type RssFetcherListQuery = z.input<typeof rssFetcherListQuerySchema>;

export const createRssFetcherBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  name: lineText(FETCHER_NAME_MAX, 'Name'),
  url: feedUrlSchema,
  intervalMinutes: intervalSchema.default(FETCHER_INTERVAL_DEFAULT),
  isActive: z.boolean({ message: 'isActive must be true or false' }).default(true),
  defaultTagIds: tagIdsSchema.default([]),
});
export type CreateRssFetcherBody = z.input<typeof createRssFetcherBodySchema>;

export const updateRssFetcherBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  name: lineText(FETCHER_NAME_MAX, 'Name').optional(),
  url: feedUrlSchema.optional(),
  intervalMinutes: intervalSchema.optional(),
  isActive: z.boolean({ message: 'isActive must be true or false' }).optional(),
  defaultTagIds: tagIdsSchema.optional(),
});
export type UpdateRssFetcherBody = z.input<typeof updateRssFetcherBodySchema>;

/** POST /feed-fetcher/{id}/fetch-now/: `wait=true` runs the fetch in the request and answers its outcome. */
export const fetchNowQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  wait: z
    .enum(['true', 'false', '1', '0'], { message: 'wait must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export type FetchNowQuery = z.input<typeof fetchNowQuerySchema>;

export const fetchRunSchema = z.object({
  /** queued: handed to the job queue; ok / not-modified / error: the outcome of a run that finished. */
  status: z.enum(['queued', 'ok', 'not-modified', 'error']),
  /** New items stored by this run. */
  imported: z.number().int(),
  error: z.string().nullable(),
  fetcher: rssFetcherSchema,
});
export type FetchRun = z.infer<typeof fetchRunSchema>;

/** POST /rss-feeds-add/: check a feed URL and import its current items once. */
export const addRssFeedBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  url: feedUrlSchema,
  name: lineText(FETCHER_NAME_MAX, 'Name').optional(),
  tagIds: tagIdsSchema.default([]),
});
export type AddRssFeedBody = z.input<typeof addRssFeedBodySchema>;

export const addRssFeedResultSchema = z.object({
  /** The feed's own title (or the given name). */
  title: z.string(),
  format: z.enum(['rss', 'atom', 'rdf', 'json']),
  /** Items in the feed now. */
  found: z.number().int(),
  /** Of those, newly stored (the rest were already in the workspace). */
  imported: z.number().int(),
});
export type AddRssFeedResult = z.infer<typeof addRssFeedResultSchema>;
