import { buildTag } from '../helpers/factories-content';
import { buildFetcher } from '../helpers/factories-rss-fetchers';
import { describeMatrix, endpoint } from '../helpers/matrix';

/**
 * Roles and tenants for every RSS fetcher endpoint: settings are for admins and managers of the workspace.
 * The matrix app has OUTBOUND_ALLOW_PRIVATE off, so fetches aim at a loopback URL the guard refuses at once:
 * the run is real (and recorded), without depending on any network.
 */
const refusedUrl = 'http://127.0.0.1/feed.xml';

describeMatrix('RSS fetchers: roles and tenants', [
  endpoint({
    name: 'GET /feed-fetcher/',
    allowed: ['admin', 'manager'],
    prepare: ({ t, a }) => buildFetcher(t.db, { workspaceId: a.workspace.id, name: 'Tenant A secret fetcher' }),
    request: ({ a }) => ({ method: 'GET', url: `/api/v1/feed-fetcher/?workspaceId=${a.workspace.id}` }),
    secrets: (_ctx, fetcher) => [fetcher.name, fetcher.id],
  }),
  endpoint({
    name: 'POST /feed-fetcher/create/',
    allowed: ['admin', 'manager'],
    success: 201,
    prepare: ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, tag) => ({
      method: 'POST',
      url: '/api/v1/feed-fetcher/create/',
      payload: {
        workspaceId: a.workspace.id,
        name: 'New fetcher',
        url: 'https://feeds.example/rss.xml',
        defaultTagIds: [tag.id],
      },
    }),
    secrets: (_ctx, tag) => [tag.id, tag.name],
  }),
  endpoint({
    name: 'PUT /feed-fetcher/{id}/update/',
    allowed: ['admin', 'manager'],
    prepare: ({ t, a }) => buildFetcher(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, fetcher) => ({
      method: 'PUT',
      url: `/api/v1/feed-fetcher/${fetcher.id}/update/`,
      payload: { workspaceId: a.workspace.id, name: 'Renamed', intervalMinutes: 30 },
    }),
    secrets: (_ctx, fetcher) => [fetcher.name],
  }),
  endpoint({
    name: 'DELETE /feed-fetcher/{id}/delete/',
    allowed: ['admin', 'manager'],
    prepare: ({ t, a }) => buildFetcher(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, fetcher) => ({
      method: 'DELETE',
      url: `/api/v1/feed-fetcher/${fetcher.id}/delete/?workspaceId=${a.workspace.id}`,
    }),
    secrets: (_ctx, fetcher) => [fetcher.name],
  }),
  endpoint({
    name: 'POST /feed-fetcher/{id}/fetch-now/',
    allowed: ['admin', 'manager'],
    prepare: ({ t, a }) => buildFetcher(t.db, { workspaceId: a.workspace.id, url: refusedUrl }),
    request: ({ a }, fetcher) => ({
      method: 'POST',
      url: `/api/v1/feed-fetcher/${fetcher.id}/fetch-now/?workspaceId=${a.workspace.id}&wait=true`,
    }),
    secrets: (_ctx, fetcher) => [fetcher.name, refusedUrl],
  }),
  endpoint({
    name: 'POST /rss-feeds-add/',
    allowed: ['admin', 'manager'],
    // Allowed roles reach the fetch, which the guard refuses: a 400 naming the URL's problem.
    statusFor: { admin: 400, manager: 400 },
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/rss-feeds-add/',
      payload: { workspaceId: a.workspace.id, url: refusedUrl },
    }),
  }),
]);
