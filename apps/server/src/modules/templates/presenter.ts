import type { NewsletterTemplate } from '@newsletter-os/contracts';
import type { TemplateRow } from './repository';

export function presentTemplate(row: TemplateRow): NewsletterTemplate {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    title: row.title,
    subject: row.subject,
    preheader: row.preheader,
    document: row.document,
    style: row.style,
    isDefault: row.isDefault,
    createdBy: row.createdById,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
