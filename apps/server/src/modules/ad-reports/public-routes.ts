import { envelope, sponsorReportQuerySchema, sponsorReportSchema } from '@newsletter-os/contracts';
import { requireSponsorReportLink } from '../../authz/report-scope';
import type { App, ModuleDeps } from '../../deps';
import { ADVERTISER_CATALOGUES } from '../../email/messages/advertiser';
import { AppError } from '../../lib/errors';
import { portalTokensFor } from '../../lib/portal-tokens';
import { ok } from '../../lib/reply';
import { bookingStatusOf } from '../ad-payments/repository';
import { buildSponsorReport } from './report';

/** A booking that will never run (cancelled, refunded, expired) has no report: its link is gone, not unknown. */
export const GONE_STATUSES = ['cancelled', 'refunded', 'expired'];
export const SPONSOR_REPORT_GONE = ADVERTISER_CATALOGUES.en.reportGone;

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
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      const status = await bookingStatusOf(db, scope, bookingId);
      if (status && GONE_STATUSES.includes(status)) throw new AppError(410, SPONSOR_REPORT_GONE);
      const { report } = await buildSponsorReport(db, scope, bookingId, { newsletterLanguage: true });
      return ok(report);
    },
  );
}
