import { type SQL, sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessCompanies } from './business-companies';
import { eventLocations } from './event-locations';
import { rssFetchers } from './rss-fetchers';
import { tags } from './tags';
import { users, workspaces } from './tenancy';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One model for the five kinds of content: feedType rss | original | ugc | ads | events,
 * feedStatus active | pending (awaiting review) | archived | rejected.
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    feedType: text('feed_type').notNull(),
    feedStatus: text('feed_status').notNull().default('active'),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Sanitized HTML (allow-list). */
    content: text('content'),
    /** Plain text of content, for search and previews. */
    contentText: text('content_text'),
    link: text('link'),
    imageUrl: text('image_url'),
    author: text('author'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Storage key of an uploaded image (null for linked images), so a replaced image can be deleted. */
    imageKey: text('image_key'),
    /** Where it came from: the feed's title, "Public submission", a partner's name… */
    source: text('source'),
    guid: text('guid'),
    /** guid, else link: one copy per workspace (a retried fetch job changes nothing). */
    dedupeKey: text('dedupe_key'),
    fetcherId: uuid('fetcher_id').references(() => rssFetchers.id, { onDelete: 'set null' }),
    // Ads
    businessCompanyId: uuid('business_company_id').references(() => businessCompanies.id, { onDelete: 'set null' }),
    adStartsAt: timestamp('ad_starts_at', { withTimezone: true }),
    adEndsAt: timestamp('ad_ends_at', { withTimezone: true }),
    ctaUrl: text('cta_url'),
    placement: text('placement'),
    // Events
    eventStartsAt: timestamp('event_starts_at', { withTimezone: true }),
    eventEndsAt: timestamp('event_ends_at', { withTimezone: true }),
    venue: text('venue'),
    address: text('address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    price: text('price'),
    ticketUrl: text('ticket_url'),
    eventLocationId: uuid('event_location_id').references(() => eventLocations.id, { onDelete: 'set null' }),
    // Submissions (public portals and partners)
    submitterName: text('submitter_name'),
    submitterEmail: text('submitter_email'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('english', coalesce(${feedItems.title}, '') || ' ' || coalesce(${feedItems.summary}, '') || ' ' || coalesce(${feedItems.contentText}, ''))`,
    ),
  },
  (t) => [
    uniqueIndex('feed_items_workspace_dedupe_key').on(t.workspaceId, t.dedupeKey),
    // The list's order is (publishedAt, id): with id in the index, and DESC's default NULLS FIRST, a page is read
    // straight from it in both directions instead of sorting every match (measured: ~100 ms → < 1 ms at 100k items).
    index('feed_items_list_idx').on(
      t.workspaceId,
      t.feedType,
      t.feedStatus,
      t.publishedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // sort_by=title pages without sorting the whole workspace.
    index('feed_items_title_idx').on(t.workspaceId, t.feedType, t.feedStatus, t.title, t.id),
    index('feed_items_events_idx').on(t.workspaceId, t.eventStartsAt),
    index('feed_items_company_idx').on(t.businessCompanyId),
    index('feed_items_search_idx').using('gin', t.searchVector),
  ],
);

export const feedItemTags = pgTable(
  'feed_item_tags',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => feedItems.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.tagId] }), index('feed_item_tags_tag_idx').on(t.tagId, t.itemId)],
);
