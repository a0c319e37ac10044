// The AI assistant's error states as HTTP errors: shared by the assistant (modules/ai) and the LLM key settings
// (modules/llm), which sits below it, so it lives with the LLM client rather than in either module.
import { type AiErrorCode, aiErrorMessages } from '@newsletter-os/contracts';
import { AppError } from '../../lib/errors';
import { LlmError, llmErrorCode } from './errors';

/** The HTTP status of an AI error answered before any streaming starts. */
const statusByCode: Record<AiErrorCode, number> = {
  no_key: 409,
  invalid_key: 422,
  rate_limited: 429,
  quota_exhausted: 402,
  budget_exhausted: 429,
  provider_unavailable: 502,
  assistant_off: 403,
  too_long: 422,
  failed: 502,
};

export function assistantError(code: AiErrorCode): AppError {
  return new AppError(statusByCode[code], aiErrorMessages[code]);
}

/** An AppError as it is; an LLM or network failure as its own state's message, never "An error occurred.". */
export function assistantErrorOf(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof LlmError || err instanceof Error) return assistantError(llmErrorCode(err));
  return assistantError('failed');
}
