import {
  PORTAL_LABELS,
  PORTAL_PATHS,
  type PortalKind,
  type PortalLink,
  portalKinds,
  type RotatePortalLinkBody,
} from '@newsletter-os/contracts';
import { sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import { badRequest, notFound } from '../../lib/errors';
import { portalTokensFor } from '../../lib/portal-tokens';
import { DAY_MS } from '../../lib/units';
import type { AuthUser } from '../../plugins/auth';
import { businessCompanyExists } from '../business-companies/repository';
import { findWorkspace } from '../workspaces/repository';
import { findCurrentLinks, insertLink, type PortalLinkRow, revokeLink, revokeLinksOf } from './link-repository';

type Deps = Pick<ModuleDeps, 'db' | 'config'>;

/** Serialises link creation per workspace, so two first visits of the settings screen make one set of links. */
async function lockWorkspaceLinks(tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0], scope: WorkspaceScope) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`portal-links:${scope.workspaceId}`}))`);
}

function stateOf(row: PortalLinkRow): PortalLink['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return 'expired';
  return 'active';
}

/** The link as the settings screen shows it: the URL carries the spec's payload, signed, plus the link id. */
async function presentLink(deps: Deps, row: PortalLinkRow, brandLogo: string | null): Promise<PortalLink> {
  const kind = row.kind as PortalKind;
  const state = stateOf(row);
  let url = '';
  if (state === 'active') {
    const token = await portalTokensFor(deps.config.SECRETS_KEY).signLink(
      {
        lid: row.id,
        workspaceId: row.workspaceId,
        brandLogo,
        ...(kind === 'ads' ? { businessId: row.businessCompanyId, businessName: row.businessName } : {}),
      },
      row.expiresAt,
    );
    const base = `${deps.config.APP_URL.replace(/\/+$/, '')}${PORTAL_PATHS[kind]}`;
    // The partner page is signed-in: it also names the workspace, so the right newsletter is selected.
    const workspace = kind === 'partner' ? `workspaceId=${row.workspaceId}&` : '';
    url = `${base}?${workspace}token=${encodeURIComponent(token)}`;
  }
  return {
    id: row.id,
    kind,
    label: row.businessName ? `${PORTAL_LABELS[kind]}: ${row.businessName}` : PORTAL_LABELS[kind],
    url,
    state,
    businessCompanyId: row.businessCompanyId,
    businessName: row.businessName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The workspace's four links (made on first use), then its per-company ad links, each with its URL. */
export async function listPortalLinks(deps: Deps, user: AuthUser, scope: WorkspaceScope): Promise<PortalLink[]> {
  let rows = await findCurrentLinks(deps.db, scope);
  const missing = portalKinds.filter((kind) => !rows.some((r) => r.kind === kind && r.businessCompanyId === null));
  if (missing.length > 0) {
    await deps.db.transaction(async (tx) => {
      await lockWorkspaceLinks(tx, scope);
      const again = await findCurrentLinks(deps.db, scope);
      for (const kind of missing) {
        if (again.some((r) => r.kind === kind && r.businessCompanyId === null)) continue;
        await insertLink(tx, scope, { kind, businessCompanyId: null, expiresAt: null, createdById: user.id });
      }
    });
    rows = await findCurrentLinks(deps.db, scope);
  }
  const workspace = await findWorkspace(deps.db, scope);
  const order = (row: PortalLinkRow) => portalKinds.indexOf(row.kind as PortalKind) + (row.businessCompanyId ? 10 : 0);
  const sorted = rows.sort((a, b) => order(a) - order(b) || (a.businessName ?? '').localeCompare(b.businessName ?? ''));
  return Promise.all(sorted.map((row) => presentLink(deps, row, workspace?.logoUrl ?? null)));
}

/** A new link replaces the current one of its kind (and company): the old URL stops working at once. */
export async function rotatePortalLink(
  deps: Deps,
  user: AuthUser,
  scope: WorkspaceScope,
  body: Omit<RotatePortalLinkBody, 'workspaceId'>,
): Promise<PortalLink[]> {
  const businessCompanyId = body.kind === 'ads' ? (body.businessCompanyId ?? null) : null;
  if (body.businessCompanyId && body.kind !== 'ads') {
    throw badRequest('businessCompanyId: only ad links are made per business company', 'businessCompanyId');
  }
  if (businessCompanyId && !(await businessCompanyExists(deps.db, scope, businessCompanyId))) {
    throw notFound('Business company not found');
  }
  const days = body.expiresInDays === undefined ? null : Number(body.expiresInDays);
  await deps.db.transaction(async (tx) => {
    await lockWorkspaceLinks(tx, scope);
    await revokeLinksOf(tx, scope, body.kind, businessCompanyId);
    await insertLink(tx, scope, {
      kind: body.kind,
      businessCompanyId,
      expiresAt: days ? new Date(Date.now() + days * DAY_MS) : null,
      createdById: user.id,
    });
  });
  return listPortalLinks(deps, user, scope);
}

export async function turnOffPortalLink(
  deps: Deps,
  user: AuthUser,
  scope: WorkspaceScope,
  linkId: string,
): Promise<PortalLink[]> {
  if (!(await revokeLink(deps.db, scope, linkId))) throw notFound('Link not found');
  return listPortalLinks(deps, user, scope);
}
