import { z } from 'zod';
import { lineText, workspaceIdSchema } from './common';

/** Where a workspace's assistant gets its answers. "demo" exists only in `npm run demo` (offline, canned). */
export const llmProviders = ['openai', 'anthropic', 'openai-compatible', 'demo'] as const;
export const llmProviderSchema = z.enum(llmProviders, { message: 'Choose a provider' });
export type LlmProvider = z.infer<typeof llmProviderSchema>;

export const llmProviderLabels: Record<LlmProvider, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  'openai-compatible': 'OpenAI-compatible (e.g. Ollama)',
  demo: 'Demo (offline)',
};

export const LLM_KEY_MAX = 400;
export const LLM_MODEL_MAX = 200;

const baseUrlSchema = z
  .string()
  .trim()
  .max(500, { message: 'Base URL must be at most 500 characters' })
  .pipe(z.url({ message: 'Base URL must be a full URL such as https://llm.example.com/v1' }));

const apiKeySchema = z
  .string()
  .trim()
  .min(1, { message: 'API key is required' })
  .max(LLM_KEY_MAX, { message: `API key must be at most ${LLM_KEY_MAX} characters` })
  .regex(/^[\x21-\x7e]+$/, { message: 'API key must be printable characters without spaces' });

const modelSchema = lineText(LLM_MODEL_MAX, 'Default model');

/** What the API shows of a stored key: never the key, only its last four characters. */
export const llmKeySchema = z.object({
  provider: llmProviderSchema,
  baseUrl: z.string().nullable(),
  defaultModel: z.string(),
  lastFour: z.string(),
  checkedAt: z.string(),
  updatedAt: z.string(),
});
export type LlmKey = z.infer<typeof llmKeySchema>;

export const llmProviderOptionSchema = z.object({ id: llmProviderSchema, label: z.string() });
export type LlmProviderOption = z.infer<typeof llmProviderOptionSchema>;

/** GET /llm: the stored connection (null until one is saved) and the providers this server offers. */
export const llmSettingsSchema = z.object({
  key: llmKeySchema.nullable(),
  providers: z.array(llmProviderOptionSchema),
});
export type LlmSettings = z.infer<typeof llmSettingsSchema>;

export const createLlmKeyBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  provider: llmProviderSchema,
  baseUrl: baseUrlSchema.optional(),
  defaultModel: modelSchema,
  apiKey: apiKeySchema,
});
export type CreateLlmKeyBody = z.input<typeof createLlmKeyBodySchema>;

export const updateLlmKeyBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  provider: llmProviderSchema.optional(),
  baseUrl: baseUrlSchema.nullable().optional(),
  defaultModel: modelSchema.optional(),
  /** Left out: the stored key stays. null: back to the hosted provider's own URL. */
  apiKey: apiKeySchema.optional(),
});
export type UpdateLlmKeyBody = z.input<typeof updateLlmKeyBodySchema>;

export const llmModelSchema = z.object({ id: z.string(), label: z.string() });
export type LlmModel = z.infer<typeof llmModelSchema>;

/** GET /modellist/: the chat models of the workspace's provider. */
export const modelListSchema = z.object({ models: z.array(llmModelSchema), defaultModel: z.string() });
export type ModelList = z.infer<typeof modelListSchema>;

export const AI_TOKEN_BUDGET_MAX = 1_000_000_000;

/** GET /ai-chat-access/: whether the assistant is on, whether a key is saved, the monthly token budget (null: none) and this month's use. */
export const aiChatAccessSchema = z.object({
  enabled: z.boolean(),
  /** Whether an LLM key is saved: without one the assistant cannot answer. */
  keyConfigured: z.boolean(),
  monthlyTokenBudget: z.number().int().nullable(),
  tokensUsedThisMonth: z.number().int(),
});
export type AiChatAccess = z.infer<typeof aiChatAccessSchema>;

export const updateAiChatAccessBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  enabled: z.boolean({ message: 'enabled must be true or false' }).optional(),
  monthlyTokenBudget: z
    .number({ message: 'Monthly token budget must be a number' })
    .int({ message: 'Monthly token budget must be a whole number' })
    .min(1000, { message: 'Monthly token budget must be at least 1000' })
    .max(AI_TOKEN_BUDGET_MAX, { message: `Monthly token budget must be at most ${AI_TOKEN_BUDGET_MAX}` })
    .nullable()
    .optional(),
});
export type UpdateAiChatAccessBody = z.input<typeof updateAiChatAccessBodySchema>;

/**
 * Why an AI request could not be answered. The server sends the code (in a stream's error part, or as the
 * message of an error envelope); the screens show the matching sentence.
 */
export const aiErrorCodes = [
  'no_key',
  'invalid_key',
  'rate_limited',
  'quota_exhausted',
  'budget_exhausted',
  'provider_unavailable',
  'assistant_off',
  'too_long',
  'failed',
] as const;
export type AiErrorCode = (typeof aiErrorCodes)[number];

export const aiErrorMessages: Record<AiErrorCode, string> = {
  no_key: 'Add an LLM key in settings',
  invalid_key: 'The LLM provider did not accept this newsletter’s key. Check the key in settings.',
  rate_limited: 'The LLM provider is rate limiting requests. Wait a minute and try again.',
  quota_exhausted: 'The LLM account has run out of credit. Top it up with the provider, then try again.',
  budget_exhausted: 'This newsletter has used its monthly AI token budget.',
  provider_unavailable: 'The LLM provider could not be reached. Try again in a moment.',
  assistant_off: 'The AI assistant is turned off for this newsletter.',
  too_long: 'This conversation is too long for the model. Start a new chat.',
  failed: 'The assistant could not answer this time. Try again.',
};

export function aiErrorCodeOf(value: string): AiErrorCode | undefined {
  return (aiErrorCodes as readonly string[]).includes(value) ? (value as AiErrorCode) : undefined;
}
