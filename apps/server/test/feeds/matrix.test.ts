import { buildBusinessCompany, buildFeedItem, multipart } from '../helpers/factories-content';
import { describeMatrix, endpoint } from '../helpers/matrix';

const readers = ['admin', 'manager', 'user'] as const;

const form = (fields: Record<string, string>) => {
  const body = multipart(fields);
  return { headers: body.headers, payload: body.payload };
};

describeMatrix('content items: roles and tenants', [
  endpoint({
    name: 'GET /feeds/list/',
    allowed: readers,
    prepare: ({ t, a }) => buildFeedItem(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }) => ({ method: 'GET', url: `/api/v1/feeds/list/?workspaceId=${a.workspace.id}` }),
    secrets: (_ctx, item) => [item.id, item.title],
  }),
  endpoint({
    name: 'POST /feeds/list/ (bulk)',
    allowed: readers,
    prepare: ({ t, a }) => buildFeedItem(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, item) => ({
      method: 'POST',
      url: '/api/v1/feeds/list/',
      payload: { workspaceId: a.workspace.id, ids: [item.id], feedStatus: 'archived' },
    }),
    secrets: (_ctx, item) => [item.title],
  }),
  endpoint({
    name: 'POST /feeds/list/ (one)',
    allowed: readers,
    prepare: ({ t, a }) => buildFeedItem(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, item) => ({
      method: 'POST',
      url: '/api/v1/feeds/list/',
      payload: { workspaceId: a.workspace.id, id: item.id, fields: { author: 'Someone' } },
    }),
    secrets: (_ctx, item) => [item.title],
  }),
  endpoint({
    name: 'POST /feeds/',
    allowed: readers,
    success: 201,
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/feeds/',
      ...form({ workspaceId: a.workspace.id, title: 'Original' }),
    }),
  }),
  endpoint({
    name: 'POST /feeds-ugc/',
    allowed: readers,
    success: 201,
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/feeds-ugc/',
      ...form({ workspaceId: a.workspace.id, title: 'Reader' }),
    }),
  }),
  endpoint({
    name: 'POST /feeds-ads/',
    allowed: readers,
    success: 201,
    prepare: ({ t, a }) => buildBusinessCompany(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, company) => ({
      method: 'POST',
      url: '/api/v1/feeds-ads/',
      ...form({ workspaceId: a.workspace.id, title: 'Ad', businessCompanyId: company.id }),
    }),
    secrets: (_ctx, company) => [company.name],
  }),
  endpoint({
    name: 'POST /feeds-events/',
    allowed: readers,
    success: 201,
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/feeds-events/',
      ...form({ workspaceId: a.workspace.id, title: 'Event', eventStartsAt: '2026-09-01T18:00:00Z' }),
    }),
  }),
  endpoint({
    name: 'POST /feeds-update/',
    allowed: readers,
    prepare: ({ t, a }) => buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'original' }),
    request: ({ a }, item) => ({
      method: 'POST',
      url: '/api/v1/feeds-update/',
      ...form({ workspaceId: a.workspace.id, id: item.id, summary: 'Edited' }),
    }),
    secrets: (_ctx, item) => [item.title],
  }),
]);
