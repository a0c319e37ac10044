import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmConnection } from './connection';
import { llmFetch } from './fetch';

/**
 * A language model of the workspace's provider, built for this one request from its own key. The key and base URL
 * are always passed: left out, the SDK providers would quietly use OPENAI_API_KEY / ANTHROPIC_API_KEY from the
 * server's environment, and one newsletter must never spend the server's (or another's) key.
 */
export function languageModelOf(connection: LlmConnection, modelId: string): LanguageModel {
  const fetch = llmFetch(connection.allowPrivate);
  const { apiKey, baseUrl: baseURL } = connection;
  switch (connection.provider) {
    case 'openai':
      // Chat Completions, not the Responses API: its stored-response references break stateless servers and Ollama.
      return createOpenAI({ apiKey, baseURL, fetch }).chat(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, fetch })(modelId);
    case 'openai-compatible':
      return createOpenAICompatible({ name: 'openai-compatible', apiKey, baseURL, fetch, includeUsage: true })(modelId);
    case 'demo':
      // The offline provider answers in the schema it is sent; without this flag the SDK sends only
      // `{type: "json_object"}` (and warns), so a draft could not get the shape it needs.
      return createOpenAICompatible({
        name: 'openai-compatible',
        apiKey,
        baseURL,
        fetch,
        includeUsage: true,
        supportsStructuredOutputs: true,
      })(modelId);
  }
}
