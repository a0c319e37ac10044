import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { portalLinks, portalSubmissions, workspaces } from '../db/schema/index';
import { AppError, badRequest, notFound } from '../lib/errors';
import type { PortalLinkClaims, PortalTokens } from '../lib/portal-tokens';
import type { WorkspaceScope } from './workspace-scope';

/**
 * The portal scope (docs/decisions/0005, 0014): a public request reaches workspace data only through a signed
 * token that this file verifies. The workspace comes from the link's (or submission's) row, which the verified
 * token names by id; nothing else in the token is trusted.
 */

export const INVALID_LINK = 'This submission link is not valid. Ask the publisher for a new one.';
export const ENDED_LINK = 'This submission link has been turned off or has expired. Ask the publisher for a new one.';
export const INVALID_STATUS_LINK = 'This status link is not valid. Use the link from your confirmation email.';

const invalidLink = () => badRequest(INVALID_LINK, 'token');
const endedLink = () => new AppError(410, ENDED_LINK);

export interface PortalLink {
  id: string;
  kind: string;
  businessCompanyId: string | null;
}

export interface PortalLinkScope {
  scope: WorkspaceScope;
  link: PortalLink;
}

/** Checks the signature only (no database): 400 for anything forged, tampered or unsigned, 410 past its expiry. */
export async function verifyPortalLinkToken(tokens: PortalTokens, token: string): Promise<PortalLinkClaims> {
  const claims = await tokens.verifyLink(token);
  if (claims === 'invalid') throw invalidLink();
  if (claims === 'expired') throw endedLink();
  return claims;
}

/**
 * The link the verified claims name, if it is still on (410 when revoked or expired), of one of `kinds` (400
 * otherwise), in the workspace the claims name (400 when they disagree, which only a leaked signing key allows).
 */
export async function requirePortalLink(
  db: Db,
  claims: PortalLinkClaims,
  kinds: readonly string[],
): Promise<PortalLinkScope> {
  const [row] = await db
    .select({
      id: portalLinks.id,
      kind: portalLinks.kind,
      businessCompanyId: portalLinks.businessCompanyId,
      workspaceId: portalLinks.workspaceId,
      businessId: workspaces.businessId,
      revokedAt: portalLinks.revokedAt,
      expiresAt: portalLinks.expiresAt,
    })
    .from(portalLinks)
    .innerJoin(workspaces, eq(workspaces.id, portalLinks.workspaceId))
    .where(and(eq(portalLinks.id, claims.lid), eq(portalLinks.workspaceId, claims.workspaceId)))
    .limit(1);
  if (!row) throw invalidLink();
  if (row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) throw endedLink();
  if (!kinds.includes(row.kind)) throw badRequest('This link is for another kind of submission', 'token');
  return {
    scope: { workspaceId: row.workspaceId, businessId: row.businessId } as WorkspaceScope,
    link: { id: row.id, kind: row.kind, businessCompanyId: row.businessCompanyId },
  };
}

export interface SubmissionScope {
  scope: WorkspaceScope;
  submissionId: string;
  trackingId: string;
}

/** The submission a status link names (its tracking id, signed); 400 when forged, 404 when it no longer exists. */
export async function requireSubmissionStatusLink(
  db: Db,
  tokens: PortalTokens,
  token: string,
): Promise<SubmissionScope> {
  const trackingId = await tokens.verifyStatus(token);
  if (trackingId === 'invalid') throw badRequest(INVALID_STATUS_LINK, 'token');
  const [row] = await db
    .select({
      id: portalSubmissions.id,
      workspaceId: portalSubmissions.workspaceId,
      businessId: workspaces.businessId,
      origin: portalSubmissions.origin,
    })
    .from(portalSubmissions)
    .innerJoin(workspaces, eq(workspaces.id, portalSubmissions.workspaceId))
    .where(eq(portalSubmissions.trackingId, trackingId))
    .limit(1);
  // Partner uploads are followed in the signed-in history, not through a status link.
  if (!row || row.origin === 'partner') throw notFound('This submission no longer exists');
  return {
    scope: { workspaceId: row.workspaceId, businessId: row.businessId } as WorkspaceScope,
    submissionId: row.id,
    trackingId,
  };
}
