import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const isSourceMap = (pathname: string) => pathname.toLowerCase().endsWith('.map');

/**
 * Serves the built React app with a history fallback; unknown /api paths stay JSON 404s.
 * The fallback is a catch-all GET route rather than a not-found handler: the error handler owns the root one.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  if (!existsSync(path.join(opts.root, 'index.html'))) {
    app.log.warn(`web app not built at ${opts.root}; serving the API only`);
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    index: ['index.html'],
    // Source maps carry the full source; a build that left some behind must still not publish them.
    allowedPath: (pathname) => !isSourceMap(pathname),
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || isSourceMap(pathname)) return reply.callNotFound();
    return reply.type('text/html').sendFile('index.html');
  });
});
