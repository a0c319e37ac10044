import { buildEventLocation } from '../helpers/factories-content';
import { describeMatrix, endpoint } from '../helpers/matrix';

const writers = ['admin', 'manager'] as const;
const readers = ['admin', 'manager', 'user'] as const;

describeMatrix('event locations: roles and tenants', [
  endpoint({
    name: 'GET /event-locations',
    allowed: readers,
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }) => ({ method: 'GET', url: `/api/v1/event-locations?workspaceId=${a.workspace.id}` }),
    secrets: (_ctx, location) => [location.id, location.name],
  }),
  endpoint({
    name: 'GET /location-dropdown/',
    allowed: readers,
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }) => ({ method: 'GET', url: `/api/v1/location-dropdown/?workspaceId=${a.workspace.id}` }),
    secrets: (_ctx, location) => [location.id, location.name],
  }),
  endpoint({
    name: 'POST /event-locations/',
    allowed: writers,
    success: 201,
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/event-locations/',
      payload: { workspaceId: a.workspace.id, name: 'Town', latitude: 1, longitude: 2 },
    }),
  }),
  endpoint({
    name: 'PUT /event-locations/',
    allowed: writers,
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, location) => ({
      method: 'PUT',
      url: '/api/v1/event-locations/',
      payload: { workspaceId: a.workspace.id, id: location.id, defaultRadiusKm: 5 },
    }),
    secrets: (_ctx, location) => [location.name],
  }),
  endpoint({
    name: 'DELETE /event-locations/',
    allowed: writers,
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, location) => ({
      method: 'DELETE',
      url: '/api/v1/event-locations/',
      payload: { workspaceId: a.workspace.id, id: location.id },
    }),
    secrets: (_ctx, location) => [location.name],
  }),
]);
