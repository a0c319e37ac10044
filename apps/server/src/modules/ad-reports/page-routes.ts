import { textDirectionOf } from '@newsletter-os/contracts';
import { requireSponsorReportLink } from '../../authz/report-scope';
import type { App, ModuleDeps } from '../../deps';
import { surfaceMessagesFor } from '../../email/messages';
import { escapeHtml } from '../../lib/html';
import { portalTokensFor } from '../../lib/portal-tokens';
import { bookingStatusOf } from '../ad-payments/repository';
import { findWorkspace } from '../workspaces/repository';
import { GONE_STATUSES } from './public-routes';

/**
 * The whole answer for a sponsor link whose booking will never run: a plain page, no app, nothing of the report, in
 * the newsletter's language (the sponsor booked with that newsletter).
 */
export function sponsorReportGonePage(language: string): string {
  const t = surfaceMessagesFor('advertiser', language);
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${textDirectionOf(language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('reportTitle'))}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111827">
<h1 style="font-size:1.25rem">${escapeHtml(t('noReport'))}</h1><p>${escapeHtml(t('reportGone'))}</p></body></html>`;
}

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
        const workspace = await findWorkspace(db, found.scope);
        return reply
          .status(410)
          .header('Cache-Control', 'no-store')
          .header('X-Robots-Tag', 'noindex')
          .type('text/html; charset=utf-8')
          .send(sponsorReportGonePage(workspace?.language ?? 'en'));
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
