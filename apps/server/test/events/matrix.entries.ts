import { buildEventLocation, buildFeedItem } from '../helpers/factories-content';
import { endpoint } from '../helpers/matrix';
import { rowsOfWorkspace } from '../helpers/matrix-snapshots';

const readers = ['admin', 'manager', 'user'] as const;

export const eventEntries = [
  endpoint({
    name: 'GET /events/list/',
    allowed: readers,
    foreign: 'own',
    prepare: ({ t, a }) =>
      buildFeedItem(t.db, { workspaceId: a.workspace.id, feedType: 'events', eventStartsAt: new Date() }),
    request: (_ctx, _item, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/events/list/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, item) => [item.id, item.title],
  }),
  endpoint({
    name: 'POST /events/ (manual)',
    allowed: readers,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/events/',
      payload: { workspaceId, title: 'Manual event', eventStartsAt: '2030-01-01T10:00:00Z' },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'feed_items'),
  }),
  endpoint({
    name: 'POST /events/ (fetch for a location)',
    allowed: readers,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildEventLocation(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, location, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/events/',
      payload: { workspaceId, locationId: location.id },
    }),
    unchanged: async (ctx) => [
      ...(await rowsOfWorkspace(ctx, 'feed_items')),
      ...(await rowsOfWorkspace(ctx, 'event_locations')),
    ],
    secrets: (_ctx, location) => [location.id, location.name],
  }),
  endpoint({
    name: 'POST /events/from-url/',
    allowed: readers,
    // Nothing is read from the workspace but its zone, and nothing is stored: another business gets its own 400
    // (the matrix app refuses loopback addresses), never a read of A's workspace.
    success: 400,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/events/from-url/',
      payload: { workspaceId, url: 'http://127.0.0.1:9/event' },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'feed_items'),
  }),
];
