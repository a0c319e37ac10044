import { randomBytes } from 'node:crypto';
import { DEFAULT_NEWSLETTER_STYLE, type NewsletterDocument, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { everyBlockDocument } from '../../demo/newsletter-documents';
import type { Db } from '../../src/db/client';
import { newsletters, templates } from '../../src/db/schema/index';

export type NewsletterRow = typeof newsletters.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;

const unique = () => randomBytes(4).toString('hex');

/** A small valid document: a heading and a paragraph. */
export function shortDocument(text = 'Hello readers'): NewsletterDocument {
  return {
    schemaVersion: 1,
    blocks: [
      { id: 'heading', type: 'h1', content: [{ type: 'text', text: 'Weekly news' }] },
      { id: 'body', type: 'paragraph', content: [{ type: 'text', text }] },
    ],
  };
}

/** The late show's start: 04:32 UTC on Thursday 3 December 2026, still Wednesday evening in Chicago. */
export const LATE_SHOW_AT = '2026-12-03T04:32:00.000Z';

/** One feed event block, the late show at the Town Hall: event times and "event ended" read in the workspace zone. */
export function lateShowDocument(): NewsletterDocument {
  return {
    schemaVersion: 1,
    blocks: [
      {
        id: 'show',
        type: 'event',
        contentType: 'feed',
        sourceItemId: '00000000-0000-4000-8000-000000000001',
        snapshotAt: LATE_SHOW_AT,
        sourceUpdatedAt: LATE_SHOW_AT,
        snapshot: { title: 'Late show', startsAt: LATE_SHOW_AT, venue: 'Town Hall', link: 'https://example.com/show' },
      },
    ],
  };
}

/** The document with one block of every type, as the server stores it (after validation). */
export function fullDocument(): NewsletterDocument {
  return newsletterDocumentSchema.parse(everyBlockDocument());
}

/** A distinct issue date per call, so fixtures never collide on the one-newsletter-per-date rule. */
let dayOffset = 0;
export function nextIssueDate(): string {
  dayOffset += 1;
  return new Date(Date.UTC(2027, 0, 1) + dayOffset * 86_400_000).toISOString().slice(0, 10);
}

export async function buildNewsletter(
  db: Db,
  values: Partial<typeof newsletters.$inferInsert> & { workspaceId: string },
): Promise<NewsletterRow> {
  const [row] = await db
    .insert(newsletters)
    .values({
      issueDate: nextIssueDate(),
      title: `Issue ${unique()}`,
      document: shortDocument(),
      style: DEFAULT_NEWSLETTER_STYLE,
      ...values,
    })
    .returning();
  if (!row) throw new Error('newsletter not created');
  return row;
}

export async function buildTemplate(
  db: Db,
  values: Partial<typeof templates.$inferInsert> & { workspaceId: string },
): Promise<TemplateRow> {
  const [row] = await db
    .insert(templates)
    .values({ name: `Template ${unique()}`, document: shortDocument(), style: DEFAULT_NEWSLETTER_STYLE, ...values })
    .returning();
  if (!row) throw new Error('template not created');
  return row;
}
