import { and, eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import { adBookings, businessCompanies, feedItems, portalLinks } from '../../db/schema/index';
import type { ModuleDeps } from '../../deps';
import { discardStoredFiles } from '../../integrations/stored-image';
import { badRequest } from '../../lib/errors';
import { requireBusinessCompany } from './service';

type Deps = Pick<ModuleDeps, 'db' | 'storage'>;

/**
 * Folds an advertiser into another of the same workspace (typically one a public ad form added into the one staff
 * keep): its bookings, ads and submission links move to the kept advertiser and it is deleted, in one transaction
 * so no booking is ever left pointing at neither. Answers the kept advertiser.
 */
export async function mergeBusinessCompany(deps: Deps, scope: WorkspaceScope, id: string, intoId: string) {
  if (id === intoId) throw badRequest('intoId must be another advertiser', 'intoId');
  const merged = await requireBusinessCompany(deps, scope, id);
  await requireBusinessCompany(deps, scope, intoId);
  const { workspaceId } = scope;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(adBookings)
      .set({ businessCompanyId: intoId, updatedAt: new Date() })
      .where(and(eq(adBookings.workspaceId, workspaceId), eq(adBookings.businessCompanyId, id)));
    await tx
      .update(feedItems)
      .set({ businessCompanyId: intoId })
      .where(and(eq(feedItems.workspaceId, workspaceId), eq(feedItems.businessCompanyId, id)));
    await tx
      .update(portalLinks)
      .set({ businessCompanyId: intoId })
      .where(and(eq(portalLinks.workspaceId, workspaceId), eq(portalLinks.businessCompanyId, id)));
    await tx
      .delete(businessCompanies)
      .where(and(eq(businessCompanies.workspaceId, workspaceId), eq(businessCompanies.id, id)));
  });
  // The kept advertiser keeps its own logo; the merged one's file goes with it.
  if (merged.logoKey) await discardStoredFiles(deps.storage, [merged.logoKey]);
  return requireBusinessCompany(deps, scope, intoId);
}
