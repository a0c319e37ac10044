import { envelope, refreshTokenResponseSchema } from '@newsletter-os/contracts';

/**
 * The token refresh's answer check, imported when a refresh happens: the API client is on every first screen and
 * this schema would bring zod with it (docs/decisions/0029).
 */
export const refreshAnswer = envelope(refreshTokenResponseSchema);
