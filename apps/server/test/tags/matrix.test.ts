import { buildTag } from '../helpers/factories-content';
import { describeMatrix, endpoint } from '../helpers/matrix';

const writers = ['admin', 'manager'] as const;
const readers = ['admin', 'manager', 'user'] as const;

describeMatrix('tags: roles and tenants', [
  endpoint({
    name: 'POST /tags/',
    allowed: writers,
    success: 201,
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/tags/',
      payload: { workspaceId: a.workspace.id, name: `Tag ${Math.random()}`, color: '#123456' },
    }),
  }),
  endpoint({
    name: 'GET /tags/list',
    allowed: readers,
    prepare: ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }) => ({ method: 'GET', url: `/api/v1/tags/list?workspaceId=${a.workspace.id}` }),
    secrets: (_ctx, tag) => [tag.id, tag.name],
  }),
  endpoint({
    name: 'PUT /tags/{id}/',
    allowed: writers,
    prepare: ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, tag) => ({
      method: 'PUT',
      url: `/api/v1/tags/${tag.id}/`,
      payload: { workspaceId: a.workspace.id, color: '#654321' },
    }),
    secrets: (_ctx, tag) => [tag.name],
  }),
  endpoint({
    name: 'DELETE /tags/{id}/delete/',
    allowed: writers,
    prepare: ({ t, a }) => buildTag(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, tag) => ({
      method: 'DELETE',
      url: `/api/v1/tags/${tag.id}/delete/?workspaceId=${a.workspace.id}`,
    }),
    secrets: (_ctx, tag) => [tag.name],
  }),
]);
