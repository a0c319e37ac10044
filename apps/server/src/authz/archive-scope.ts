import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { workspaceArchiveOldSlugs, workspaceArchives, workspaces } from '../db/schema/index';
import { archiveTokenMatches } from '../lib/archive-tokens';
import { notFound } from '../lib/errors';
import type { WorkspaceScope } from './workspace-scope';

/**
 * The public archive (docs/decisions/0054) reaches a workspace's rows only through its slug, and, when unlisted,
 * the signed token this file verifies. An archive that is off, a wrong or missing token on an unlisted one and an
 * unknown slug are the same 404, so a stranger learns nothing from trying.
 */
export const UNKNOWN_ARCHIVE = 'This newsletter archive does not exist or is not public.';

export type ArchiveAccess =
  | {
      kind: 'open';
      scope: WorkspaceScope;
      slug: string;
      name: string;
      visibility: 'public' | 'unlisted';
      /** The token to carry on links inside an unlisted archive; null when public. */
      token: string | null;
    }
  | { kind: 'moved'; slug: string };

export async function requireArchive(
  db: Db,
  secretsKey: string,
  slug: string,
  token: string | undefined,
): Promise<ArchiveAccess> {
  const [row] = await db
    .select({
      workspaceId: workspaceArchives.workspaceId,
      businessId: workspaces.businessId,
      name: workspaces.name,
      visibility: workspaceArchives.visibility,
      tokenId: workspaceArchives.tokenId,
    })
    .from(workspaceArchives)
    .innerJoin(workspaces, eq(workspaces.id, workspaceArchives.workspaceId))
    .where(eq(workspaceArchives.slug, slug))
    .limit(1);
  if (!row) {
    // An old slug answers with where the archive is now (the token, if any, is checked there).
    const [moved] = await db
      .select({ slug: workspaceArchives.slug, visibility: workspaceArchives.visibility })
      .from(workspaceArchiveOldSlugs)
      .innerJoin(workspaceArchives, eq(workspaceArchives.workspaceId, workspaceArchiveOldSlugs.workspaceId))
      .where(eq(workspaceArchiveOldSlugs.slug, slug))
      .limit(1);
    if (moved && moved.visibility !== 'off') return { kind: 'moved', slug: moved.slug };
    throw notFound(UNKNOWN_ARCHIVE);
  }
  if (row.visibility === 'off') throw notFound(UNKNOWN_ARCHIVE);
  if (row.visibility === 'unlisted' && !archiveTokenMatches(secretsKey, row.tokenId, token)) {
    throw notFound(UNKNOWN_ARCHIVE);
  }
  return {
    kind: 'open',
    scope: { workspaceId: row.workspaceId, businessId: row.businessId } as WorkspaceScope,
    slug,
    name: row.name,
    visibility: row.visibility,
    token: row.visibility === 'unlisted' ? (token ?? null) : null,
  };
}
