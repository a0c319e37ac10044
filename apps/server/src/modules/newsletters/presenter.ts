import type { Newsletter } from '@newsletter-os/contracts';
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
