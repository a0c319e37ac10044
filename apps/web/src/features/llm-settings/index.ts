/**
 * LLM settings: `LlmSettingsTab` (Settings → LLM: key, model, assistant on/off and budget, tones) and the hooks the
 * AI chat shares (tones, access, model list).
 */
export { useAiAccess, useModelList, useTones } from './api';
export { LlmSettingsTab } from './LlmSettingsTab';
export { llmKeys } from './query-keys';
