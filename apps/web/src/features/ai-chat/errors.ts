import { type AiErrorCode, aiErrorCodeOf, aiErrorCodes, aiErrorMessages } from '@newsletter-os/contracts';

/**
 * The state a failed chat request is in. A stream's error part carries the code itself; an answer refused before
 * streaming (no key, assistant off, budget used up) carries the code's sentence, which maps back to it.
 */
export function aiErrorCodeOfMessage(message: string): AiErrorCode {
  const code = aiErrorCodeOf(message.trim());
  if (code) return code;
  return aiErrorCodes.find((candidate) => aiErrorMessages[candidate] === message.trim()) ?? 'failed';
}

export function aiErrorSentence(error: Error | undefined): string | undefined {
  if (!error) return undefined;
  return aiErrorMessages[aiErrorCodeOfMessage(error.message)];
}
