import { buildImage, makeImage, multipart } from '../helpers/factories-content';
import { describeMatrix, endpoint } from '../helpers/matrix';

const readers = ['admin', 'manager', 'user'] as const;
const png = makeImage('png', { width: 20, height: 20 });

describeMatrix('images: roles and tenants', [
  endpoint({
    name: 'POST /images/',
    allowed: readers,
    success: 201,
    prepare: async () => png,
    request: ({ a }, bytes) => {
      const form = multipart({ workspaceId: a.workspace.id }, [
        { field: 'images', filename: 'a.png', contentType: 'image/png', bytes },
      ]);
      return { method: 'POST', url: '/api/v1/images/', headers: form.headers, payload: form.payload };
    },
  }),
  endpoint({
    name: 'GET /images/',
    allowed: readers,
    prepare: ({ t, a }) => buildImage(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }) => ({ method: 'GET', url: `/api/v1/images/?workspaceId=${a.workspace.id}` }),
    secrets: (_ctx, image) => [image.id, image.url],
  }),
  endpoint({
    name: 'DELETE /images/',
    allowed: readers,
    prepare: ({ t, a }) => buildImage(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, image) => ({
      method: 'DELETE',
      url: '/api/v1/images/',
      payload: { workspaceId: a.workspace.id, imageIds: [image.id] },
    }),
  }),
  endpoint({
    name: 'PATCH /images/{id}/favorite/',
    allowed: readers,
    prepare: ({ t, a }) => buildImage(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, image) => ({
      method: 'PATCH',
      url: `/api/v1/images/${image.id}/favorite/`,
      payload: { workspaceId: a.workspace.id, isFavorite: true },
    }),
    secrets: (_ctx, image) => [image.url],
  }),
]);
