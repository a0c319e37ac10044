import {
  AD_REPORT_READ_DAYS,
  type AdReport,
  type AdReportIssue,
  type AdReportLink,
  type AdReportState,
  type AdReportTotals,
  type SponsorReport,
} from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { surfaceMessagesFor } from '../../email/messages';
import { notFound } from '../../lib/errors';
import { portalTokensFor } from '../../lib/portal-tokens';
import { findBookings } from '../ad-sales/booking-repository';
import { findWorkspace } from '../workspaces/repository';
import { adLinksOf } from './ad-links';
import {
  type AdReportIssueRow,
  findBookingCreative,
  findLiveLink,
  findRanIssues,
  findReportIssues,
  hasBeehiivKey,
  RAN_STATUSES,
} from './repository';

export const SPONSOR_REPORT_PATH = '/sponsor-report';

const rate = (part: number | null, whole: number) =>
  part === null || whole <= 0 ? null : Math.round((part / whole) * 10_000) / 100;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** An issue's figures stop moving after its last read, or once its read window has passed. */
function isFinal(row: AdReportIssueRow, today: string): boolean {
  return row.readCount >= AD_REPORT_READ_DAYS || addDays(row.day, AD_REPORT_READ_DAYS) < today;
}

function presentIssue(row: AdReportIssueRow, today: string): AdReportIssue {
  return {
    date: row.day,
    readCount: row.readCount,
    lastReadAt: row.lastReadAt.toISOString(),
    final: isFinal(row, today),
    recipients: row.recipients,
    delivered: row.delivered,
    estimatedUniqueOpens: row.uniqueOpens,
    clicks: row.adClicks,
    uniqueClicks: row.adUniqueClicks,
    verifiedUniqueClicks: row.adVerifiedUniqueClicks,
    clickThroughRate: rate(row.adUniqueClicks, row.delivered),
  };
}

const sumOf = (values: (number | null)[]) =>
  values.some((v) => v !== null) ? values.reduce<number>((total, v) => total + (v ?? 0), 0) : null;

function totalsOf(issues: AdReportIssue[]): AdReportTotals | null {
  if (issues.length === 0) return null;
  const delivered = issues.reduce((total, i) => total + i.delivered, 0);
  const uniqueClicks = sumOf(issues.map((i) => i.uniqueClicks));
  return {
    final: issues.every((i) => i.final),
    recipients: issues.reduce((total, i) => total + i.recipients, 0),
    delivered,
    estimatedUniqueOpens: issues.reduce((total, i) => total + i.estimatedUniqueOpens, 0),
    clicks: sumOf(issues.map((i) => i.clicks)),
    uniqueClicks,
    verifiedUniqueClicks: sumOf(issues.map((i) => i.verifiedUniqueClicks)),
    clickThroughRate: rate(uniqueClicks, delivered),
  };
}

/**
 * What the report cannot know, in plain words (null when there is nothing to say), in `language`: the sponsor's
 * page speaks the newsletter's language, the staff screens English.
 */
function noticeOf(
  state: AdReportState,
  facts: { hasLinks: boolean; missing: string[]; final: boolean },
  language: string,
): string | null {
  const t = surfaceMessagesFor('advertiser', language);
  const days = String(AD_REPORT_READ_DAYS);
  if (state === 'not_run') return t('reportNotRun');
  if (state === 'no_beehiiv') return t('reportNoBeehiiv');
  if (state === 'awaiting_stats') return t('reportAwaiting', { days });
  const notes: string[] = [];
  if (!facts.hasLinks) notes.push(t('reportNoLinks'));
  if (facts.missing.length > 0) notes.push(t('reportMissing', { dates: facts.missing.join(', ') }));
  if (!facts.final) notes.push(t('reportMayRise', { days }));
  return notes.length > 0 ? notes.join(' ') : null;
}

/**
 * The sponsor's view of a booking's report (the staff view adds the price and the link). `newsletterLanguage`: the
 * notice in the workspace's language (the sponsor's page); otherwise English (staff).
 */
export async function buildSponsorReport(
  db: Db,
  scope: WorkspaceScope,
  bookingId: string,
  { now = new Date(), newsletterLanguage = false }: { now?: Date; newsletterLanguage?: boolean } = {},
) {
  const [booking] = await findBookings(db, scope, { ids: [bookingId] });
  const workspace = await findWorkspace(db, scope);
  const creative = await findBookingCreative(db, scope, bookingId);
  if (!booking || !workspace || !creative) throw notFound('Booking not found');
  const today = now.toISOString().slice(0, 10);
  const [rows, ran, connected] = await Promise.all([
    findReportIssues(db, scope, bookingId),
    findRanIssues(db, scope, bookingId),
    hasBeehiivKey(db, scope),
  ]);
  const issues = rows.map((row) => presentIssue(row, today));
  const totals = totalsOf(issues);
  const ranStatus = (RAN_STATUSES as readonly string[]).includes(booking.status);
  const state: AdReportState =
    issues.length > 0
      ? 'ready'
      : !ranStatus && ran.length === 0
        ? 'not_run'
        : !connected || !workspace.publicationId
          ? 'no_beehiiv'
          : 'awaiting_stats';
  const adLinks = adLinksOf(creative);
  const read = new Set(rows.map((r) => r.day));
  const report: SponsorReport = {
    bookingId: booking.id,
    publication: {
      name: workspace.brandName || workspace.name,
      logoUrl: workspace.logoUrl,
      brandColor: workspace.brandColor,
    },
    language: workspace.language,
    advertiser: booking.businessCompanyName,
    productName: booking.productName,
    dates: booking.dates,
    state,
    notice: noticeOf(
      state,
      {
        hasLinks: adLinks.length > 0,
        missing: ran.filter((i) => !read.has(i.day)).map((i) => i.day),
        final: totals?.final ?? false,
      },
      newsletterLanguage ? workspace.language : 'en',
    ),
    adLinks,
    issues,
    totals,
    final: totals?.final ?? false,
    creative:
      creative.hasItem && creative.title
        ? {
            title: creative.title,
            text: creative.content,
            imageUrl: creative.imageUrl,
            url: creative.ctaUrl ?? creative.link,
          }
        : null,
  };
  return { report, booking };
}

export async function sponsorLinkOf(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  bookingId: string,
): Promise<AdReportLink | null> {
  const link = await findLiveLink(db, scope, bookingId);
  if (!link) return null;
  const token = await portalTokensFor(config.SECRETS_KEY).signReport(link.id);
  const base = config.APP_URL.replace(/\/+$/, '');
  return {
    id: link.id,
    url: `${base}${SPONSOR_REPORT_PATH}?token=${encodeURIComponent(token)}`,
    createdAt: link.createdAt.toISOString(),
  };
}

/** GET /ad-bookings/{id}/report/: the sponsor's view plus the booking's status, price and live sponsor link. */
export async function buildStaffReport(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  bookingId: string,
): Promise<AdReport> {
  const { report, booking } = await buildSponsorReport(db, scope, bookingId);
  return {
    ...report,
    status: booking.status as AdReport['status'],
    amountCents: booking.amountCents,
    currency: booking.currency,
    shareLink: await sponsorLinkOf(db, config, scope, bookingId),
  };
}
