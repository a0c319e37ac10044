import {
  type BeehiivPublicationList,
  INSIGHT_META,
  type Insights,
  type InsightsTimePeriod,
} from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema/index';
import { BeehiivError, type WirePost, type WirePublication } from '../../integrations/beehiiv';
import { AppError } from '../../lib/errors';
import { lastFour, sealSecret } from '../../lib/secret-box';
import { beehiivClientFor, type WorkspaceBeehiiv, workspaceBeehiiv } from './connection';
import { computeInsights, utcDay, windowsOf } from './insights';
import {
  type BeehiivKeyRow,
  clearCache,
  deleteBeehiivKey,
  listSnapshots,
  upsertBeehiivKey,
  upsertSnapshot,
} from './repository';

export const INVALID_BEEHIIV_KEY_MESSAGE = 'Invalid API key: Beehiiv did not accept it';
export const BEEHIIV_UNAVAILABLE_MESSAGE = 'Beehiiv could not be reached. Please try again in a minute.';
/** Pages of 100 posts read for one window at most (a daily newsletter's two years). */
const MAX_POST_PAGES = 8;

/** An insight answer: meta code (docs/product-spec.md section 4) and, with code 1 only, the data. */
export interface InsightOutcome<T> {
  code: number;
  message: string;
  data: T | null;
}

const outcomes = {
  noKey: { code: INSIGHT_META.apiKeyError, message: 'No Beehiiv API key found', data: null },
  invalidKey: { code: INSIGHT_META.authError, message: 'Invalid Beehiiv API key', data: null },
  notLinked: {
    code: INSIGHT_META.syncError,
    message: 'Please sync your publication with newsletter',
    data: null,
  },
} as const;

/** The spec's error states for the errors they cover; anything else (rate limit, outage) is a 503. */
function outcomeOf(err: unknown): InsightOutcome<never> {
  if (err instanceof BeehiivError) {
    if (err.code === 'invalid_key') return outcomes.invalidKey;
    if (err.code === 'not_found') return outcomes.notLinked;
    throw new AppError(503, BEEHIIV_UNAVAILABLE_MESSAGE, undefined, { 'Retry-After': '60' });
  }
  throw err;
}

/** GET /dashboard/beehive-publications/: what the key can see, and which one the workspace is linked to. */
export async function listPublications(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
): Promise<InsightOutcome<BeehiivPublicationList>> {
  const beehiiv = await workspaceBeehiiv(db, config, scope);
  if (!beehiiv) return outcomes.noKey;
  try {
    const publications = await beehiiv.cached('publications', () => beehiiv.client.listPublications());
    const [workspace] = await db
      .select({ publicationId: workspaces.publicationId })
      .from(workspaces)
      .where(eq(workspaces.id, scope.workspaceId));
    return {
      code: INSIGHT_META.ok,
      message: 'Publications fetched',
      data: {
        results: publications.map((p) => ({
          id: p.id,
          name: p.name,
          organization_name: p.organization_name ?? null,
          active_subscriptions: p.stats?.active_subscriptions ?? null,
        })),
        linkedPublicationId: workspace?.publicationId ?? null,
      },
    };
  } catch (err) {
    return outcomeOf(err);
  }
}

/** Posts of every status, newest first, page by page until the pages reach back past `since` (or run out). */
async function postsSince(beehiiv: WorkspaceBeehiiv, publicationId: string, since: number | null) {
  const posts: WirePost[] = [];
  for (let page = 1; page <= MAX_POST_PAGES; page++) {
    const result = await beehiiv.cached(`posts ${publicationId} all p${page}`, () =>
      beehiiv.client.listPosts(publicationId, { status: 'all', page }),
    );
    posts.push(...result.posts);
    const oldest = result.posts.at(-1)?.publish_date;
    if (since === null || page >= result.totalPages || result.posts.length === 0) break;
    if (oldest != null && oldest < since) break;
  }
  return posts;
}

/** Today's row of the publication's history (the daily job writes it too; the first load of a day does not wait). */
async function recordSnapshot(
  db: Db,
  scope: WorkspaceScope,
  publication: WirePublication,
  totalSubscriptions: number | null,
  nowSeconds: number,
) {
  const active = publication.stats?.active_subscriptions;
  if (active == null) return;
  await upsertSnapshot(db, scope, publication.id, utcDay(nowSeconds), {
    activeSubscriptions: active,
    totalSubscriptions,
    totalSent: publication.stats?.total_sent ?? null,
    totalUniqueOpened: publication.stats?.total_unique_opened ?? null,
    totalClicked: publication.stats?.total_clicked ?? null,
  });
}

