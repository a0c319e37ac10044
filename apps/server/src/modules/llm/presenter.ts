import type { LlmKey } from '@newsletter-os/contracts';
import { llmProviderSchema } from '@newsletter-os/contracts';
import type { LlmKeyRow } from './repository';

/** Never the key itself: its last four characters only. */
export function presentLlmKey(row: LlmKeyRow): LlmKey {
  return {
    provider: llmProviderSchema.parse(row.provider),
    baseUrl: row.baseUrl,
    defaultModel: row.defaultModel,
    lastFour: row.lastFour,
    checkedAt: row.checkedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
