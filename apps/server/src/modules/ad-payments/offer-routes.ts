import { adOfferSchema, envelope, portalTokenQuerySchema } from '@newsletter-os/contracts';
import { requirePortalLink, verifyPortalLinkToken } from '../../authz/portal-scope';
import type { App, ModuleDeps } from '../../deps';
import { portalTokensFor } from '../../lib/portal-tokens';
import { ok } from '../../lib/reply';
import { adOffer } from './offer';

/** `GET /portal/ad-offer?token` (portal scope): what the public ad page sells, from an ads link only. */
export async function adOfferRoutes(app: App, deps: ModuleDeps) {
  const tokens = portalTokensFor(deps.config.SECRETS_KEY);
  app.get(
    '/portal/ad-offer',
    {
      schema: { tags: ['portals'], querystring: portalTokenQuerySchema, response: { 200: envelope(adOfferSchema) } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const claims = await verifyPortalLinkToken(tokens, request.query.token);
      const { scope } = await requirePortalLink(deps.db, claims, ['ads']);
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      return ok(await adOffer(deps.db, scope, deps.config));
    },
  );
}
