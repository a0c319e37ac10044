import { type SQL, sql } from 'drizzle-orm';
import {
  customType,
  doublePrecision,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { businessCompanies } from './business-companies';
import { eventLocations } from './event-locations';
import { rssFetchers } from './rss-fetchers';
import { tags } from './tags';
import { users, workspaces } from './tenancy';
import { setNullOnly } from './workspace-keys';

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
    fetcherId: uuid('fetcher_id'),
    // Ads
    businessCompanyId: uuid('business_company_id'),
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
    eventLocationId: uuid('event_location_id'),
    // Submissions (public portals and partners)
    submitterName: text('submitter_name'),
    submitterEmail: text('submitter_email'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Title, summary and content text. A summary that is the start of the content text, cut at a word (what an
    // imported item's summary usually is), adds no word the content lacks but its last one with the ellipsis glued
    // to it: only that word is kept, which halves the text to analyse on import (docs/decisions/0039). The words are
    // the same as before; nothing ranks by frequency, only matching uses the vector.
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      (): SQL =>
        sql`to_tsvector('english', coalesce(${feedItems.title}, '') || ' ' || CASE WHEN ${feedItems.summary} = ${feedItems.contentText} OR (right(${feedItems.summary}, 1) = '…' AND starts_with(${feedItems.contentText}, left(${feedItems.summary}, -1) || ' ')) THEN split_part(${feedItems.summary}, ' ', -1) ELSE coalesce(${feedItems.summary}, '') END || ' ' || coalesce(${feedItems.contentText}, ''))`,
    ),
  },
  (t) => [
    // References to rows of the same workspace only: a cross-workspace link is refused by the database itself.
    // Deleting the referenced row clears just the reference (see workspace-keys.ts).
    unique('feed_items_workspace_id_key').on(t.workspaceId, t.id),
    foreignKey({
      name: 'feed_items_fetcher_fk',
      columns: [t.workspaceId, t.fetcherId],
      foreignColumns: [rssFetchers.workspaceId, rssFetchers.id],
    }).onDelete(setNullOnly('fetcher_id')),
    foreignKey({
      name: 'feed_items_business_company_fk',
      columns: [t.workspaceId, t.businessCompanyId],
      foreignColumns: [businessCompanies.workspaceId, businessCompanies.id],
    }).onDelete(setNullOnly('business_company_id')),
    foreignKey({
      name: 'feed_items_event_location_fk',
      columns: [t.workspaceId, t.eventLocationId],
      foreignColumns: [eventLocations.workspaceId, eventLocations.id],
    }).onDelete(setNullOnly('event_location_id')),
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

/** An item's tags. The workspace is part of both keys, so an item can only carry tags of its own workspace. */
export const feedItemTags = pgTable(
  'feed_item_tags',
  {
    workspaceId: uuid('workspace_id').notNull(),
    itemId: uuid('item_id').notNull(),
    tagId: uuid('tag_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.tagId] }),
    index('feed_item_tags_tag_idx').on(t.tagId, t.itemId),
    foreignKey({
      name: 'feed_item_tags_item_fk',
      columns: [t.workspaceId, t.itemId],
      foreignColumns: [feedItems.workspaceId, feedItems.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'feed_item_tags_tag_fk',
      columns: [t.workspaceId, t.tagId],
      foreignColumns: [tags.workspaceId, tags.id],
    }).onDelete('cascade'),
  ],
);
