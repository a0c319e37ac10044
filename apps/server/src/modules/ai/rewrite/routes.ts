import { envelope, rewriteBodySchema, rewriteEventBodySchema, rewrittenEventSchema } from '@newsletter-os/contracts';
import { requireWorkspace } from '../../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../../deps';
import { ok } from '../../../lib/reply';
import { currentUser } from '../../../plugins/auth';
import { aiRateLimit } from '../../../plugins/rate-limit';
import { rewriteEvent, streamRewrite } from './service';

/** A signal that fires when the browser goes away (Stop, a closed dialog): the provider request ends with it. */
function clientGoneSignal(raw: { on(event: 'close', listener: () => void): void; writableFinished: boolean }) {
  const controller = new AbortController();
  raw.on('close', () => {
    if (!raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** Rewrites in a tone: an article or any text (streamed, then checked), and an event's copy (structured). */
export async function aiRewriteRoutes(app: App, { db, config }: ModuleDeps) {
  const tags = ['ai'];

  app.post(
    '/ai/rewrite',
    { schema: { tags, body: rewriteBodySchema }, config: aiRateLimit(config.AI_RATE_LIMIT_MAX) },
    async (request, reply) => {
      const user = currentUser(request);
      const { workspaceId, ...body } = request.body;
      const scope = await requireWorkspace(db, user, workspaceId, 'useWorkspace');
      const response = await streamRewrite(db, config, scope, user.id, body, clientGoneSignal(reply.raw));
      return reply.send(response);
    },
  );

  app.post(
    '/ai/rewrite/event',
    {
      schema: { tags, body: rewriteEventBodySchema, response: { 200: envelope(rewrittenEventSchema) } },
      config: aiRateLimit(config.AI_RATE_LIMIT_MAX),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { workspaceId, ...body } = request.body;
      const scope = await requireWorkspace(db, user, workspaceId, 'useWorkspace');
      return ok(await rewriteEvent(db, config, scope, user.id, body, clientGoneSignal(reply.raw)));
    },
  );
}
