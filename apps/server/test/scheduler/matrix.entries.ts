import { buildNewsletter, nextIssueDate } from '../helpers/factories-newsletters';
import { endpoint, type MatrixContext } from '../helpers/matrix';
import { rowOf } from '../helpers/matrix-snapshots';

const builders = ['admin', 'manager', 'user'] as const;

const planned = ({ t, a }: MatrixContext) => buildNewsletter(t.db, { workspaceId: a.workspace.id, status: 'planned' });
const scheduled = ({ t, a }: MatrixContext) =>
  buildNewsletter(t.db, {
    workspaceId: a.workspace.id,
    status: 'scheduled',
    scheduledAt: new Date('2027-08-01T09:00:00Z'),
  });

export const schedulerEntries = [
  endpoint({
    name: 'GET /calendar/',
    allowed: builders,
    foreign: 'own',
    prepare: ({ t, a }) => buildNewsletter(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, newsletter, { workspaceId }) => {
      const [year, month] = newsletter.issueDate.split('-').map(Number);
      return { method: 'GET', url: `/api/v1/calendar/?workspaceId=${workspaceId}&month=${month}&year=${year}` };
    },
    secrets: (_ctx, newsletter) => [newsletter.id, newsletter.title],
  }),
  endpoint({
    name: 'POST /newsletters/{id}/move/',
    allowed: builders,
    foreign: 'notFound',
    prepare: planned,
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/newsletters/${newsletter.id}/move/`,
      payload: { workspaceId, date: nextIssueDate() },
    }),
    unchanged: (ctx, newsletter) => rowOf(ctx, 'newsletters', newsletter.id),
    secrets: (_ctx, newsletter) => [newsletter.title],
  }),
  endpoint({
    name: 'POST /newsletters/{id}/schedule/',
    allowed: builders,
    foreign: 'notFound',
    prepare: planned,
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/newsletters/${newsletter.id}/schedule/`,
      payload: { workspaceId, time: '09:00' },
    }),
    unchanged: (ctx, newsletter) => rowOf(ctx, 'newsletters', newsletter.id),
    secrets: (_ctx, newsletter) => [newsletter.title],
  }),
  endpoint({
    name: 'POST /newsletters/{id}/reschedule/',
    allowed: builders,
    foreign: 'notFound',
    prepare: scheduled,
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/newsletters/${newsletter.id}/reschedule/`,
      payload: { workspaceId, time: '10:30' },
    }),
    unchanged: (ctx, newsletter) => rowOf(ctx, 'newsletters', newsletter.id),
    secrets: (_ctx, newsletter) => [newsletter.title],
  }),
  endpoint({
    name: 'POST /newsletters/{id}/unschedule/',
    allowed: builders,
    foreign: 'notFound',
    prepare: scheduled,
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/newsletters/${newsletter.id}/unschedule/`,
      payload: { workspaceId },
    }),
    unchanged: (ctx, newsletter) => rowOf(ctx, 'newsletters', newsletter.id),
    secrets: (_ctx, newsletter) => [newsletter.title],
  }),
  endpoint({
    name: 'GET /workspace-schedule/',
    allowed: builders,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/workspace-schedule/?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'PUT /workspace-schedule/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'PUT',
      url: '/api/v1/workspace-schedule/',
      payload: { workspaceId, timeZone: 'UTC', defaultSendTime: '08:45' },
    }),
    unchanged: (ctx) => rowOf(ctx, 'workspaces', ctx.a.workspace.id),
  }),
];
