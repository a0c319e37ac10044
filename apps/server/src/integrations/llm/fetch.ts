import { fetch as undiciFetch } from 'undici';
import { checkOutboundUrl, outboundDispatcher } from '../safe-http';

/** The shape the SDK providers take as their `fetch` option. */
export type FetchFunction = typeof globalThis.fetch;

/**
 * The `fetch` the LLM SDK clients use: the same connect-time address checks as every other outbound request, and
 * no redirects (a provider never needs one; following one could lead the key somewhere else).
 */
export function llmFetch(allowPrivate: boolean): FetchFunction {
  const dispatcher = outboundDispatcher(allowPrivate);
  const guarded = async (input: Parameters<FetchFunction>[0], init?: Parameters<FetchFunction>[1]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    checkOutboundUrl(url, allowPrivate);
    const response = await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
      redirect: 'error',
    });
    // undici's Response is the same WHATWG Response the global fetch returns; only the declared types differ.
    return response as unknown as Response;
  };
  return guarded;
}
