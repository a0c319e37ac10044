import type { Envelope, Newsletter } from '@newsletter-os/contracts';
import type { NewsletterRow } from './repository';

export function presentNewsletter(row: NewsletterRow): Newsletter {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    issueDate: row.issueDate,
    title: row.title,
    subject: row.subject,
    preheader: row.preheader,
    document: row.document,
    style: row.style,
    status: row.status,
    version: row.version,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    createdBy: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The JSON answer of a save: the success envelope of the saved newsletter, with the document spliced in as the text
 * the save stored. The body was validated on the way in and the rest is built by presentNewsletter, so the answer
 * is neither validated again nor is the document stringified a second time.
 */
export function savedNewsletterJson(row: NewsletterRow, documentJson: string, message: string): string {
  const { document: _document, ...rest } = presentNewsletter(row);
  const meta: Envelope<unknown>['meta'] = { code: 1, message };
  // `rest` always has its fields (id, version, …), so its JSON is `{…}` with at least one member after the document.
  return `{"meta":${JSON.stringify(meta)},"data":{"document":${documentJson},${JSON.stringify(rest).slice(1)}}`;
}
