import type { NewsletterDocument, NewsletterStatus, NewsletterStyle } from '@newsletter-os/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from './tenancy';

/**
 * One newsletter per workspace and issue date. `document` and `style` are the validated JSON of the contracts
 * (never HTML from a browser); `version` rises with every save so a stale editor is refused instead of overwriting.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    title: text('title').notNull().default(''),
    subject: text('subject').notNull().default(''),
    preheader: text('preheader').notNull().default(''),
    /** The public headline (web post, archive, feed); null: the subject (docs/decisions/0056). */
    webTitle: text('web_title'),
    /**
     * The image chosen as the issue's picture on the web (Beehiiv and Kit thumbnail, archive og:image, feed
     * enclosure), as the document's blocks name it (library images and feed items' pictures alike are URLs there);
     * null, or no longer in the document: the first image that is not an ad's.
     */
    thumbnailUrl: text('thumbnail_url'),
    /** Beehiiv's post template has its own header and footer, so ours stay out of its body unless this is on. */
    beehiivHeaderFooter: boolean('beehiiv_header_footer').notNull().default(false),
    /**
     * `json`, not `jsonb`: the document is stored as the JSON text the save made, so PostgreSQL only checks that it
     * is JSON instead of building its binary form (a 300-block save spent about half its UPDATE there), and a read
     * returns that text as it is. SQL that needs jsonb operators casts (`document::jsonb`), see docs/decisions/0036.
     */
    document: json('document').$type<NewsletterDocument>().notNull(),
    style: jsonb('style').$type<NewsletterStyle>().notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('draft'),
    version: integer('version').notNull().default(1),
    /** When a scheduled newsletter goes out; set by the scheduler. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /**
     * The scheduler's bookkeeping (modules/scheduler): a fresh token per schedule (a job carrying an older one does
     * nothing), the pg-boss job that will publish it, failed attempts so far, and why it failed for good.
     */
    scheduleToken: uuid('schedule_token'),
    publishJobId: uuid('publish_job_id'),
    publishAttempts: integer('publish_attempts').notNull().default(0),
    failureReason: text('failure_reason'),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletters_workspace_date_key').on(t.workspaceId, t.issueDate),
    // The target of composite foreign keys from rows of the same workspace (the scheduler's sends).
    unique('newsletters_workspace_id_key').on(t.workspaceId, t.id),
    check('newsletters_status_check', sql`${t.status} in ('draft', 'planned', 'scheduled', 'published', 'failed')`),
  ],
);

/** Named starting points: a copy of a newsletter's blocks and style. Newsletters made from one keep their own copy. */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Given to a newsletter started from the template, as its blocks and style are. */
    title: text('title').notNull().default(''),
    subject: text('subject').notNull().default(''),
    preheader: text('preheader').notNull().default(''),
    document: jsonb('document').$type<NewsletterDocument>().notNull(),
    style: jsonb('style').$type<NewsletterStyle>().notNull(),
    /** The layout "Assemble this issue" builds an empty issue in; at most one per workspace. */
    isDefault: boolean('is_default').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('templates_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`),
    // The database keeps one default per workspace, whatever two requests do at once.
    uniqueIndex('templates_workspace_default_key').on(t.workspaceId).where(sql`${t.isDefault}`),
    // The target of composite foreign keys from rows of the same workspace (images of a template).
    unique('templates_workspace_id_key').on(t.workspaceId, t.id),
  ],
);

/** The workspace's newsletter look, one row per workspace; absent until first saved (defaults apply). */
export const personalizations = pgTable('personalizations', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  brandLogoUrl: text('brand_logo_url'),
  accentColor: text('accent_color').notNull(),
  bodyFont: text('body_font').notNull(),
  headingFont: text('heading_font').notNull(),
  headerText: text('header_text').notNull().default(''),
  footerText: text('footer_text').notNull().default(''),
  buttonStyle: jsonb('button_style').$type<NewsletterStyle['buttonStyle']>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
