import {
  addRssFeedBodySchema,
  addRssFeedResultSchema,
  createRssFetcherBodySchema,
  emptyEnvelopeSchema,
  envelope,
  fetchNowQuerySchema,
  fetchRunSchema,
  idParamsSchema,
  paginated,
  rssFetcherListQuerySchema,
  rssFetcherSchema,
  updateRssFetcherBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { presentFetcher, presentFetcherPage } from './presenter';
import { findFetchersPage } from './repository';
import type { OutboundSettings } from './run-fetcher';
import { addFeedOnce, changeFetcher, createFetcher, fetchFetcherNow, removeFetcher } from './service';

/** RSS fetchers (settings → RSS fetchers) and the one-off "add feed": admins and managers of the workspace. */
export async function rssFetcherRoutes(app: App, { db, boss, config }: ModuleDeps) {
  const tags = ['rss-fetchers'];
  const outbound: OutboundSettings = { allowPrivate: config.OUTBOUND_ALLOW_PRIVATE };

  app.get(
    '/feed-fetcher',
    {
      schema: {
        tags,
        querystring: rssFetcherListQuerySchema,
        response: { 200: envelope(paginated(rssFetcherSchema)) },
      },
    },
    async (request) => {
      const { workspaceId, page, pageSize } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const { rows, total } = await findFetchersPage(db, scope, page, pageSize);
      return ok(presentFetcherPage(rows, total, page, pageSize));
    },
  );

  app.post(
    '/feed-fetcher/create',
    { schema: { tags, body: createRssFetcherBodySchema, response: { 201: envelope(rssFetcherSchema) } } },
    async (request, reply) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await createFetcher(db, scope, values, outbound);
      return reply.status(201).send(ok(presentFetcher(row), 'RSS fetcher created'));
    },
  );

  app.put(
    '/feed-fetcher/:id/update',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: updateRssFetcherBodySchema,
        response: { 200: envelope(rssFetcherSchema) },
      },
    },
    async (request) => {
      const { workspaceId, ...values } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const row = await changeFetcher(db, scope, request.params.id, values, outbound);
      return ok(presentFetcher(row), 'RSS fetcher updated');
    },
  );

  app.delete(
    '/feed-fetcher/:id/delete',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const { workspaceId } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      await removeFetcher(db, scope, request.params.id);
      return ok(null, 'RSS fetcher deleted');
    },
  );

  app.post(
    '/feed-fetcher/:id/fetch-now',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: fetchNowQuerySchema,
        response: { 200: envelope(fetchRunSchema) },
      },
    },
    async (request) => {
      const { workspaceId, wait } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const run = await fetchFetcherNow({ db, boss }, scope, request.params.id, wait, outbound);
      const message = run.status === 'queued' ? 'Fetch queued' : run.status === 'error' ? 'Fetch failed' : 'Fetched';
      return ok(run, message);
    },
  );

  app.post(
    '/rss-feeds-add',
    { schema: { tags, body: addRssFeedBodySchema, response: { 200: envelope(addRssFeedResultSchema) } } },
    async (request) => {
      const { workspaceId, ...input } = request.body;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'manageWorkspaces');
      const result = await addFeedOnce(db, scope, input, outbound);
      return ok(result, `Imported ${result.imported} item${result.imported === 1 ? '' : 's'} from ${result.title}`);
    },
  );
}
