import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret (invitation and reset tokens, access tokens): never written to logs. */
const secretParameter = /token|secret|password|^code$|^otp$/i;

const REDACTED = '[redacted]';

/** The URL with the value of every secret-looking query parameter replaced, the rest left readable. */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url.slice(queryStart + 1);
  const redacted = query
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      const rawName = separator === -1 ? pair : pair.slice(0, separator);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape is judged on its raw text.
      }
      return separator !== -1 && secretParameter.test(name) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}`;
}

/** Fastify's own request serializer, with secrets taken out of the URL. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Logger options for the HTTP server: the caller's options (or none) plus the redacting request serializer. */
export function withRequestRedaction(logger: boolean | Record<string, unknown>): boolean | Record<string, unknown> {
  if (logger === false) return false;
  const options = logger === true ? {} : logger;
  const serializers = (options.serializers ?? {}) as Record<string, unknown>;
  return { ...options, serializers: { ...serializers, req: serializeRequest } };
}
