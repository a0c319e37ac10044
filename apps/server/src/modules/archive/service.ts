import { ARCHIVE_PATHS, type PutWorkspaceArchiveBody, type WorkspaceArchive } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { archiveToken } from '../../lib/archive-tokens';
import { conflict } from '../../lib/errors';
import { type ArchiveRow, findArchive, rememberOldSlug, slugHolder, upsertArchive } from './repository';

type Deps = { db: Db; config: Pick<Config, 'APP_URL' | 'SECRETS_KEY'> };

/** The archive's public origin: the app's own (the archive is served by the same server, outside the API). */
export function archiveOrigin(config: Pick<Config, 'APP_URL'>): string {
  return config.APP_URL.replace(/\/+$/, '');
}

/** An unlisted archive's addresses carry its token; a public one's do not; an off one has none. */
export function presentArchive(config: Deps['config'], scope: WorkspaceScope, row: ArchiveRow | undefined) {
  const archive: WorkspaceArchive = {
    workspaceId: scope.workspaceId,
    slug: row?.slug ?? null,
    visibility: row?.visibility ?? 'off',
    indexUrl: null,
    feedUrl: null,
  };
  if (!row || row.visibility === 'off') return archive;
  const query = row.visibility === 'unlisted' ? `?token=${archiveToken(config.SECRETS_KEY, row.tokenId)}` : '';
  const origin = archiveOrigin(config);
  return {
    ...archive,
    indexUrl: `${origin}${ARCHIVE_PATHS.index(row.slug)}${query}`,
    feedUrl: `${origin}${ARCHIVE_PATHS.feed(row.slug)}${query}`,
  };
}

/**
 * An issue's page in the archive ("View in browser" in the email): with the token while unlisted, none while off.
 */
export function issuePageUrl(
  config: Deps['config'],
  archive: Pick<ArchiveRow, 'slug' | 'visibility' | 'tokenId'> | null | undefined,
  issueDate: string,
): string | null {
  if (!archive || archive.visibility === 'off' || !archive.slug || !issueDate) return null;
  const query = archive.visibility === 'unlisted' ? `?token=${archiveToken(config.SECRETS_KEY, archive.tokenId)}` : '';
  return `${archiveOrigin(config)}${ARCHIVE_PATHS.issue(archive.slug, issueDate)}${query}`;
}

/**
 * Sets the slug and visibility. A slug another newsletter holds (now or as an old slug that still redirects) is
 * a 409 naming the field; the slug left behind keeps redirecting here.
 */
export async function saveArchive(
  deps: Deps,
  scope: WorkspaceScope,
  body: Omit<PutWorkspaceArchiveBody, 'workspaceId'> & { slug: string },
): Promise<ArchiveRow> {
  return deps.db.transaction(async (tx) => {
    const holder = await slugHolder(tx, body.slug);
    if (holder && holder !== scope.workspaceId) {
      throw conflict('This address is taken by another newsletter: choose another slug', 'slug');
    }
    const before = await findArchive(tx, scope);
    if (before && before.slug !== body.slug) await rememberOldSlug(tx, scope, before.slug, body.slug);
    return upsertArchive(tx, scope, {
      slug: body.slug,
      visibility: body.visibility,
      newToken: body.newToken === true,
    });
  });
}
