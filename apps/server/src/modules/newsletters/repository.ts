import type { NewsletterDocument, NewsletterStatus, NewsletterStyle } from '@newsletter-os/contracts';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { newsletters } from '../../db/schema/index';

export type NewsletterRow = typeof newsletters.$inferSelect;

/**
 * Every column but the document: a save already holds the document it wrote, so reading it back (up to 1 MB of
 * JSON through the driver) would only cost time on every autosave.
 */
const { document: _document, ...columnsButDocument } = getTableColumns(newsletters);
type SavedRow = Omit<NewsletterRow, 'document'>;

export interface NewsletterValues {
  title: string;
  subject: string;
  preheader: string;
  /** Absent: kept as stored (a save that does not know them, such as an assembled issue's). */
  webTitle?: string | null;
  thumbnailUrl?: string | null;
  beehiivHeaderFooter?: boolean;
  document: NewsletterDocument;
  /** `document` as JSON text, made once per save: the statement stores this text and the answer reuses it. */
  documentJson: string;
  status: NewsletterStatus;
}

/** The json value of a save: the text already made, not a second JSON.stringify of the document by the driver. */
const documentValue = (documentJson: string) => sql`${documentJson}::json`;

export async function findNewslettersOfDate(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  issueDate: string,
): Promise<NewsletterRow[]> {
  return db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.issueDate, issueDate)))
    .orderBy(asc(newsletters.createdAt), asc(newsletters.id));
}

export async function findNewsletter(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<NewsletterRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.id, id)));
  return row;
}

/**
 * The newsletter with its document's JSON text exactly as the save stored it (the column is `json`, which keeps the
 * text): a reader that needs both the document and a fingerprint of it hashes the text instead of stringifying the
 * parsed document again.
 */
export async function findNewsletterAsStored(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<{ row: NewsletterRow; documentJson: string } | undefined> {
  const [found] = await db
    .select({ ...columnsButDocument, documentJson: sql<string>`${newsletters.document}::text` })
    .from(newsletters)
    .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.id, id)));
  if (!found) return undefined;
  const { documentJson, ...row } = found;
  return { row: withDocument(row, JSON.parse(documentJson) as NewsletterDocument), documentJson };
}

/** Inserts the date's newsletter; undefined when the date already has one (someone else created it first). */
export async function insertNewsletterIfAbsent(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  { documentJson, ...values }: NewsletterValues & { issueDate: string; style: NewsletterStyle; createdById: string },
): Promise<NewsletterRow | undefined> {
  const [row] = await db
    .insert(newsletters)
    .values({ ...values, document: documentValue(documentJson), workspaceId })
    .onConflictDoNothing({ target: [newsletters.workspaceId, newsletters.issueDate] })
    .returning(columnsButDocument);
  return row && withDocument(row, values.document);
}

/**
 * Saves over the date's newsletter only while it is still at `baseVersion`, raising the version: the check and
 * the write are one statement, so two saves based on the same version can never both succeed.
 */
export async function updateNewsletterAtVersion(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  issueDate: string,
  baseVersion: number,
  { documentJson, ...values }: NewsletterValues & { style?: NewsletterStyle },
): Promise<NewsletterRow | undefined> {
  const [row] = await db
    .update(newsletters)
    .set({
      ...values,
      document: documentValue(documentJson),
      // Scheduled, published and failed are the scheduler's to change (modules/scheduler/state.ts): an edit of
      // such a newsletter keeps its status, and an edit never moves a newsletter into one of them.
      status: sql`case when ${newsletters.status} in ('scheduled', 'published', 'failed') or ${values.status} in ('scheduled', 'published', 'failed') then ${newsletters.status} else ${values.status} end`,
      version: sql`${newsletters.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(newsletters.workspaceId, workspaceId),
        eq(newsletters.issueDate, issueDate),
        eq(newsletters.version, baseVersion),
      ),
    )
    .returning(columnsButDocument);
  return row && withDocument(row, values.document);
}

function withDocument(row: SavedRow, document: NewsletterDocument): NewsletterRow {
  return { ...row, document };
}
