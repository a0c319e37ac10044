import { type ChatMessageMetadata, chatMessageMetadataSchema, type PostChatRequest } from '@newsletter-os/contracts';
import {
  convertToModelMessages,
  createIdGenerator,
  createUIMessageStreamResponse,
  isStepCount,
  safeValidateUIMessages,
  streamText,
  toUIMessageStream,
  type UIMessage,
} from 'ai';
import { eq } from 'drizzle-orm';
import type { WorkspaceScope } from '../../../authz/workspace-scope';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { workspaces } from '../../../db/schema/index';
import { assistantError } from '../../../integrations/llm/assistant-errors';
import { llmErrorCode } from '../../../integrations/llm/errors';
import { notFound } from '../../../lib/errors';
import { openAssistant } from '../assistant';
import { toneFor } from '../tones/select';
import { addUsage, recordUsage } from '../usage';
import { chatSystemPrompt, chatTitleOf } from './prompt';
import {
  type ChatMessageRow,
  deleteChatMessagesAfter,
  ensureChatSession,
  findChatMessages,
  saveChatMessage,
  touchChatSession,
} from './repository';
import { workspaceTools } from './tools';

export const CHAT_MAX_STEPS = 5;
export const CHAT_MAX_OUTPUT_TOKENS = 2000;
/** The longest an answer may take, tool steps included. */
export const CHAT_TIMEOUT_MS = 120_000;

type ChatRequest = Omit<PostChatRequest, 'workspaceId'>;

const generateAssistantId = createIdGenerator({ prefix: 'msg', size: 16 });

function toUiMessage(row: ChatMessageRow) {
  return { id: row.messageId, role: row.role, parts: row.parts, metadata: row.metadata ?? undefined };
}

/** Answers that never got any content (a failed request) are shown, but not sent back to the model. */
function hasContent(message: UIMessage): boolean {
  return message.parts.some((part) => part.type === 'text' || part.type.startsWith('tool-'));
}

async function newsletterNameOf(db: Db, scope: WorkspaceScope): Promise<string> {
  const [row] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, scope.workspaceId))
    .limit(1);
  return row?.name ?? 'newsletter';
}

/** Stores the user's message (by its id, so a resend is one row) and returns the conversation up to it. */
async function recordQuestion(db: Db, scope: WorkspaceScope, userId: string, request: ChatRequest) {
  const text = request.message.parts[0]?.text ?? '';
  const session = await ensureChatSession(db, scope, { id: request.id, userId, title: chatTitleOf(text) });
  if (!session) throw notFound('Chat not found');
  const stored = await findChatMessages(db, scope, session.id);
  const existing = stored.find((row) => row.messageId === request.message.id);
  if (existing && request.trigger === 'regenerate-message') {
    await deleteChatMessagesAfter(db, scope, session.id, existing.seq);
  }
  await saveChatMessage(db, scope, session.id, { ...request.message, metadata: null });
  await touchChatSession(db, scope, session.id);
  return { session, rows: await findChatMessages(db, scope, session.id) };
}

/**
 * POST /ai/chat/: checks access, budget and key before anything reaches a provider, stores the question, then
 * streams the answer as an AI SDK UI message stream. The answer is stored when it ends — finished, failed, or
 * stopped (then with what had arrived, marked `stopped`) — under an id fixed when it started.
 */
export async function streamChatAnswer(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  userId: string,
  request: ChatRequest,
  clientGone: AbortSignal,
): Promise<Response> {
  const assistant = await openAssistant(db, config, scope, request.model);
  const tone = await toneFor(db, scope, request.toneId);
  const { session, rows } = await recordQuestion(db, scope, userId, request);
  const tools = workspaceTools(db, scope);
  const validated = await safeValidateUIMessages({ messages: rows.map(toUiMessage) });
  if (!validated.success) throw assistantError('failed');
  const history = validated.data;
  const usageBase = {
    userId,
    feature: 'chat' as const,
    provider: assistant.connection.provider,
    model: assistant.modelId,
  };
  let errorCode: string | undefined;

  const result = streamText({
    model: assistant.model,
    instructions: chatSystemPrompt({ newsletterName: await newsletterNameOf(db, scope), today: new Date(), tone }),
    messages: await convertToModelMessages(history.filter(hasContent), { ignoreIncompleteToolCalls: true }),
    tools,
    stopWhen: isStepCount(CHAT_MAX_STEPS),
    maxOutputTokens: CHAT_MAX_OUTPUT_TOKENS,
    maxRetries: 2,
    abortSignal: AbortSignal.any([clientGone, AbortSignal.timeout(CHAT_TIMEOUT_MS)]),
    providerOptions: { openai: { store: false } },
    // `usage` is the sum over every step of the tool loop.
    onEnd: ({ usage }) => recordUsage(db, scope, { ...usageBase, usage, status: 'ok' }),
    onAbort: ({ steps }) => recordUsage(db, scope, { ...usageBase, usage: addUsage(steps), status: 'aborted' }),
    onError: ({ error }) => {
      errorCode = llmErrorCode(error);
      return recordUsage(db, scope, { ...usageBase, status: 'error', errorCode });
    },
  });

  const answer = toUIMessageStream({
    stream: result.stream,
    tools,
    originalMessages: history,
    generateMessageId: generateAssistantId,
    messageMetadata: ({ part }): ChatMessageMetadata | undefined => {
      if (part.type === 'start') return { createdAt: new Date().toISOString(), model: assistant.modelId };
      if (part.type === 'finish') return { totalTokens: part.totalUsage.totalTokens };
      return undefined;
    },
    onError: (error) => llmErrorCode(error),
    onEnd: async ({ responseMessage, isAborted }) => {
      const metadata = chatMessageMetadataSchema.parse(responseMessage.metadata ?? {});
      await saveChatMessage(db, scope, session.id, {
        id: responseMessage.id,
        role: 'assistant',
        parts: responseMessage.parts,
        metadata: { ...metadata, ...(isAborted ? { stopped: true } : {}), ...(errorCode ? { errorCode } : {}) },
      });
      await touchChatSession(db, scope, session.id);
    },
  });

  return createUIMessageStreamResponse({
    stream: answer,
    // The browser's copy of the stream ends when it disconnects; this copy is read to the end, so the answer (or
    // what had arrived before a stop) is always stored.
    consumeSseStream: async ({ stream }) => {
      const reader = stream.getReader();
      while (!(await reader.read()).done) {
        // Nothing to do with the frames themselves.
      }
    },
  });
}
