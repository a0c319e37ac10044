import { buildImage, makeImage, multipart } from '../helpers/factories-content';
import { endpoint } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';

const readers = ['admin', 'manager', 'user'] as const;
const png = makeImage('png', { width: 20, height: 20 });

export const imageEntries = [
  endpoint({
    name: 'POST /images/',
    allowed: readers,
    success: 201,
    foreign: 'own',
    prepare: async () => png,
    request: (_ctx, bytes, { workspaceId }) => {
      const form = multipart({ workspaceId }, [
        { field: 'images', filename: 'a.png', contentType: 'image/png', bytes },
      ]);
      return { method: 'POST', url: '/api/v1/images/', headers: form.headers, payload: form.payload };
    },
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'images'),
  }),
  endpoint({
    name: 'GET /images/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildImage(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _image, { workspaceId }) => ({ method: 'GET', url: `/api/v1/images/?workspaceId=${workspaceId}` }),
    secrets: (_ctx, image) => [image.id, image.url],
  }),
  endpoint({
    name: 'DELETE /images/',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildImage(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, image, { workspaceId }) => ({
      method: 'DELETE',
      url: '/api/v1/images/',
      payload: { workspaceId, imageIds: [image.id] },
    }),
    unchanged: (ctx, image) => rowOf(ctx, 'images', image.id),
  }),
  endpoint({
    name: 'PATCH /images/{id}/favorite/',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildImage(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, image, { workspaceId }) => ({
      method: 'PATCH',
      url: `/api/v1/images/${image.id}/favorite/`,
      payload: { workspaceId, isFavorite: true },
    }),
    unchanged: (ctx, image) => rowOf(ctx, 'images', image.id),
    secrets: (_ctx, image) => [image.url],
  }),
];
