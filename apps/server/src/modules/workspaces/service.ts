import type { PageQuery, Paginated, Workspace, WorkspaceBrand } from '@newsletter-os/contracts';
import { authorize, requireWorkspace } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { toPage } from '../../lib/pagination';
import type { Capability } from '../../lib/roles';
import type { AuthUser } from '../../plugins/auth';
import { prepareLogo, storeLogo } from './logo';
import { toWorkspace, toWorkspaceBrand } from './presenter';
import {
  findBusinessWorkspaces,
  findMemberWorkspaces,
  findWorkspace,
  findWorkspaceNamesLike,
  insertWorkspaces,
  updateWorkspace,
} from './repository';

/**
 * Reading a workspace's own details (its brand for the header) is open to every member, partners included:
 * the capability that lets this user type into a workspace at all.
 */
export function memberCapability(user: AuthUser): Capability {
  return user.userType === 'partner' ? 'partnerContent' : 'useWorkspace';
}

const emptyPage = (query: PageQuery): Paginated<Workspace> => ({
  results: [],
  count: 0,
  page: query.page,
  pageSize: query.pageSize,
  totalPages: 0,
});

/** The caller's workspaces: all of the business for admins, memberships for everyone else. */
export async function listMyWorkspaces(db: Db, user: AuthUser, query: PageQuery): Promise<Paginated<Workspace>> {
  if (!user.businessId) return emptyPage(query);
  const result =
    user.userType === 'admin'
      ? await findBusinessWorkspaces(db, user.businessId, query)
      : await findMemberWorkspaces(db, user.businessId, user.id, query);
  return toPage(result, query, toWorkspace);
}

/** Every workspace of the business (admins and managers). */
export async function listBusinessWorkspaces(db: Db, user: AuthUser, query: PageQuery): Promise<Paginated<Workspace>> {
  authorize(user, 'manageWorkspaces');
  if (!user.businessId) return emptyPage(query);
  return toPage(await findBusinessWorkspaces(db, user.businessId, query), query, toWorkspace);
}

/** Creates newsletters; names are unique in the business regardless of case. The creator becomes a member. */
export async function registerWorkspaces(
  db: Db,
  user: AuthUser,
  names: string[],
  timeZone?: string,
): Promise<Workspace[]> {
  authorize(user, 'manageWorkspaces');
  const businessId = user.businessId;
  if (!businessId) throw conflict('Register your business before adding newsletters.');
  const seen = new Set<string>();
  for (const [index, name] of names.entries()) {
    const key = name.toLowerCase();
    if (seen.has(key)) throw conflict(`The newsletter name "${name}" is listed twice.`, `workspaces.${index}`);
    seen.add(key);
  }
  try {
    const rows = await db.transaction(async (tx) => {
      const [existing] = await findWorkspaceNamesLike(tx, businessId, names);
      if (existing !== undefined) throw conflict(`A newsletter named "${existing}" already exists.`);
      return insertWorkspaces(tx, businessId, names, user.id, timeZone);
    });
    return rows.map(toWorkspace);
  } catch (err) {
    // Two requests creating the same name at once: the unique index decides.
    if (isUniqueViolation(err)) throw conflict('A newsletter with one of these names already exists.');
    throw err;
  }
}

async function scopedWorkspace(db: Db, user: AuthUser, workspaceId: string, capability: Capability) {
  const scope = await requireWorkspace(db, user, workspaceId, capability);
  const row = await findWorkspace(db, scope);
  if (!row) throw notFound('Workspace not found');
  return { scope, row };
}

export async function getWorkspaceBrand(db: Db, user: AuthUser, workspaceId: string): Promise<WorkspaceBrand> {
  const { row } = await scopedWorkspace(db, user, workspaceId, memberCapability(user));
  return toWorkspaceBrand(row);
}

export interface BrandUpdate {
  workspaceId: string;
  brandName?: string | null;
  brandColor?: string | null;
  logo?: Buffer;
}

/** Updates brand name/colour and, with a file, replaces the logo (the old file is deleted afterwards). */
export async function updateWorkspaceBrand(
  deps: { db: Db; storage: Storage },
  user: AuthUser,
  update: BrandUpdate,
): Promise<WorkspaceBrand> {
  const { scope, row } = await scopedWorkspace(deps.db, user, update.workspaceId, 'manageWorkspaces');
  const logo = update.logo ? await prepareLogo(update.logo) : undefined;
  const stored = logo ? await storeLogo(deps.storage, logo) : undefined;
  const values = {
    ...(update.brandName !== undefined ? { brandName: update.brandName } : {}),
    ...(update.brandColor !== undefined ? { brandColor: update.brandColor } : {}),
    ...(stored ? { logoUrl: stored.url, logoKey: stored.key } : {}),
  };
  if (Object.keys(values).length === 0) return toWorkspaceBrand(row);
  let updated: typeof row | undefined;
  try {
    updated = await updateWorkspace(deps.db, scope, values);
  } catch (err) {
    if (stored) await deps.storage.delete(stored.key);
    throw err;
  }
  if (!updated) throw notFound('Workspace not found');
  if (stored && row.logoKey) await deps.storage.delete(row.logoKey).catch(() => undefined);
  return toWorkspaceBrand(updated);
}

/** Links the workspace to its Beehiiv publication (an empty id unlinks it). */
export async function syncPublicationId(
  db: Db,
  user: AuthUser,
  body: { workspaceId: string; publicationId: string | null },
): Promise<Workspace> {
  const { scope } = await scopedWorkspace(db, user, body.workspaceId, 'manageWorkspaces');
  const updated = await updateWorkspace(db, scope, { publicationId: body.publicationId });
  if (!updated) throw notFound('Workspace not found');
  return toWorkspace(updated);
}
