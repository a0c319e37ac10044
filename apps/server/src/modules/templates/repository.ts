import type { NewsletterDocument, NewsletterStyle } from '@newsletter-os/contracts';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
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

/** The workspace's default template, if one is set. */
export async function findDefaultTemplate(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
): Promise<TemplateRow | undefined> {
  const [row] = await db
    .select()
    .from(templates)
    .where(and(eq(templates.workspaceId, workspaceId), eq(templates.isDefault, true)));
  return row;
}

/**
 * Makes the template the default: the old default is cleared first (two statements, as the unique index is checked
 * row by row). Undefined when the workspace has no such template.
 */
export async function markDefaultTemplate(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<TemplateRow | undefined> {
  await tx
    .update(templates)
    .set({ isDefault: false })
    .where(and(eq(templates.workspaceId, workspaceId), eq(templates.isDefault, true), ne(templates.id, id)));
  const [row] = await tx
    .update(templates)
    .set({ isDefault: true })
    .where(and(eq(templates.workspaceId, workspaceId), eq(templates.id, id)))
    .returning();
  return row;
}
