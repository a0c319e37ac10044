import { buildNewsletter } from '../helpers/factories-newsletters';
import { endpoint } from '../helpers/matrix';
import { rowsOfWorkspace } from '../helpers/matrix-snapshots';

const builders = ['admin', 'manager', 'user'] as const;

export const newsletterOutputEntries = [
  endpoint({
    name: 'GET /newsletters/{id}/render',
    allowed: builders,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildNewsletter(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/newsletters/${newsletter.id}/render?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, newsletter) => [newsletter.title, 'Hello readers'],
  }),
  endpoint({
    name: 'POST /newsletters/{id}/test-send',
    allowed: builders,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildNewsletter(t.db, { workspaceId: a.workspace.id }),
    request: ({ a }, newsletter, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/newsletters/${newsletter.id}/test-send`,
      payload: { workspaceId, recipients: [a.admin.email] },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'newsletter_test_sends'),
    secrets: (_ctx, newsletter) => [newsletter.title],
  }),
];
