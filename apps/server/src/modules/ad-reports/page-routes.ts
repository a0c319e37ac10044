import { requireSponsorReportLink } from '../../authz/report-scope';
import type { App, ModuleDeps } from '../../deps';
import { portalTokensFor } from '../../lib/portal-tokens';
import { bookingStatusOf } from '../ad-payments/repository';
import { GONE_STATUSES, SPONSOR_REPORT_GONE } from './public-routes';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The whole answer for a sponsor link whose booking will never run: a plain page, no app, nothing of the report. */
export const SPONSOR_REPORT_GONE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Sponsor report</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111827">
<h1 style="font-size:1.25rem">No report</h1><p>${escapeHtml(SPONSOR_REPORT_GONE)}</p></body></html>`;

/**
 * The sponsor link's own address (`/sponsor-report?token=…`, outside the API). A link whose booking was cancelled,
 * refunded or expired answers 410 with a plain page, so a sponsor, a link checker or a search engine sees at the
 * address itself that it is gone; any other link gets the web app, which reads the report (or its 404) from the API.
 */
export async function sponsorReportPageRoutes(app: App, { db, config }: ModuleDeps) {
  const tokens = portalTokensFor(config.SECRETS_KEY);
  app.get('/sponsor-report', { schema: { hide: true } }, async (request, reply) => {
    const token = new URL(request.url, 'http://page').searchParams.get('token') ?? '';
    const found = token.length > 0 && token.length <= 2000 ? await linkOf(token) : undefined;
    if (found) {
      const status = await bookingStatusOf(db, found.scope, found.bookingId);
      if (status && GONE_STATUSES.includes(status)) {
        return reply
          .status(410)
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(SPONSOR_REPORT_GONE_PAGE);
      }
    }
    // Without a built web app (the API-only server) there is no page to give.
    if (typeof reply.sendFile !== 'function') return reply.callNotFound();
    return reply.type('text/html').sendFile('index.html');
  });

  async function linkOf(token: string) {
    try {
      return await requireSponsorReportLink(db, tokens, token);
    } catch {
      // An unknown or revoked link is the app's to explain (the API answers its 404).
      return undefined;
    }
  }
}
