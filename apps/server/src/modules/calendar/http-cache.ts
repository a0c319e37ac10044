import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** True when an If-None-Match header names the tag (weak or strong, one of a list, or `*`). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const tag = part.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * Answers a public document that shared caches may keep for `maxAgeSeconds`, with an ETag of its bytes, so a
 * calendar app polling the feed gets a 304 with no body while nothing changed.
 */
export function sendCacheable(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  options: { contentType: string; maxAgeSeconds: number },
): FastifyReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  reply.header('Cache-Control', `public, max-age=${options.maxAgeSeconds}`).header('ETag', etag);
  // The token is the secret part of the URL: pages that link elsewhere must not pass it on.
  reply.header('Referrer-Policy', 'no-referrer');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(options.contentType).send(body);
}
