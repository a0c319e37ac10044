import type { LlmProvider } from '@newsletter-os/contracts';
import { checkOutboundUrl, OutboundError } from '../safe-http';

/** Everything needed to call a workspace's provider: always its own key, never the server's environment. */
export interface LlmConnection {
  provider: LlmProvider;
  /** The API root ("…/v1"): the provider's own for OpenAI and Anthropic, the stored one otherwise. */
  baseUrl: string;
  apiKey: string;
  /** Loopback and private addresses allowed (OUTBOUND_ALLOW_PRIVATE: tests and local demos). */
  allowPrivate: boolean;
}

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com/v1';

/**
 * A publisher-given base URL under the SSRF rules: https to a public address, or anything (loopback Ollama, the
 * fakes) only when OUTBOUND_ALLOW_PRIVATE is set. Names are checked again at connect time by the dispatcher.
 */
export function checkLlmBaseUrl(raw: string, allowPrivate: boolean): string {
  const url = checkOutboundUrl(raw, allowPrivate);
  if (!allowPrivate && url.protocol !== 'https:') {
    throw new OutboundError('scheme_not_allowed', 'The base URL must start with https://');
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * The API root a provider is reached at: the stored URL when there is one (a hosted provider behind the publisher's
 * own gateway, or any OpenAI-compatible server), else the hosted provider's own.
 */
export function baseUrlFor(provider: LlmProvider, storedBaseUrl: string | null, demoUrl: string | undefined): string {
  if (provider === 'demo') {
    if (!demoUrl) throw new OutboundError('invalid_url', 'The demo provider is not available here');
    return demoUrl;
  }
  if (storedBaseUrl) return storedBaseUrl;
  if (provider === 'openai') return OPENAI_BASE_URL;
  if (provider === 'anthropic') return ANTHROPIC_BASE_URL;
  throw new OutboundError('invalid_url', 'A base URL is required');
}
