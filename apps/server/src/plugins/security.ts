import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { forbidden } from '../lib/errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function hasOtherCookie(cookies: Record<string, string | undefined>): boolean {
  for (const name in cookies) if (name !== XSRF_COOKIE) return true;
  return false;
}

const helmetOptions: HelmetOptions = {
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
};

/**
 * helmet's headers depend only on its options, so they are computed once here. (@fastify/helmet rebuilds the helmet
 * middleware, CSP parsing included, on every request: a measured share of each request's CPU.)
 */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  const request = { headers: {}, method: 'GET', url: '/' };
  let failure: unknown;
  // helmet is synchronous: next() has run by the time it returns.
  helmet(options)(
    request as unknown as Parameters<ReturnType<typeof helmet>>[0],
    response as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (err?: unknown) => {
      failure = err;
    },
  );
  if (failure) throw failure;
  return headers;
}

/** Security headers, CORS limited to APP_URL, and the XSRF double-submit cookie. */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  const securityHeaders = computeSecurityHeaders(helmetOptions);
  // Synchronous hooks (with done) cost no promise per request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  await app.register(cors, { origin: [new URL(opts.appUrl).origin], credentials: true });
  await app.register(cookie);

  const secure = opts.appUrl.startsWith('https:');
  app.addHook('onRequest', (request, reply, done) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    const bearer = Boolean(request.headers.authorization);
    // A Bearer call comes from a page that already received the cookie; minting one per API call is waste. A
    // public answer that shared caches keep gets none (it would be handed to every reader of the cached copy), nor
    // does the public archive (/n/…): readers owe it no state.
    if (!cookieToken && !bearer && request.routeOptions.config.sharedCache !== true && !request.url.startsWith('/n/')) {
      // Readable by the page (not httpOnly) so the client can echo it in the X-XSRF-TOKEN header.
      reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    }
    // A request that authenticates by cookie (no Bearer header) must echo the cookie in the header.
    if (UNSAFE.has(request.method) && !bearer && cookieToken && hasOtherCookie(request.cookies)) {
      const header = request.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !sameToken(header, cookieToken)) {
        done(forbidden('Missing or invalid XSRF token'));
        return;
      }
    }
    done();
  });
});
