import { useChat } from '@ai-sdk/react';
import {
  type RewriteBody,
  type RewriteChecks,
  type RewriteLength,
  rewriteChecksSchema,
} from '@newsletter-os/contracts';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { useCallback, useMemo, useRef } from 'react';
import { chatFetch } from '../ai-chat/streaming.entry';

export const REWRITE_ENDPOINT = '/api/v1/ai/rewrite';

export interface RewriteRequest {
  text: string;
  toneId: string | null;
  length: RewriteLength;
  instructions?: string;
}

export type RewriteStatus = 'idle' | 'waiting' | 'streaming' | 'done' | 'stopped' | 'failed';

export interface RewriteState {
  status: RewriteStatus;
  /** The rewrite so far (Markdown). */
  text: string;
  /** The server's fact check; only once a rewrite has finished. */
  checks: RewriteChecks | null;
  error: Error | undefined;
  start: (request: RewriteRequest) => void;
  stop: () => void;
  reset: () => void;
}

function textOf(message: UIMessage | undefined): string {
  return message?.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('') ?? '';
}

function checksOf(message: UIMessage | undefined): RewriteChecks | null {
  const part = message?.parts.find((candidate) => candidate.type === 'data-checks');
  if (!part || !('data' in part)) return null;
  const parsed = rewriteChecksSchema.safeParse(part.data);
  return parsed.success ? parsed.data : null;
}

/**
 * One streamed rewrite (`POST /ai/rewrite`, an AI SDK UI message stream) through the chat hook: the request is
 * the text, tone, length and instructions; the answer's text parts are the rewrite and its `data-checks` part the
 * fact check. The chat's fetch brings the token, one refresh, and an error code per refused request.
 */
export function useRewrite(workspaceId: string): RewriteState {
  const request = useRef<RewriteRequest | null>(null);
  const stopped = useRef(false);
  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage>({
        api: REWRITE_ENDPOINT,
        fetch: chatFetch(workspaceId),
        prepareSendMessagesRequest: () => {
          const current = request.current;
          const body: RewriteBody = {
            workspaceId,
            text: current?.text ?? '',
            toneId: current?.toneId ?? null,
            length: current?.length ?? 'same',
            ...(current?.instructions?.trim() ? { instructions: current.instructions.trim() } : {}),
          };
          return { body };
        },
      }),
    [workspaceId],
  );
  const chat = useChat({ transport });
  const { messages, status, error, sendMessage, setMessages, stop: stopChat, clearError } = chat;
  const answer = messages.findLast((message) => message.role === 'assistant');
  const text = textOf(answer);

  const start = useCallback(
    (next: RewriteRequest) => {
      request.current = next;
      stopped.current = false;
      clearError();
      setMessages([]);
      void sendMessage({ text: 'Rewrite' });
    },
    [clearError, setMessages, sendMessage],
  );
  const stop = useCallback(() => {
    stopped.current = true;
    void stopChat();
  }, [stopChat]);
  const reset = useCallback(() => {
    if (status === 'submitted' || status === 'streaming') void stopChat();
    clearError();
    setMessages([]);
  }, [status, stopChat, clearError, setMessages]);

  let state: RewriteStatus = 'idle';
  if (status === 'submitted') state = 'waiting';
  else if (status === 'streaming') state = text ? 'streaming' : 'waiting';
  else if (status === 'error') state = 'failed';
  else if (answer) state = stopped.current ? 'stopped' : 'done';

  return { status: state, text, checks: checksOf(answer), error, start, stop, reset };
}
