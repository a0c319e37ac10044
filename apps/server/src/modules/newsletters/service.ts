import type { NewsletterStyle } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { syncIssuePlacements } from '../ad-sales/placement';
import { workspaceStyle } from '../personalization/repository';
import {
  findNewslettersOfDate,
  insertNewsletterIfAbsent,
  type NewsletterRow,
  updateNewsletterAtVersion,
} from './repository';

export interface ParsedSave {
  date: string;
  title: string;
  subject: string;
  preheader: string;
  webTitle?: string | null;
  thumbnailUrl?: string | null;
  beehiivHeaderFooter?: boolean;
  document: NewsletterRow['document'];
  style?: NewsletterStyle;
  status: NewsletterRow['status'];
  version?: number;
}

export type SaveOutcome =
  /** `documentJson` is the stored document's JSON text, for the answer to reuse. */
  | { kind: 'created'; row: NewsletterRow; documentJson: string }
  | { kind: 'updated'; row: NewsletterRow; documentJson: string }
  /** The save was based on a version that is no longer current (or on none while one exists). */
  | { kind: 'conflict'; current: NewsletterRow };

/**
 * Creates the date's newsletter (no `version`) or saves over it (`version` = what the edit was based on). A new
 * newsletter without a style takes the workspace's personalization at that moment.
 */
export async function saveNewsletter(
  db: Db,
  scope: WorkspaceScope,
  userId: string,
  { date, version, style, ...parsed }: ParsedSave,
): Promise<SaveOutcome> {
  // An emptied web title is no title of its own: the subject again, and following it when it changes.
  const values = parsed.webTitle === undefined ? parsed : { ...parsed, webTitle: parsed.webTitle || null };
  // A save plans; scheduling, publishing and failing go through the scheduler, which keeps a job in step. An edit of
  // a scheduled issue still saves (it is rendered at send time, so the edit goes out with it): its status is kept
  // by the update, never set by it.
  if (values.status === 'published' || values.status === 'failed') {
    throw badRequest('status: A saved newsletter is a draft or planned. Schedule it from the scheduler.', 'status');
  }
  if (values.status === 'scheduled' && version === undefined) {
    throw badRequest(
      'status: A new newsletter starts as a draft or planned. Schedule it from the scheduler.',
      'status',
    );
  }
  // The validated document is turned into JSON once: that text is stored and sent back (a 300-block newsletter is
  // about 100 KB, and each extra stringify of it showed in the save's p99, docs/decisions/0029).
  const documentJson = JSON.stringify(values.document);
  const write = { ...values, documentJson };
  // The ad blocks' bookings move (confirmed ⇄ placed) in the save's own transaction: the issue and its bookings
  // never disagree, whatever fails in between (docs/decisions/0027).
  const saved = await db.transaction(async (tx) => {
    const row =
      version === undefined
        ? await insertNewsletterIfAbsent(tx, scope, {
            ...write,
            issueDate: date,
            style: style ?? (await workspaceStyle(tx, scope)),
            createdById: userId,
          })
        : await updateNewsletterAtVersion(tx, scope, date, version, style ? { ...write, style } : write);
    if (row) await syncIssuePlacements(tx, scope, date, values.document);
    return row;
  });
  if (saved) return { kind: version === undefined ? 'created' : 'updated', row: saved, documentJson };
  const [current] = await findNewslettersOfDate(db, scope, date);
  // Created in the meantime by someone else (no version), or saved by someone else since (stale version).
  if (current) return { kind: 'conflict', current };
  // An update of a newsletter that does not exist (only a create can make it).
  if (version !== undefined) throw notFound('Newsletter not found');
  throw new Error('newsletter neither inserted nor found');
}
