import type {
  AdProduct,
  AdReportLink,
  BusinessCompany,
  CreateAdFields,
  CreatedAdBooking,
  FeedItem,
} from '@newsletter-os/contracts';
import { publishEveryDay, shoot } from '../fixtures/ad-sales';
import { blockingViolations, expect, test } from '../fixtures/content';
import { withDatabase } from '../fixtures/database';

// The sponsor's report page in the newsletter's language: a Spanish newsletter's sponsor reads Spanish labels with
// Spanish number and date formats; an Arabic one reads right to left. The sponsor's browser is English on purpose:
// the page follows the newsletter, not the browser. axe on both.

test.use({ locale: 'en-US', timezoneId: 'UTC' });

test('the sponsor report speaks the newsletter’s language: Spanish, then Arabic right to left', async ({
  page,
  browser,
  publisher,
  workspaceId,
}) => {
  test.setTimeout(180_000);
  await publishEveryDay(page, publisher, workspaceId);
  const company = await publisher.api.post<BusinessCompany>('/business-companies/', {
    workspaceId,
    name: 'Harbor Coffee',
  });
  const ad: CreateAdFields = { workspaceId, title: 'Autumn blend is here', businessCompanyId: company.id };
  const item = await publisher.api.post<FeedItem>('/feeds-ads/', { ...ad, ctaUrl: 'https://harbor-coffee.example/' });
  const product = await publisher.api.post<AdProduct>('/ad-products/', {
    workspaceId,
    name: 'Presenting sponsor',
    priceCents: 25000,
    currency: 'USD',
  });
  const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const booked = await publisher.api.post<CreatedAdBooking>('/ad-bookings/', {
    workspaceId,
    productId: product.id,
    businessCompanyId: company.id,
    feedItemId: item.id,
    dates: [future],
  });
  // Yesterday's issue carried the ad and its first read stored the figures (as in sponsor-report.spec.ts).
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const languageIs = (language: string) =>
    withDatabase((db) => db.query('update workspaces set language = $2 where id = $1', [workspaceId, language]));
  await withDatabase(async (db) => {
    await db.query('update ad_booking_days set day = $2 where booking_id = $1', [booked.id, day]);
    await db.query(`update ad_bookings set status = 'reported' where id = $1`, [booked.id]);
    await db.query(
      `insert into ad_report_issues (workspace_id, booking_id, day, publication_id, post_id, read_count, last_read_on,
         recipients, delivered, unique_opens, ad_clicks, ad_unique_clicks, ad_verified_unique_clicks)
       values ($1, $2, $3, 'pub_e2e', 'post_e2e', 2, current_date, 8390, 8342, 4021, 168, 120, 108)`,
      [workspaceId, booked.id, day],
    );
  });
  await languageIs('es');
  const link = await publisher.api.post<AdReportLink>(`/ad-bookings/${booked.id}/report-link/`, { workspaceId });

  const sponsorContext = await browser.newContext({ locale: 'en-US', timezoneId: 'UTC' });
  const sponsor = await sponsorContext.newPage();
  await sponsor.goto(link.url);
  await expect(
    sponsor.getByRole('heading', { level: 1, name: 'Informe del patrocinador: Harbor Coffee' }),
  ).toBeVisible();
  const main = sponsor.getByRole('main');
  await expect(main).toHaveAttribute('lang', 'es');
  await expect(main).toHaveAttribute('dir', 'ltr');
  const issueDay = (language: string) =>
    new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`));
  await expect(sponsor.getByText(`Presenting sponsor · ${issueDay('es')}`, { exact: true })).toBeVisible();
  const figures = sponsor.getByRole('region', { name: 'Cifras hasta ahora' });
  await expect(figures.getByText('Aperturas únicas (estimadas)', { exact: true })).toBeVisible();
  await expect(figures.getByText('de 8390 destinatarios', { exact: true })).toBeVisible();
  const rate = new Intl.NumberFormat('es', { style: 'percent', minimumFractionDigits: 2 }).format(0.0144);
  await expect(figures.getByText(rate, { exact: true })).toBeVisible();
  await expect(
    sponsor.getByText('Las cifras se leen una vez al día durante 7 días después de cada envío y aún pueden subir.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(sponsor.getByRole('heading', { name: 'El anuncio publicado' })).toBeVisible();
  await expect(
    sponsor.getByRole('row', { name: `${issueDay('es')} Leído 2 de 7 días 8342 4021 168 120 ${rate}` }),
  ).toBeVisible();
  await expect(sponsor.getByRole('button', { name: 'Imprimir o guardar como PDF' })).toBeVisible();
  await expect(main).not.toContainText('Sponsor report');
  await expect(main).not.toContainText('Delivered');
  expect(await blockingViolations(sponsor)).toEqual([]);
  await shoot(sponsor, 'sponsor-report-es');

  // Arabic: right to left, Arabic digits from Intl.
  await languageIs('ar');
  await sponsor.reload();
  await expect(sponsor.getByRole('heading', { level: 1, name: 'تقرير الراعي: Harbor Coffee' })).toBeVisible();
  await expect(main).toHaveAttribute('lang', 'ar');
  await expect(main).toHaveAttribute('dir', 'rtl');
  const arabic = new Intl.NumberFormat('ar');
  const ofRecipients = `من أصل ${arabic.format(8390)} مستلم`;
  await expect(sponsor.getByRole('region', { name: 'الأرقام حتى الآن' }).getByText(ofRecipients)).toBeVisible();
  await expect(sponsor.getByRole('button', { name: 'اطبع أو احفظ بصيغة PDF' })).toBeVisible();
  expect(await blockingViolations(sponsor)).toEqual([]);
  await shoot(sponsor, 'sponsor-report-ar');
  await sponsorContext.close();
  await languageIs('en');
});
