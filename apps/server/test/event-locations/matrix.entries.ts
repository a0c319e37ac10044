import { buildEventLocation } from '../helpers/factories-content';
import { endpoint, type MatrixContext } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';

const writers = ['admin', 'manager'] as const;
const readers = ['admin', 'manager', 'user'] as const;
const locationRow = (ctx: MatrixContext, location: { id: string }) => rowOf(ctx, 'event_locations', location.id);

export const eventLocationEntries = [
  endpoint({
    name: 'GET /event-locations',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _location, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/event-locations?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, location) => [location.id, location.name],
  }),
  endpoint({
    name: 'GET /location-dropdown/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _location, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/location-dropdown/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, location) => [location.id, location.name],
  }),
  endpoint({
    name: 'POST /event-locations/',
    allowed: writers,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/event-locations/',
      payload: { workspaceId, name: 'Town', latitude: 1, longitude: 2 },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'event_locations'),
  }),
  endpoint({
    name: 'PUT /event-locations/',
    allowed: writers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, location, { workspaceId }) => ({
      method: 'PUT',
      url: '/api/v1/event-locations/',
      payload: { workspaceId, id: location.id, defaultRadiusKm: 5 },
    }),
    unchanged: locationRow,
    secrets: (_ctx, location) => [location.name],
  }),
  endpoint({
    name: 'DELETE /event-locations/',
    allowed: writers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, location, { workspaceId }) => ({
      method: 'DELETE',
      url: '/api/v1/event-locations/',
      payload: { workspaceId, id: location.id },
    }),
    unchanged: locationRow,
    secrets: (_ctx, location) => [location.name],
  }),
  endpoint({
    name: 'GET /geocode/',
    allowed: writers,
    // The matrix's server has no GEOCODER_URL: an allowed role learns the search is not set up (geocode.test.ts
    // covers the search itself); the membership check comes first either way.
    success: 503,
    foreign: 'own',
    request: (_ctx, _fixtures, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/geocode/?workspaceId=${workspaceId}&q=Millbrook`,
    }),
  }),
];
