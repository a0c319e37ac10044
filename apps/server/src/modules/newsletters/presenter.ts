import type { Envelope, Newsletter, SavedNewsletter } from '@newsletter-os/contracts';
import type { NewsletterRow } from './repository';

/** A newsletter without its document: the answer to a save over it, since the editor already holds the document. */
export function presentSavedNewsletter(row: Omit<NewsletterRow, 'document'>): SavedNewsletter {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    issueDate: row.issueDate,
    title: row.title,
    subject: row.subject,
    preheader: row.preheader,
    webTitle: row.webTitle,
    thumbnailUrl: row.thumbnailUrl,
    beehiivHeaderFooter: row.beehiivHeaderFooter,
    style: row.style,
    status: row.status,
    version: row.version,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    createdBy: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentNewsletter(row: NewsletterRow): Newsletter {
  return { ...presentSavedNewsletter(row), document: row.document };
}

/**
 * The JSON answer of a create: the success envelope of the new newsletter, with the document spliced in as the text
 * the save stored. The body was validated on the way in and the rest is built by presentNewsletter, so the answer
 * is neither validated again nor is the document stringified a second time.
 */
export function createdNewsletterJson(row: NewsletterRow, documentJson: string): string {
  const rest = presentSavedNewsletter(row);
  const meta: Envelope<unknown>['meta'] = { code: 1, message: 'Newsletter created' };
  // `rest` always has its fields (id, version, …), so its JSON is `{…}` with at least one member after the document.
  return `{"meta":${JSON.stringify(meta)},"data":{"document":${documentJson},${JSON.stringify(rest).slice(1)}}`;
}
