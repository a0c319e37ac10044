import type { AddRssFeedResult, FetchRun } from '@newsletter-os/contracts';
import type { PgBoss } from 'pg-boss';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { fetchFeed } from '../../integrations/feeds/fetch';
import { FeedParseError } from '../../integrations/feeds/types';
import { checkOutboundUrl, OutboundError } from '../../integrations/safe-http';
import { badRequest, notFound } from '../../lib/errors';
import { findWorkspaceTagIds } from '../tags/repository';
import { importFeedItems } from './import-items';
import { presentFetcher } from './presenter';
import { enqueueFeedFetch } from './queue';
import {
  deleteFetcher,
  findFetcher,
  insertFetcher,
  type RssFetcherRow,
  type RssFetcherValues,
  updateFetcher,
} from './repository';
import { type OutboundSettings, runFetcher } from './run-fetcher';

const fetcherNotFound = () => notFound('RSS fetcher not found');

/** Tags must belong to the same workspace; one from elsewhere reads as not found, never as someone else's. */
async function assertWorkspaceTags(db: Db, scope: WorkspaceScope, tagIds: readonly string[], field: string) {
  const unique = [...new Set(tagIds)];
  const found = await findWorkspaceTagIds(db, scope, unique);
  if (found.length !== unique.length) throw badRequest(`${field}: a tag was not found in this newsletter`, field);
  return unique;
}

/** The URL's scheme, port and literal address are checked when saved, so a fetcher never exists only to fail. */
function assertFetchableUrl(url: string, outbound: OutboundSettings): string {
  try {
    return checkOutboundUrl(url, outbound.allowPrivate, outbound.permit).href;
  } catch (err) {
    if (err instanceof OutboundError) throw badRequest(`url: ${err.message}`, 'url');
    throw err;
  }
}

export async function createFetcher(
  db: Db,
  scope: WorkspaceScope,
  values: RssFetcherValues & { defaultTagIds: string[] },
  outbound: OutboundSettings,
): Promise<RssFetcherRow> {
  const url = assertFetchableUrl(values.url, outbound);
  const defaultTagIds = await assertWorkspaceTags(db, scope, values.defaultTagIds, 'defaultTagIds');
  return insertFetcher(db, scope, { ...values, url, defaultTagIds });
}

export async function changeFetcher(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  values: Partial<RssFetcherValues>,
  outbound: OutboundSettings,
): Promise<RssFetcherRow> {
  const current = await findFetcher(db, scope, id);
  if (!current) throw fetcherNotFound();
  const changes: Parameters<typeof updateFetcher>[3] = { ...values };
  if (values.url !== undefined) {
    changes.url = assertFetchableUrl(values.url, outbound);
    // Validators and the body hash belong to the old URL; the new one starts with a full fetch.
    if (changes.url !== current.url) Object.assign(changes, { etag: null, lastModified: null, bodyHash: null });
  }
  if (values.defaultTagIds !== undefined) {
    changes.defaultTagIds = await assertWorkspaceTags(db, scope, values.defaultTagIds, 'defaultTagIds');
  }
  const row = await updateFetcher(db, scope, id, changes);
  if (!row) throw fetcherNotFound();
  return row;
}

export async function removeFetcher(db: Db, scope: WorkspaceScope, id: string): Promise<void> {
  if (!(await deleteFetcher(db, scope, id))) throw fetcherNotFound();
}

/**
 * "Fetch now": queued through pg-boss (the same job as the schedule), or run in the request when the caller
 * waits for the outcome or no job queue runs in this process.
 */
export async function fetchFetcherNow(
  deps: { db: Db; boss?: PgBoss },
  scope: WorkspaceScope,
  id: string,
  wait: boolean,
  outbound: OutboundSettings,
): Promise<FetchRun> {
  const fetcher = await findFetcher(deps.db, scope, id);
  if (!fetcher) throw fetcherNotFound();
  if (!wait && deps.boss) {
    await enqueueFeedFetch(deps.boss, fetcher);
    return { status: 'queued', imported: 0, error: null, fetcher: presentFetcher(fetcher) };
  }
  const outcome = await runFetcher(deps.db, scope, fetcher.id, outbound);
  if (!outcome) throw fetcherNotFound();
  return {
    status: outcome.status,
    imported: outcome.imported,
    error: outcome.error,
    fetcher: presentFetcher(outcome.fetcher),
  };
}

/** Checks a feed URL and imports its current items once, without creating a fetcher. A bad feed is a 400. */
export async function addFeedOnce(
  db: Db,
  scope: WorkspaceScope,
  input: { url: string; name?: string; tagIds: string[] },
  outbound: OutboundSettings,
): Promise<AddRssFeedResult> {
  const url = assertFetchableUrl(input.url, outbound);
  const tagIds = await assertWorkspaceTags(db, scope, input.tagIds, 'tagIds');
  let result: Awaited<ReturnType<typeof fetchFeed>>;
  try {
    result = await fetchFeed(url, { allowPrivate: outbound.allowPrivate, permit: outbound.permit });
  } catch (err) {
    if (err instanceof OutboundError || err instanceof FeedParseError) throw badRequest(`url: ${err.message}`, 'url');
    throw err;
  }
  if (result.status !== 'ok') throw badRequest('url: The feed answered "not modified" to a first request', 'url');
  const title = input.name ?? result.feed.title;
  let imported: number;
  try {
    imported = await importFeedItems(db, scope, result.feed, { fetcherId: null, source: title }, tagIds);
  } catch (err) {
    // The items are finished while importing now: a feed that cannot be finished is still a bad feed, not a 500.
    if (err instanceof FeedParseError) throw badRequest(`url: ${err.message}`, 'url');
    throw err;
  }
  return { title, format: result.feed.format, found: result.feed.entries.length, imported };
}
