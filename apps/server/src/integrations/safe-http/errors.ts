export type OutboundErrorCode =
  | 'invalid_url'
  | 'scheme_not_allowed'
  | 'port_not_allowed'
  | 'address_refused'
  | 'dns_failed'
  | 'connection_failed'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'http_status';

/**
 * A host name that cannot be used: it does not resolve, or it resolves to an address that may not be fetched.
 * Both answer the same (code and words): told apart, anyone who can add a feed could map internal DNS names one
 * error at a time ("not allowed" = the name exists inside the network).
 */
export function unavailableHost(host: string): OutboundError {
  return new OutboundError('dns_failed', `The host ${host} could not be found or is not allowed`);
}

/**
 * Why an outbound fetch failed, in words a publisher can act on ("The server answered 404 Not Found").
 * The message is shown in the UI (a fetcher's last error, a 400 from "add feed"), so it never carries a stack.
 */
export class OutboundError extends Error {
  override readonly name = 'OutboundError';
  constructor(
    readonly code: OutboundErrorCode,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }

  /** Worth one more attempt: the network hiccuped or the server is briefly unwell. Never for refused targets. */
  get retryable(): boolean {
    return this.code === 'connection_failed' || (this.code === 'http_status' && (this.status ?? 0) >= 502);
  }
}
