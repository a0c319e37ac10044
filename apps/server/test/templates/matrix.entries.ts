import { buildTemplate, shortDocument } from '../helpers/factories-newsletters';
import { endpoint } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';

const builders = ['admin', 'manager', 'user'] as const;

export const templateEntries = [
  endpoint({
    name: 'GET /templates/',
    allowed: builders,
    foreign: 'own',
    prepare: ({ t, a }) => buildTemplate(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, _template, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/templates/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, template) => [template.id, template.name],
  }),
  endpoint({
    name: 'POST /templates/',
    allowed: builders,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/templates/',
      payload: { workspaceId, name: `Template ${Math.random()}`, document: shortDocument() },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'templates'),
  }),
  endpoint({
    name: 'POST /templates/{id}/default/',
    allowed: builders,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildTemplate(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, template, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/templates/${template.id}/default/`,
      payload: { workspaceId },
    }),
    unchanged: (ctx, template) => rowOf(ctx, 'templates', template.id),
    secrets: (_ctx, template) => [template.name],
  }),
  endpoint({
    name: 'DELETE /templates/{id}/delete/',
    allowed: builders,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildTemplate(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, template, { workspaceId }) => ({
      method: 'DELETE',
      url: `/api/v1/templates/${template.id}/delete/?workspaceId=${workspaceId}`,
    }),
    unchanged: (ctx, template) => rowOf(ctx, 'templates', template.id),
    secrets: (_ctx, template) => [template.name],
  }),
];
