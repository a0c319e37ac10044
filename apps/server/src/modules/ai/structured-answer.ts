import { Output, streamText } from 'ai';
import type { z } from 'zod';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { llmErrorCode } from '../../integrations/llm/errors';
import type { OpenAssistant } from './assistant';
import { type AiFeature, recordUsage } from './usage';

export interface StructuredRequest<T> {
  userId: string | null;
  feature: AiFeature;
  instructions: string;
  prompt: string;
  schema: z.ZodType<T>;
  maxOutputTokens: number;
  maxRetries: number;
  timeoutMs: number;
}

/**
 * One JSON answer of the workspace's assistant, checked against `schema`, then handed to `use`. Streamed, as every
 * assistant call is (the providers and their fakes answer completions as a stream), and read to the end before it
 * is parsed. Its usage is recorded when the stream ends; should the stream, the parse or `use` fail, the request
 * is recorded once more as an error with its code, and the stream's own error (the cause) is thrown.
 */
export async function structuredAnswer<T, R>(
  db: Db,
  scope: WorkspaceScope,
  assistant: OpenAssistant,
  request: StructuredRequest<T>,
  use: (answer: T) => R | Promise<R>,
): Promise<R> {
  const usage = {
    userId: request.userId,
    feature: request.feature,
    provider: assistant.connection.provider,
    model: assistant.modelId,
  };
  let streamError: unknown;
  const result = streamText({
    model: assistant.model,
    instructions: request.instructions,
    prompt: request.prompt,
    output: Output.object({ schema: request.schema }),
    maxOutputTokens: request.maxOutputTokens,
    maxRetries: request.maxRetries,
    abortSignal: AbortSignal.timeout(request.timeoutMs),
    providerOptions: { openai: { store: false } },
    onEnd: (end) => recordUsage(db, scope, { ...usage, usage: end.usage, status: 'ok' }),
    onError: ({ error }) => {
      streamError = error;
    },
  });
  try {
    await result.consumeStream({ onError: () => {} });
    return await use(await result.output);
  } catch (err) {
    await recordUsage(db, scope, { ...usage, status: 'error', errorCode: llmErrorCode(streamError ?? err) });
    throw streamError ?? err;
  }
}
