import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adReportEntries } from '../ad-reports/matrix.entries';
import { adSalesEntries } from '../ad-sales/matrix.entries';
import {
  aiChatEntries,
  aiChatSessionWriteEntries,
  aiDraftEntries,
  aiRewriteEntries,
  aiToneEntries,
  llmEntries,
} from '../ai/matrix.entries';
import { archiveEntries } from '../archive/matrix.entries';
import { beehiivEntries } from '../beehiiv/matrix.entries';
import { businessCompanyEntries } from '../business-companies/matrix.entries';
import { calendarEntries } from '../calendar/matrix.entries';
import { eventLocationEntries } from '../event-locations/matrix.entries';
import { eventEntries } from '../events/matrix.entries';
import { feedEntries } from '../feeds/matrix.entries';
import { gifEntries } from '../gifs/matrix.entries';
import { createTestApp, type TestApp } from '../helpers/app';
import { routeOf } from '../helpers/matrix';
import { imageEntries } from '../images/matrix.entries';
import { newsletterOutputEntries } from '../newsletter-output/matrix.entries';
import { newsletterEntries } from '../newsletters/matrix.entries';
import { personalizationEntries } from '../personalization/matrix.entries';
import { portalEntries } from '../portals/matrix.entries';
import { publishingEntries } from '../publishing/matrix.entries';
import { rssFetcherEntries } from '../rss-fetchers/matrix.entries';
import { schedulerEntries } from '../scheduler/matrix.entries';
import { tagEntries } from '../tags/matrix.entries';
import { templateEntries } from '../templates/matrix.entries';
import { userEntries } from '../users/matrix.entries';
import { workspaceEntries } from '../workspaces/matrix.entries';

/** Every role/tenant matrix table of the server tests. */
const allEntries = [
  ...adReportEntries,
  ...adSalesEntries,
  ...llmEntries,
  ...aiChatEntries,
  ...aiChatSessionWriteEntries,
  ...aiDraftEntries,
  ...aiRewriteEntries,
  ...aiToneEntries,
  ...beehiivEntries,
  ...businessCompanyEntries,
  ...calendarEntries,
  ...eventLocationEntries,
  ...eventEntries,
  ...feedEntries,
  ...gifEntries,
  ...imageEntries,
  ...newsletterOutputEntries,
  ...newsletterEntries,
  ...personalizationEntries,
  ...portalEntries,
  ...rssFetcherEntries,
  ...schedulerEntries,
  ...tagEntries,
  ...templateEntries,
  ...userEntries,
  ...workspaceEntries,
  ...publishingEntries,
  ...archiveEntries,
];

/**
 * Signed-in routes with no matrix entry, each with the reason. They act only on the caller's own session or
 * account: no workspace, record or business id of anyone else is part of the request, so there is no other
 * tenant to keep out. test/auth covers them.
 */
const exempt: Record<string, string> = {
  'GET /me': "the caller's own profile",
  'PATCH /me': "the caller's own profile",
  'POST /change-password': "the caller's own password",
  'POST /logout': "the caller's own session",
  // Portal scope: no caller role or tenant; the workspace comes only from a signed link or status token.
  // test/portals covers forged, tampered, revoked, expired and other-workspace tokens for each.
  'GET /portal': 'public submission page (signed link token)',
  'GET /portal/challenge': 'proof-of-work challenge (signed link token)',
  'POST /feeds-ugc-public': 'public submission (signed link token)',
  'POST /feeds-events-public': 'public submission (signed link token)',
  'POST /feeds-ads-public': 'public submission (signed link token)',
  // test/stripe/self-serve.test.ts covers it; only an ads link opens it (requirePortalLink with kind ads).
  'GET /portal/ad-offer': 'public ad page offer (signed ads link token)',
  'GET /submission-status': "the submitter's own submission (signed status token)",
  'POST /submission-status': "the submitter's own submission (signed status token)",
  'POST /submission-status/withdraw': "the submitter's own submission (signed status token)",
  // test/calendar covers forged, other-purpose, revoked and other-workspace calendar tokens for each.
  'GET /calendar/event.ics': 'one public event as iCalendar (signed event token)',
  'GET /calendar/events.ics': "a workspace's public events feed (signed feed-link token)",
  'GET /calendar/events': "a workspace's public events page (signed feed-link token)",
  // test/ad-reports/routes.test.ts covers missing, oversized, forged, renewed and revoked report tokens.
  'GET /sponsor-report': "a booking's sponsor report (signed, revocable report-link token)",
};

/** "/api/v1/tags/:id/delete" → "/tags/{id}/delete", as matrix entries spell paths. */
function pathOf(url: string): string {
  return (
    url
      .replace(/^\/api\/v1/, '')
      .replace(/:(\w+)/g, '{$1}')
      .replace(/\/+$/, '') || '/'
  );
}

describe('the role/tenant matrix covers every signed-in route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const covered = new Set(allEntries.map((entry) => `${routeOf(entry).method} ${routeOf(entry).path}`));

  it('has an entry for every route that is not public', () => {
    const routes = t.app
      .registeredRoutes()
      .filter((route) => route.scope !== 'public' && route.method !== 'HEAD')
      .map((route) => `${route.method} ${pathOf(route.url)}`);
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((route) => !covered.has(route) && !(route in exempt));
    expect(missing).toEqual([]);
  });

  it('names only routes that exist', () => {
    const routes = new Set(t.app.registeredRoutes().map((route) => `${route.method} ${pathOf(route.url)}`));
    expect([...covered].filter((route) => !routes.has(route))).toEqual([]);
    expect(Object.keys(exempt).filter((route) => !routes.has(route))).toEqual([]);
  });
});
