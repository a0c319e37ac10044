import type { PostChatBody } from '@newsletter-os/contracts';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { http } from '../../shared/api/client';
import { getToken } from '../../shared/storage';
import { aiErrorCodeOfMessage } from './errors';

export const CHAT_ENDPOINT = '/api/v1/ai/chat/';

/** What the pickers above the input say when a message is sent. */
export interface ChatChoices {
  toneId: string | null;
  model: string | undefined;
}

function withToken(init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...init, headers };
}

async function codeOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { meta?: { message?: unknown } };
    if (typeof body.meta?.message === 'string') return aiErrorCodeOfMessage(body.meta.message);
  } catch {
    // Not our envelope: a proxy's error page.
  }
  return response.status === 429 ? 'rate_limited' : response.status >= 500 ? 'provider_unavailable' : 'failed';
}

/**
 * The fetch of the chat stream: the stored token, one refresh when it has expired (through the API client, which
 * owns refreshing), and a refused request turned into its error code so the screen shows that state's sentence.
 */
export function chatFetch(workspaceId: string): typeof fetch {
  return async (input, init) => {
    let response = await fetch(input, withToken(init));
    if (response.status === 498 || response.status === 401) {
      // Any authenticated call refreshes the token (or ends the session the usual way); then try once more.
      await http.get('/ai-chat-access/', { params: { workspaceId }, silent: true }).catch(() => undefined);
      response = await fetch(input, withToken(init));
    }
    if (!response.ok) throw new Error(await codeOf(response));
    return response;
  };
}

/**
 * The chat's transport: only the new message goes to the server (it keeps the history), with the chat's id and
 * the tone and model picked at the moment it is sent.
 */
export function chatTransport(workspaceId: string, choices: () => ChatChoices) {
  return new DefaultChatTransport<UIMessage>({
    api: CHAT_ENDPOINT,
    fetch: chatFetch(workspaceId),
    prepareSendMessagesRequest: ({ id, messages, trigger }) => {
      const last = messages.filter((message) => message.role === 'user').at(-1);
      const text = last?.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n') ?? '';
      const { toneId, model } = choices();
      const body: PostChatBody = {
        workspaceId,
        id,
        message: { id: last?.id ?? '', role: 'user', parts: [{ type: 'text', text }] },
        trigger,
        toneId,
        ...(model ? { model } : {}),
      };
      return { body };
    },
  });
}
