import { buildBusinessCompany, buildFeedItem, multipart } from '../helpers/factories-content';
import { endpoint, type MatrixContext } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';

const readers = ['admin', 'manager', 'user'] as const;

const form = (fields: Record<string, string>) => {
  const body = multipart(fields);
  return { headers: body.headers, payload: body.payload };
};
const itemsOfA = (ctx: MatrixContext) => rowsOfWorkspace(ctx, 'feed_items');
const itemRow = (ctx: MatrixContext, item: { id: string }) => rowOf(ctx, 'feed_items', item.id);

export const feedEntries = [
  endpoint({
    name: 'GET /feeds/list/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildFeedItem(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _item, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/feeds/list/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, item) => [item.id, item.title],
  }),
  endpoint({
    name: 'POST /feeds/list/ (bulk)',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildFeedItem(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, item, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/feeds/list/',
      payload: { workspaceId, ids: [item.id], feedStatus: 'archived' },
    }),
    unchanged: itemRow,
    secrets: (_ctx, item) => [item.title],
  }),
  endpoint({
    name: 'POST /feeds/list/ (one)',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildFeedItem(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, item, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/feeds/list/',
      payload: { workspaceId, id: item.id, fields: { author: 'Someone' } },
    }),
    unchanged: itemRow,
    secrets: (_ctx, item) => [item.title],
  }),
  endpoint({
    name: 'POST /feeds/',
    allowed: readers,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/feeds/',
      ...form({ workspaceId, title: 'Original' }),
    }),
    unchanged: itemsOfA,
  }),
  endpoint({
    name: 'POST /feeds-ugc/',
    allowed: readers,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/feeds-ugc/',
      ...form({ workspaceId, title: 'Reader' }),
    }),
    unchanged: itemsOfA,
  }),
  endpoint({
    name: 'POST /feeds-ads/',
    allowed: readers,
    success: 201,
    // The ad names A's company: in B's workspace that company does not exist.
    foreign: 'notFound',
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, company, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/feeds-ads/',
      ...form({ workspaceId, title: 'Ad', businessCompanyId: company.id }),
    }),
    unchanged: itemsOfA,
    secrets: (_ctx, company) => [company.name],
  }),
  endpoint({
    name: 'POST /feeds-events/',
    allowed: readers,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/feeds-events/',
      ...form({ workspaceId, title: 'Event', eventStartsAt: '2026-09-01T18:00:00Z' }),
    }),
    unchanged: itemsOfA,
  }),
  endpoint({
    name: 'POST /feeds-update/',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'original' }),
    request: (_ctx, item, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/feeds-update/',
      ...form({ workspaceId, id: item.id, summary: 'Edited' }),
    }),
    unchanged: itemRow,
    secrets: (_ctx, item) => [item.title],
  }),
  endpoint({
    name: 'DELETE /feeds/{id}/',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildFeedItem(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, item, { workspaceId }) => ({
      method: 'DELETE',
      url: `/api/v1/feeds/${item.id}/?workspaceId=${workspaceId}`,
    }),
    unchanged: itemRow,
    secrets: (_ctx, item) => [item.id, item.title],
  }),
];