/** The publication's live figures (cached) and today's snapshot of them. */
async function publicationFigures(db: Db, scope: WorkspaceScope, beehiiv: WorkspaceBeehiiv, publicationId: string) {
  const publication = await beehiiv.cached(`publication ${publicationId}`, () =>
    beehiiv.client.getPublication(publicationId),
  );
  const totalSubscriptions = await beehiiv.cached(`subscriptions-total ${publicationId}`, async () => {
    try {
      return await beehiiv.client.subscriptionsTotal(publicationId);
    } catch (err) {
      // Best effort (offset paging is deprecated): the active count stands in.
      if (err instanceof BeehiivError && err.code !== 'rate_limited' && err.code !== 'unavailable') return null;
      throw err;
    }
  });
  return { publication, totalSubscriptions };
}

/** GET /beehiiv/insights/ and /dashboard/beehive-insights/. */
export async function loadInsights(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  publicationId: string,
  period: InsightsTimePeriod,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<InsightOutcome<Insights>> {
  const beehiiv = await workspaceBeehiiv(db, config, scope);
  if (!beehiiv) return outcomes.noKey;
  try {
    const { publication, totalSubscriptions } = await publicationFigures(db, scope, beehiiv, publicationId);
    await recordSnapshot(db, scope, publication, totalSubscriptions, nowSeconds);
    const windows = windowsOf(period, nowSeconds);
    const posts = await postsSince(beehiiv, publicationId, windows?.previousStart ?? null);
    const allTime = windows
      ? null
      : await beehiiv.cached(`aggregate ${publicationId}`, () => beehiiv.client.aggregateStats(publicationId));
    const snapshots = await listSnapshots(db, scope, publicationId);
    const data = computeInsights({
      period,
      nowSeconds,
      publication: {
        id: publication.id,
        name: publication.name,
        activeSubscriptions: publication.stats?.active_subscriptions ?? null,
      },
      totalSubscriptions,
      posts,
      allTime,
      snapshots: snapshots.map((s) => ({
        day: s.day,
        activeSubscriptions: s.activeSubscriptions,
        totalSubscriptions: s.totalSubscriptions,
      })),
    });
    return { code: INSIGHT_META.ok, message: 'Insights fetched', data };
  } catch (err) {
    return outcomeOf(err);
  }
}

/** The daily job's work for one workspace: today's snapshot of its linked publication. */
export async function snapshotLinkedPublication(db: Db, config: Config, scope: WorkspaceScope): Promise<void> {
  const [workspace] = await db
    .select({ publicationId: workspaces.publicationId })
    .from(workspaces)
    .where(eq(workspaces.id, scope.workspaceId));
  const beehiiv = await workspaceBeehiiv(db, config, scope);
  if (!beehiiv || !workspace?.publicationId) return;
  const { publication, totalSubscriptions } = await publicationFigures(db, scope, beehiiv, workspace.publicationId);
  await recordSnapshot(db, scope, publication, totalSubscriptions, Math.floor(Date.now() / 1000));
}

/** PATCH /newsletter-keys/ with a key: stored once Beehiiv accepts it (listing publications is the check). */
export async function saveBeehiivKey(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  apiKey: string,
): Promise<BeehiivKeyRow> {
  try {
    await beehiivClientFor(config, apiKey).listPublications();
  } catch (err) {
    if (err instanceof BeehiivError && err.code === 'invalid_key') {
      throw new AppError(422, INVALID_BEEHIIV_KEY_MESSAGE, 'beehiivApiKey');
    }
    if (err instanceof BeehiivError) throw new AppError(502, BEEHIIV_UNAVAILABLE_MESSAGE);
    throw err;
  }
  const row = await upsertBeehiivKey(db, scope, {
    sealedKey: sealSecret(config.SECRETS_KEY, scope.workspaceId, 'beehiiv-api-key', apiKey),
    lastFour: lastFour(apiKey),
  });
  await clearCache(db, scope);
  return row;
}

/** PATCH /newsletter-keys/ with null: the key and every answer fetched with it are gone. */
export async function removeBeehiivKey(db: Db, scope: WorkspaceScope): Promise<void> {
  await deleteBeehiivKey(db, scope);
  await clearCache(db, scope);
}
