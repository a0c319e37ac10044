import { envelope, sponsorReportQuerySchema, sponsorReportSchema } from '@newsletter-os/contracts';
import { requireSponsorReportLink } from '../../authz/report-scope';
import type { App, ModuleDeps } from '../../deps';
import { portalTokensFor } from '../../lib/portal-tokens';
import { ok } from '../../lib/reply';
import { buildSponsorReport } from './report';

/**
 * The sponsor's report page data (portal scope: the signed token names a live link row; authz/report-scope.ts).
 * Never cached: a revoked link must stop at once.
 */
export async function sponsorReportPublicRoutes(app: App, { db, config }: ModuleDeps) {
  app.get(
    '/sponsor-report',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['ad-reports'],
        querystring: sponsorReportQuerySchema,
        response: { 200: envelope(sponsorReportSchema) },
      },
    },
    async (request, reply) => {
      const tokens = portalTokensFor(config.SECRETS_KEY);
      const { scope, bookingId } = await requireSponsorReportLink(db, tokens, request.query.token);
      const { report } = await buildSponsorReport(db, scope, bookingId);
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      return ok(report);
    },
  );
}
