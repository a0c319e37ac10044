import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Security headers, CORS limited to APP_URL, and the XSRF double-submit cookie. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(cors, { origin: [new URL(opts.appUrl).origin], credentials: true });
  await app.register(cookie);

  const secure = opts.appUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    // A Bearer call comes from a page that already received the cookie; minting one per API call is waste.
    if (!cookieToken && !request.headers.authorization) {
      // Readable by the page (not httpOnly) so the client can echo it in the X-XSRF-TOKEN header.
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    }
    // A request that authenticates by cookie (no Bearer header) must echo the cookie in the header.
    const cookieAuthenticated =
      !request.headers.authorization && Object.keys(request.cookies).some((n) => n !== XSRF_COOKIE);
    if (UNSAFE.has(request.method) && cookieAuthenticated && cookieToken) {
      const header = request.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !sameToken(header, cookieToken))
        throw forbidden('Missing or invalid XSRF token');
    }
  });
});
