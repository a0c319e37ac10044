import {
  chatSessionDetailSchema,
  chatSessionListQuerySchema,
  chatSessionSchema,
  emptyEnvelopeSchema,
  envelope,
  idParamsSchema,
  insertChatAnswerBodySchema,
  insertChatAnswerResultSchema,
  paginated,
  postChatBodySchema,
  renameChatSessionBodySchema,
  workspaceQuerySchema,
} from '@newsletter-os/contracts';
import { requireWorkspace } from '../../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../../deps';
import { notFound } from '../../../lib/errors';
import { pageOf } from '../../../lib/pagination';
import { ok } from '../../../lib/reply';
import { currentUser } from '../../../plugins/auth';
import { aiRateLimit } from '../../../plugins/rate-limit';
import { insertAnswerIntoNewsletter } from './insert';
import { presentChatMessage, presentChatSession } from './presenter';
import {
  deleteChatSession,
  findChatMessages,
  findChatSession,
  findChatSessionsPage,
  renameChatSession,
} from './repository';
import { streamChatAnswer } from './service';

/** The assistant's chat (streamed answers) and the workspace's saved chats. */
export async function aiChatRoutes(app: App, { db, config }: ModuleDeps) {
  const tags = ['ai'];

  app.post(
    '/ai/chat',
    { schema: { tags, body: postChatBodySchema }, config: aiRateLimit(config.AI_RATE_LIMIT_MAX) },
    async (request, reply) => {
      const user = currentUser(request);
      const { workspaceId, ...chat } = request.body;
      const scope = await requireWorkspace(db, user, workspaceId, 'useWorkspace');
      // Stop in the browser closes this connection: the provider request is aborted at once.
      const clientGone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) clientGone.abort();
      });
      const response = await streamChatAnswer(db, config, scope, user.id, chat, clientGone.signal);
      return reply.send(response);
    },
  );

  app.get(
    '/ai/chat/sessions',
    {
      schema: {
        tags,
        querystring: chatSessionListQuerySchema,
        response: { 200: envelope(paginated(chatSessionSchema)) },
      },
    },
    async (request) => {
      const { workspaceId, page, pageSize } = request.query;
      const scope = await requireWorkspace(db, currentUser(request), workspaceId, 'useWorkspace');
      const { rows, count } = await findChatSessionsPage(db, scope, page, pageSize);
      return ok(pageOf(rows.map(presentChatSession), count, page, pageSize));
    },
  );

  app.get(
    '/ai/chat/sessions/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: envelope(chatSessionDetailSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      const session = await findChatSession(db, scope, request.params.id);
      if (!session) throw notFound('Chat not found');
      const messages = await findChatMessages(db, scope, session.id);
      return ok({ session: presentChatSession(session), messages: messages.map(presentChatMessage) });
    },
  );

  app.delete(
    '/ai/chat/sessions/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        querystring: workspaceQuerySchema,
        response: { 200: emptyEnvelopeSchema },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.query.workspaceId, 'useWorkspace');
      if (!(await deleteChatSession(db, scope, request.params.id))) throw notFound('Chat not found');
      return ok(null, 'Chat deleted');
    },
  );

  app.patch(
    '/ai/chat/sessions/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: renameChatSessionBodySchema,
        response: { 200: envelope(chatSessionSchema) },
      },
    },
    async (request) => {
      const scope = await requireWorkspace(db, currentUser(request), request.body.workspaceId, 'useWorkspace');
      const row = await renameChatSession(db, scope, request.params.id, request.body.title);
      if (!row) throw notFound('Chat not found');
      return ok(presentChatSession(row), 'Chat renamed');
    },
  );

  app.post(
    '/ai/chat/sessions/:id/insert',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: insertChatAnswerBodySchema,
        response: { 200: envelope(insertChatAnswerResultSchema) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { workspaceId, messageId, date } = request.body;
      const scope = await requireWorkspace(db, user, workspaceId, 'editNewsletters');
      const result = await insertAnswerIntoNewsletter(db, scope, user.id, {
        sessionId: request.params.id,
        messageId,
        date,
      });
      return ok(result, 'Answer added to the newsletter');
    },
  );
}
