import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { adReportLinks, workspaces } from '../db/schema/index';
import { notFound } from '../lib/errors';
import type { PortalTokens } from '../lib/portal-tokens';
import type { WorkspaceScope } from './workspace-scope';

/**
 * The sponsor report link (docs/decisions/0028) reaches workspace data only through a signed token that this file
 * verifies; the workspace and the booking come from the live `ad_report_links` row the token names. Anything else
 * (malformed, forged, another kind of token, a revoked link) is the same 404, so a stranger learns nothing.
 */

export const UNKNOWN_REPORT_LINK =
  'This report link does not exist or has been turned off. Ask the publisher for a new one.';

export async function requireSponsorReportLink(
  db: Db,
  tokens: PortalTokens,
  token: string,
): Promise<{ scope: WorkspaceScope; bookingId: string }> {
  const linkId = await tokens.verifyReport(token);
  if (linkId === 'invalid') throw notFound(UNKNOWN_REPORT_LINK);
  const [row] = await db
    .select({
      workspaceId: adReportLinks.workspaceId,
      businessId: workspaces.businessId,
      bookingId: adReportLinks.bookingId,
    })
    .from(adReportLinks)
    .innerJoin(workspaces, eq(workspaces.id, adReportLinks.workspaceId))
    .where(and(eq(adReportLinks.id, linkId), isNull(adReportLinks.revokedAt)))
    .limit(1);
  if (!row) throw notFound(UNKNOWN_REPORT_LINK);
  return {
    scope: { workspaceId: row.workspaceId, businessId: row.businessId } as WorkspaceScope,
    bookingId: row.bookingId,
  };
}
