import { envelope, gifFeaturedQuerySchema, gifPageSchema, gifSearchQuerySchema } from '@newsletter-os/contracts';
import { authorize } from '../../authz/workspace-scope';
import type { App, ModuleDeps } from '../../deps';
import { ok } from '../../lib/reply';
import { currentUser } from '../../plugins/auth';
import { FEATURED_TTL_MS, GifPageCache, SEARCH_TTL_MS } from './cache';
import { fetchGifPage, type GifRequest } from './provider';

/**
 * The GIF search proxy of the builder (spec paths). It names no workspace: the provider key is the server's,
 * and the answer holds only public GIFs, so it needs just the right to build newsletters.
 */
export async function gifRoutes(app: App, { config }: ModuleDeps) {
  const tags = ['gifs'];
  const cache = new GifPageCache();

  const answer = async (request: GifRequest, ttlMs: number, log: App['log']) => {
    const key = JSON.stringify(request);
    const cached = cache.get(key);
    if (cached) return cached;
    const page = await fetchGifPage(config, request, log);
    cache.set(key, page, ttlMs);
    return page;
  };

  app.get(
    '/tenor-featured',
    { schema: { tags, querystring: gifFeaturedQuerySchema, response: { 200: envelope(gifPageSchema) } } },
    async (request) => {
      authorize(currentUser(request), 'editNewsletters');
      const { limit, pos } = request.query;
      return ok(await answer({ kind: 'featured', limit, pos }, FEATURED_TTL_MS, request.log));
    },
  );

  app.get(
    '/tenor-search',
    { schema: { tags, querystring: gifSearchQuerySchema, response: { 200: envelope(gifPageSchema) } } },
    async (request) => {
      authorize(currentUser(request), 'editNewsletters');
      const { q, limit, pos } = request.query;
      return ok(await answer({ kind: 'search', q, limit, pos }, SEARCH_TTL_MS, request.log));
    },
  );
}
