import { endpoint, type MatrixContext } from '../helpers/matrix';
import { rowsOfWorkspace } from '../helpers/matrix-snapshots';

const managers = ['admin', 'manager'] as const;
const feedLinksOfA = (ctx: MatrixContext) => rowsOfWorkspace(ctx, 'event_feed_links');

/** Settings → Events calendar: the workspace's public events feed link. */
export const calendarEntries = [
  endpoint({
    name: 'GET /events-feed/',
    allowed: managers,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/events-feed/?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'POST /events-feed/rotate/',
    allowed: managers,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/events-feed/rotate/',
      payload: { workspaceId },
    }),
    unchanged: feedLinksOfA,
  }),
  endpoint({
    name: 'POST /events-feed/revoke/',
    allowed: managers,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/events-feed/revoke/',
      payload: { workspaceId },
    }),
    unchanged: feedLinksOfA,
  }),
];
