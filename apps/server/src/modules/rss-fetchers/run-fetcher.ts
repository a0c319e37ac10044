import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { fetchFeed } from '../../integrations/feeds/fetch';
import { FeedParseError } from '../../integrations/feeds/types';
import { OutboundError, type OutboundPermit } from '../../integrations/safe-http';
import { findWorkspaceTagIds } from '../tags/repository';
import { importFeedItems } from './import-items';
import { findFetcher, type RssFetcherRow, recordFetcherRun } from './repository';

export { rssItemRows } from './import-items';

/** How outbound fetches may be made: from config (OUTBOUND_ALLOW_PRIVATE), plus test-only exceptions. */
export interface OutboundSettings {
  allowPrivate: boolean;
  permit?: OutboundPermit;
  timeoutMs?: number;
}

export interface FetchRunOutcome {
  status: 'ok' | 'not-modified' | 'error';
  imported: number;
  error: string | null;
  fetcher: RssFetcherRow;
}

/** The message stored as the fetcher's last error: ours are written for people; anything else stays generic. */
export function readableFetchError(err: unknown): string {
  if (err instanceof OutboundError || err instanceof FeedParseError) return err.message;
  return 'The feed could not be imported because of an internal error';
}

/**
 * One run of one fetcher: conditional GET with the stored validators, parse (unless the body is the one imported
 * last time), store new items with the default tags, and record the outcome on the fetcher. Never throws for a broken feed; the failure is the outcome.
 * Returns null when the fetcher no longer exists in that workspace.
 */
export async function runFetcher(
  db: Db,
  scope: WorkspaceScope,
  fetcherId: string,
  outbound: OutboundSettings,
  onUnexpected?: (err: unknown) => void,
): Promise<FetchRunOutcome | null> {
  const fetcher = await findFetcher(db, scope, fetcherId);
  if (!fetcher) return null;
  const record = (run: Parameters<typeof recordFetcherRun>[3]) => recordFetcherRun(db, scope, fetcher.id, run);
  try {
    const result = await fetchFeed(fetcher.url, {
      etag: fetcher.etag,
      lastModified: fetcher.lastModified,
      bodyHash: fetcher.bodyHash,
      allowPrivate: outbound.allowPrivate,
      permit: outbound.permit,
      timeoutMs: outbound.timeoutMs,
    });
    if (result.status === 'not-modified') {
      const row = await record({ status: 'ok', error: null, imported: 0 });
      return { status: 'not-modified', imported: 0, error: null, fetcher: row ?? fetcher };
    }
    if (result.status === 'unchanged') {
      // The items of these bytes were all stored by the run that recorded their hash: nothing new to import.
      const row = await record({
        status: 'ok',
        error: null,
        imported: 0,
        etag: result.etag,
        lastModified: result.lastModified,
      });
      return { status: 'not-modified', imported: 0, error: null, fetcher: row ?? fetcher };
    }
    // Deleting a tag removes it from the fetcher; this re-check only narrows the window of a tag deleted mid-run.
    const tagIds = await findWorkspaceTagIds(db, scope, fetcher.defaultTagIds);
    const imported = await importFeedItems(db, scope, result.feed, { fetcherId: fetcher.id }, tagIds);
    const row = await record({
      status: 'ok',
      error: null,
      imported,
      etag: result.etag,
      lastModified: result.lastModified,
      bodyHash: result.bodyHash,
    });
    return { status: 'ok', imported, error: null, fetcher: row ?? fetcher };
  } catch (err) {
    if (!(err instanceof OutboundError || err instanceof FeedParseError)) onUnexpected?.(err);
    const error = readableFetchError(err);
    const row = await record({ status: 'error', error, imported: 0 });
    return { status: 'error', imported: 0, error, fetcher: row ?? fetcher };
  }
}
