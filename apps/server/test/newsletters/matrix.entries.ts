import { issueAssemblies } from '../../src/db/schema/index';
import { buildNewsletter, nextIssueDate, shortDocument } from '../helpers/factories-newsletters';
import { endpoint } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';

const builders = ['admin', 'manager', 'user'] as const;

export const newsletterEntries = [
  endpoint({
    name: 'POST /newsletters/ (create)',
    allowed: builders,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/newsletters/',
      payload: { workspaceId, date: nextIssueDate(), title: 'New issue', document: shortDocument() },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'newsletters'),
  }),
  endpoint({
    name: 'POST /newsletters/ (update)',
    allowed: builders,
    // B's own workspace has no newsletter on A's date: an update of it is "not found".
    foreign: 'notFound',
    prepare: ({ t, a }) => buildNewsletter(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/newsletters/',
      payload: {
        workspaceId,
        date: newsletter.issueDate,
        title: 'Changed',
        document: shortDocument('Changed'),
        version: newsletter.version,
      },
    }),
    unchanged: (ctx, newsletter) => rowOf(ctx, 'newsletters', newsletter.id),
    secrets: (_ctx, newsletter) => [newsletter.id, newsletter.title],
  }),
  endpoint({
    name: 'GET /newsletters/',
    allowed: builders,
    foreign: 'own',
    prepare: ({ t, a }) => buildNewsletter(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/newsletters/?workspaceId=${workspaceId}&date=${newsletter.issueDate}`,
    }),
    secrets: (_ctx, newsletter) => [newsletter.id, newsletter.title],
  }),
  endpoint({
    name: 'GET /newsletters/{id}/',
    allowed: builders,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildNewsletter(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/newsletters/${newsletter.id}/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, newsletter) => [newsletter.title],
  }),
  endpoint({
    name: 'GET /newsletters/assemble/candidates/',
    allowed: builders,
    foreign: 'own',
    prepare: ({ t, a }) => buildNewsletter(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/newsletters/assemble/candidates/?workspaceId=${workspaceId}&date=${newsletter.issueDate}`,
    }),
    secrets: (_ctx, newsletter) => [newsletter.title],
  }),
  endpoint({
    name: 'POST /newsletters/assemble/',
    allowed: builders,
    success: 202,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/newsletters/assemble/',
      payload: { workspaceId, date: nextIssueDate() },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'issue_assemblies'),
  }),
  endpoint({
    name: 'GET /newsletters/assemble/{id}/',
    allowed: builders,
    foreign: 'notFound',
    prepare: async ({ t, a }) => {
      const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id });
      const [row] = await t.db
        .insert(issueAssemblies)
        .values({ workspaceId: a.workspace.id, issueDate: newsletter.issueDate, newsletterId: newsletter.id })
        .returning();
      if (!row) throw new Error('no assembly');
      return row;
    },
    request: (_ctx, assembly, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/newsletters/assemble/${assembly.id}/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, assembly) => [assembly.newsletterId ?? ''],
  }),
  // The feed-block refresh: what changed, and taking the change in.
  endpoint({
    name: 'GET /newsletters/{id}/source-changes/',
    allowed: builders,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildNewsletter(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/newsletters/${newsletter.id}/source-changes/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, newsletter) => [newsletter.title],
  }),
  endpoint({
    name: 'POST /newsletters/{id}/refresh-blocks/',
    allowed: builders,
    foreign: 'notFound',
    prepare: ({ t, a }) => buildNewsletter(t.db, { workspaceId: a.workspace.id }),
    request: (_ctx, newsletter, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/newsletters/${newsletter.id}/refresh-blocks/`,
      payload: { workspaceId, version: newsletter.version },
    }),
    unchanged: (ctx, newsletter) => rowOf(ctx, 'newsletters', newsletter.id),
    secrets: (_ctx, newsletter) => [newsletter.title],
  }),
];
