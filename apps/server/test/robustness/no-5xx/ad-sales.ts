/** Baselines of the ad-sales routes: products, availability, bookings, placements, sponsor reports and revenue. */
import { adReportLinks } from '../../../src/db/schema/index';
import { portalTokensFor } from '../../../src/lib/portal-tokens';
import { buildRanBooking } from '../../ad-reports/fixtures';
import { buildAdBooking, inDays } from '../../ad-sales/fixtures';
import type { AreaContext } from './kit';

export async function adSalesBaselines({ t, shared, ws, set }: AreaContext): Promise<void> {
  const db = t.db;
  const workspaceId = ws.workspaceId;
  // Ad sales: a product on sale and a booking of it, every day an issue day.
  const adFixtures = await buildAdBooking(db, workspaceId, [inDays(20)]);
  const adProduct = adFixtures.product;
  const adRange = { ...ws, from: inDays(1), to: inDays(40) };
  set('GET /api/v1/ad-products', { query: ws });
  set('POST /api/v1/ad-products', { body: { ...ws, name: 'Fuzz spot', priceCents: 1000, currency: 'USD' } });
  set('PUT /api/v1/ad-products/{id}', { params: { id: adProduct.id }, body: { ...ws, name: 'Fuzz spot 2' } });
  set('DELETE /api/v1/ad-products/{id}', { params: { id: adProduct.id }, query: ws });
  set('GET /api/v1/ad-availability', { query: adRange });
  set('GET /api/v1/ad-bookings', { query: adRange });
  set('POST /api/v1/ad-bookings', {
    body: { ...ws, productId: adProduct.id, businessCompanyId: shared.company.id, dates: [inDays(21)] },
  });
  set('GET /api/v1/ad-placements', { query: { ...ws, date: inDays(20) } });
  set('POST /api/v1/ad-bookings/{id}/cancel', { params: { id: adFixtures.booking.id }, body: ws });
  // Sponsor reports: a booking that ran, with a live sponsor link, so hostile tokens reach past the signature.
  const ran = await buildRanBooking(db, workspaceId, { day: inDays(-1) });
  const reportOf = { params: { id: ran.booking.id } };
  set('GET /api/v1/ad-bookings/{id}/report', { ...reportOf, query: ws });
  set('GET /api/v1/ad-bookings/{id}/report.csv', { ...reportOf, query: ws });
  set('POST /api/v1/ad-bookings/{id}/report-link', { ...reportOf, body: ws });
  set('POST /api/v1/ad-bookings/{id}/report-link/revoke', { ...reportOf, body: ws });
  set('GET /api/v1/ad-revenue', { query: { ...ws, months: '6' } });
  const [reportLink] = await db.insert(adReportLinks).values({ workspaceId, bookingId: ran.booking.id }).returning();
  if (!reportLink) throw new Error('report link not created');
  set('GET /api/v1/sponsor-report', {
    query: { token: await portalTokensFor(t.config.SECRETS_KEY).signReport(reportLink.id) },
  });
}
