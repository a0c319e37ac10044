import type { AiErrorCode } from '@newsletter-os/contracts';
import { APICallError, RetryError } from 'ai';
import { OutboundError } from '../safe-http';

/** An AI request that cannot be answered, with the code the screens turn into their own sentence. */
export class LlmError extends Error {
  override readonly name = 'LlmError';
  constructor(
    readonly code: AiErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}

function bodyMentionsQuota(body: string | undefined): boolean {
  return body !== undefined && /insufficient_quota|billing_error|credit balance/i.test(body);
}

function codeOfApiCall(error: APICallError): AiErrorCode {
  const status = error.statusCode;
  if (status === undefined) return 'provider_unavailable';
  if (status === 401 || status === 403) return 'invalid_key';
  if (status === 402 || bodyMentionsQuota(error.responseBody)) return 'quota_exhausted';
  if (status === 429) return 'rate_limited';
  if (status === 400 && /context|too long|maximum.*tokens/i.test(error.responseBody ?? '')) return 'too_long';
  if (status >= 500) return 'provider_unavailable';
  return 'failed';
}

/**
 * The stable code of whatever a model call threw: the SDK's API errors (also after its retries), our own, and
 * network failures. Never the SDK's masked "An error occurred.".
 */
export function llmErrorCode(error: unknown): AiErrorCode {
  if (error instanceof LlmError) return error.code;
  if (RetryError.isInstance(error)) return llmErrorCode(error.lastError);
  if (APICallError.isInstance(error)) return codeOfApiCall(error);
  if (error instanceof OutboundError) {
    if (error.status === 401 || error.status === 403) return 'invalid_key';
    if (error.status === 429) return 'rate_limited';
    return 'provider_unavailable';
  }
  if (error instanceof Error && error.cause !== undefined && error.cause !== error) return llmErrorCode(error.cause);
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return 'provider_unavailable';
  return 'failed';
}
