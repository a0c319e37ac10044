/**
 * Why a Beehiiv call failed, decided from the HTTP status alone (Beehiiv publishes no stable error codes, except
 * POST_CREATION_FAILED): the insight endpoints map these to the spec's meta codes.
 */
export type BeehiivErrorCode =
  /** 401 (and 403 on a read): the key is wrong, revoked, or its plan has no API access. */
  | 'invalid_key'
  /** 404: no such publication, or one outside the key's scope (Beehiiv answers the same for both). */
  | 'not_found'
  /** 403 on a write: the plan cannot create posts through the API. */
  | 'plan_refused'
  /** 404 POST_CREATION_FAILED: Beehiiv gave up building a post it had accepted. */
  | 'creation_failed'
  | 'rate_limited'
  /** Unreachable, timed out, 5xx, or an answer that is not Beehiiv's shape. */
  | 'unavailable';

export class BeehiivError extends Error {
  override readonly name = 'BeehiivError';
  constructor(
    readonly code: BeehiivErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
