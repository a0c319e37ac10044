import { and, eq, isNull, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db, DbOrTx } from '../../db/client';
import { businessCompanies, portalLinks } from '../../db/schema/index';

export type PortalLinkRow = typeof portalLinks.$inferSelect & { businessName: string | null };

/** The newest link of each kind (and, for ads, each company) of the workspace, with the company's name. */
export async function findCurrentLinks(db: Db, { workspaceId }: WorkspaceScope): Promise<PortalLinkRow[]> {
  const rows = await db
    .selectDistinctOn([portalLinks.kind, portalLinks.businessCompanyId], {
      link: portalLinks,
      businessName: businessCompanies.name,
    })
    .from(portalLinks)
    .leftJoin(
      businessCompanies,
      and(eq(businessCompanies.id, portalLinks.businessCompanyId), eq(businessCompanies.workspaceId, workspaceId)),
    )
    .where(eq(portalLinks.workspaceId, workspaceId))
    .orderBy(portalLinks.kind, portalLinks.businessCompanyId, sql`${portalLinks.createdAt} desc`);
  return rows.map((r) => ({ ...r.link, businessName: r.businessName }));
}

export async function findLink(db: Db, { workspaceId }: WorkspaceScope, id: string) {
  const [row] = await db
    .select()
    .from(portalLinks)
    .where(and(eq(portalLinks.id, id), eq(portalLinks.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

export async function insertLink(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: Pick<typeof portalLinks.$inferInsert, 'kind' | 'businessCompanyId' | 'expiresAt' | 'createdById'>,
) {
  const [row] = await tx
    .insert(portalLinks)
    .values({ ...values, workspaceId })
    .returning();
  if (!row) throw new Error('link not created');
  return row;
}

/** Turns off the links of one kind (and company) that are still on. */
export async function revokeLinksOf(
  tx: DbOrTx,
  { workspaceId }: WorkspaceScope,
  kind: string,
  businessCompanyId: string | null,
): Promise<void> {
  await tx
    .update(portalLinks)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(portalLinks.workspaceId, workspaceId),
        eq(portalLinks.kind, kind),
        businessCompanyId
          ? eq(portalLinks.businessCompanyId, businessCompanyId)
          : isNull(portalLinks.businessCompanyId),
        isNull(portalLinks.revokedAt),
      ),
    );
}

export async function revokeLink(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .update(portalLinks)
    .set({ revokedAt: sql`coalesce(${portalLinks.revokedAt}, now())` })
    .where(and(eq(portalLinks.id, id), eq(portalLinks.workspaceId, workspaceId)))
    .returning({ id: portalLinks.id });
  return rows.length > 0;
}
