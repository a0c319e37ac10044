import type { NewsletterDocument, NewsletterStyle } from '@newsletter-os/contracts';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { templates } from '../../db/schema/index';

export type TemplateRow = typeof templates.$inferSelect;

export async function findTemplates(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  limit: number,
): Promise<TemplateRow[]> {
  return db
    .select()
    .from(templates)
    .where(eq(templates.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${templates.name})`), asc(templates.id))
    .limit(limit);
}

export async function countTemplates(db: DbOrTx, { workspaceId }: WorkspaceScope): Promise<number> {
  const [row] = await db.select({ total: count() }).from(templates).where(eq(templates.workspaceId, workspaceId));
  return row?.total ?? 0;
}

export async function insertTemplate(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: {
    name: string;
    title: string;
    subject: string;
    preheader: string;
    document: NewsletterDocument;
    style: NewsletterStyle;
    createdById: string;
  },
): Promise<TemplateRow> {
  const [row] = await db
    .insert(templates)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('template not created');
  return row;
}

export async function deleteTemplate(db: DbOrTx, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(templates)
    .where(and(eq(templates.workspaceId, workspaceId), eq(templates.id, id)))
    .returning({ id: templates.id });
  return rows.length > 0;
}

export async function templateExists(db: DbOrTx, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.workspaceId, workspaceId), eq(templates.id, id)));
  return rows.length > 0;
}
