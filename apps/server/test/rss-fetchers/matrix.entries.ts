import { buildTag } from '../helpers/factories-content';
import { buildFetcher } from '../helpers/factories-rss-fetchers';
import { endpoint, type MatrixContext } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';

/**
 * Roles and tenants for every RSS fetcher endpoint: settings are for admins and managers of the workspace.
 * The matrix app has OUTBOUND_ALLOW_PRIVATE off, so fetches aim at a loopback URL the guard refuses at once:
 * the run is real (and recorded), without depending on any network.
 */
const refusedUrl = 'http://127.0.0.1/feed.xml';
const fetcherRow = (ctx: MatrixContext, fetcher: { id: string }) => rowOf(ctx, 'rss_fetchers', fetcher.id);
const fetchersAndItemsOfA = async (ctx: MatrixContext) => [
  ...(await rowsOfWorkspace(ctx, 'rss_fetchers')),
  ...(await rowsOfWorkspace(ctx, 'feed_items')),
];

export const rssFetcherEntries = [
  endpoint({
    name: 'GET /feed-fetcher/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    prepare: ({ t, a }) => buildFetcher(t.db, { workspaceId: a.workspace.id, name: 'Tenant A secret fetcher' }),
    request: (_ctx, _fetcher, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/feed-fetcher/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, fetcher) => [fetcher.name, fetcher.id],
  }),
  endpoint({
    name: 'POST /feed-fetcher/create/',
    allowed: ['admin', 'manager'],
    success: 201,
    // A's tag does not exist in B's workspace: a 400 naming defaultTagIds, as for any unknown tag.
    foreign: 'invalidReference',
    prepare: ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, tag, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/feed-fetcher/create/',
      payload: { workspaceId, name: 'New fetcher', url: 'https://feeds.example/rss.xml', defaultTagIds: [tag.id] },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'rss_fetchers'),
    secrets: (_ctx, tag) => [tag.id, tag.name],
  }),
  endpoint({
    name: 'PUT /feed-fetcher/{id}/update/',
    allowed: ['admin', 'manager'],
    foreign: 'notFound',
    prepare: ({ t, a }) => buildFetcher(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, fetcher, { workspaceId }) => ({
      method: 'PUT',
      url: `/api/v1/feed-fetcher/${fetcher.id}/update/`,
      payload: { workspaceId, name: 'Renamed', intervalMinutes: 30 },
    }),
    unchanged: fetcherRow,
    secrets: (_ctx, fetcher) => [fetcher.name],
  }),
  endpoint({
    name: 'DELETE /feed-fetcher/{id}/delete/',
    allowed: ['admin', 'manager'],
    foreign: 'notFound',
    prepare: ({ t, a }) => buildFetcher(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, fetcher, { workspaceId }) => ({
      method: 'DELETE',
      url: `/api/v1/feed-fetcher/${fetcher.id}/delete/?workspaceId=${workspaceId}`,
    }),
    unchanged: fetcherRow,
    secrets: (_ctx, fetcher) => [fetcher.name],
  }),
  endpoint({
    name: 'POST /feed-fetcher/{id}/fetch-now/',
    allowed: ['admin', 'manager'],
    foreign: 'notFound',
    prepare: ({ t, a }) => buildFetcher(t.db, { workspaceId: a.workspace.id, url: refusedUrl }),
    request: (_ctx, fetcher, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${workspaceId}&wait=true`,
    }),
    unchanged: fetcherRow,
    secrets: (_ctx, fetcher) => [fetcher.name, refusedUrl],
  }),
  endpoint({
    name: 'POST /rss-feeds-add/',
    allowed: ['admin', 'manager'],
    // Allowed roles reach the fetch, which the guard refuses: a 400 naming the URL's problem.
    statusFor: { admin: 400, manager: 400 },
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/rss-feeds-add/',
      payload: { workspaceId, url: refusedUrl },
    }),
    unchanged: fetchersAndItemsOfA,
  }),
];
