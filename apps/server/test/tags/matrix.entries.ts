import { buildTag } from '../helpers/factories-content';
import { endpoint } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';

const writers = ['admin', 'manager'] as const;
const readers = ['admin', 'manager', 'user'] as const;

export const tagEntries = [
  endpoint({
    name: 'POST /tags/',
    allowed: writers,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/tags/',
      payload: { workspaceId, name: `Tag ${Math.random()}`, color: '#123456' },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'tags'),
  }),
  endpoint({
    name: 'GET /tags/list',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _tag, { workspaceId }) => ({ method: 'GET', url: `/api/v1/tags/list?workspaceId=${workspaceId}` }),
    secrets: (_ctx, tag) => [tag.id, tag.name],
  }),
  endpoint({
    name: 'PUT /tags/{id}/',
    allowed: writers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, tag, { workspaceId }) => ({
      method: 'PUT',
      url: `/api/v1/tags/${tag.id}/`,
      payload: { workspaceId, color: '#654321' },
    }),
    unchanged: (ctx, tag) => rowOf(ctx, 'tags', tag.id),
    secrets: (_ctx, tag) => [tag.name],
  }),
  endpoint({
    name: 'DELETE /tags/{id}/delete/',
    allowed: writers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, tag, { workspaceId }) => ({
      method: 'DELETE',
      url: `/api/v1/tags/${tag.id}/delete/?workspaceId=${workspaceId}`,
    }),
    unchanged: (ctx, tag) => rowOf(ctx, 'tags', tag.id),
    secrets: (_ctx, tag) => [tag.name],
  }),
];
