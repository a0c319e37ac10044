import { buildEventLocation, buildFeedItem } from '../helpers/factories-content';
import { describeMatrix, endpoint } from '../helpers/matrix';

const readers = ['admin', 'manager', 'user'] as const;

describeMatrix('events: roles and tenants', [
  endpoint({
    name: 'GET /events/list/',
    allowed: readers,
    prepare: ({ t, a }) =>
      buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'events', eventStartsAt: new Date() }),
    request: ({ a }) => ({ method: 'GET', url: `/api/v1/events/list/?workspaceId=${a.workspace.id}` }),
    secrets: (_ctx, item) => [item.id, item.title],
  }),
  endpoint({
    name: 'POST /events/ (manual)',
    allowed: readers,
    success: 201,
    request: ({ a }) => ({
      method: 'POST',
      url: '/api/v1/events/',
      payload: { workspaceId: a.workspace.id, title: 'Manual event', eventStartsAt: '2030-01-01T10:00:00Z' },
    }),
  }),
  endpoint({
    name: 'POST /events/ (fetch for a location)',
    allowed: readers,
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, location) => ({
      method: 'POST',
      url: '/api/v1/events/',
      payload: { workspaceId: a.workspace.id, locationId: location.id },
    }),
    secrets: (_ctx, location) => [location.id, location.name],
  }),
]);
