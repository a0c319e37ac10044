import type { LlmModel, LlmProvider } from '@newsletter-os/contracts';
import { z } from 'zod';
import { OutboundError, safeFetch } from '../safe-http';
import type { LlmConnection } from './connection';
import { LlmError } from './errors';

const listSchema = z.object({
  data: z.array(z.object({ id: z.string(), display_name: z.string().optional() })),
});

/** Ids of models that cannot chat (embeddings, speech, images, moderation), as OpenAI-style lists include them. */
const NOT_CHAT = /embed|tts|whisper|dall-e|moderation|audio|realtime|image|transcribe|davinci|babbage|sora/i;

/**
 * The model families of each hosted provider. A list answered through a gateway (a stored base URL in front of
 * OpenAI or Anthropic) can hold every provider's models; the picker offers only the chosen provider's, which are
 * the ones its key can call. An OpenAI-compatible server (and the demo) is its own provider: all its models count.
 */
const PROVIDER_MODELS: Partial<Record<LlmProvider, RegExp>> = {
  openai: /^(gpt-|chatgpt-|o\d|codex-)/i,
  anthropic: /^claude-/i,
};

/** Whether a listed model belongs to the connection's provider (see PROVIDER_MODELS). */
export function isProviderModel(provider: LlmProvider, modelId: string): boolean {
  return PROVIDER_MODELS[provider]?.test(modelId) ?? true;
}

function authHeaders(connection: LlmConnection): Record<string, string> {
  if (connection.provider === 'anthropic') {
    return { 'x-api-key': connection.apiKey, 'anthropic-version': '2023-06-01' };
  }
  return { authorization: `Bearer ${connection.apiKey}` };
}

/**
 * The provider's chat models, listed with the workspace's key (no SDK lists models). A refused key (401/403) is
 * `invalid_key`; anything else that goes wrong is `provider_unavailable`. One request, no retries: a wrong key
 * must not be tried again.
 */
export async function listChatModels(connection: LlmConnection): Promise<LlmModel[]> {
  const limit = connection.provider === 'anthropic' ? '?limit=1000' : '';
  let body: Buffer;
  try {
    const response = await safeFetch(`${connection.baseUrl}/models${limit}`, {
      allowPrivate: connection.allowPrivate,
      headers: { ...authHeaders(connection), accept: 'application/json' },
      retries: 0,
      maxRedirects: 0,
      maxBytes: 2 * 1024 * 1024,
    });
    body = response.body;
  } catch (err) {
    if (err instanceof OutboundError && (err.status === 401 || err.status === 403)) {
      throw new LlmError('invalid_key', 'The provider did not accept this key');
    }
    const reason = err instanceof OutboundError ? err.message : 'no answer';
    throw new LlmError('provider_unavailable', `The provider could not be reached: ${reason}`);
  }
  let parsed: z.infer<typeof listSchema>;
  try {
    parsed = listSchema.parse(JSON.parse(body.toString('utf8')));
  } catch {
    throw new LlmError('provider_unavailable', 'The provider answered, but not with a list of models');
  }
  return parsed.data
    .filter((model) => !NOT_CHAT.test(model.id) && isProviderModel(connection.provider, model.id))
    .map((model) => ({ id: model.id, label: model.display_name ?? model.id }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
