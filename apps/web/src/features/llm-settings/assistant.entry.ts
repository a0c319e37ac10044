/**
 * The assistant's access and tones for screens that offer a rewrite, without the settings tab: through index.ts the
 * newsletter builder downloaded the LLM settings forms (and react-hook-form) before its newsletter.
 */
export { useAiAccess, useTones } from './api';
