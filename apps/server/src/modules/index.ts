import type { App, ModuleDeps } from '../deps';
import { registerRouteScopes, type ScopedRoutes } from '../plugins/route-scopes';
import { adOfferRoutes } from './ad-payments/offer-routes';
import { paidAds } from './ad-payments/paid-ads';
import { adRefundRoutes } from './ad-payments/refund-routes';
import { bookingPayments } from './ad-payments/staff-bookings';
import { stripeWebhookRoutes } from './ad-payments/webhook-routes';
import { sponsorReportPublicRoutes } from './ad-reports/public-routes';
import { adReportRoutes } from './ad-reports/routes';
import { adBookingRoutes } from './ad-sales/booking-routes';
import { adPlacementRoutes } from './ad-sales/placement-routes';
import { adProductRoutes } from './ad-sales/product-routes';
import { aiAccessRoutes } from './ai/access/routes';
import { aiChatRoutes } from './ai/chat/routes';
import { aiDraftRoutes } from './ai/drafts/routes';
import { aiRewriteRoutes } from './ai/rewrite/routes';
import { aiToneRoutes } from './ai/tones/routes';
import { workspaceArchiveRoutes } from './archive/routes';
import { accountRoutes, authRoutes } from './auth/routes';
import { beehiivRoutes } from './beehiiv/routes';
import { businessCompanyRoutes } from './business-companies/routes';
import { businessProfileRoutes } from './businesses/profile-routes';
import { businessRoutes } from './businesses/routes';
import { eventsFeedLinkRoutes } from './calendar/link-routes';
import { calendarPublicRoutes } from './calendar/public-routes';
import { geocodeRoutes } from './event-locations/geocode-routes';
import { eventLocationRoutes } from './event-locations/routes';
import { eventRoutes } from './events/routes';
import { feedRoutes } from './feeds/routes';
import { gifRoutes } from './gifs/routes';
import { healthRoutes } from './health/routes';
import { imageRoutes } from './images/routes';
import { pendingInvitationRoutes } from './invitations/pending-routes';
import { acceptInvitationRoutes, invitationRoutes } from './invitations/routes';
import { issueAssemblyRoutes } from './issue-assembly/routes';
import { llmRoutes } from './llm/routes';
import { newsletterOutputRoutes } from './newsletter-output/routes';
import { newsletterRefreshRoutes } from './newsletters/refresh-routes';
import { newsletterRoutes } from './newsletters/routes';
import { partnerContentRoutes } from './partner-content/routes';
import { personalizationRoutes } from './personalization/routes';
import { publishingDestinationRoutes } from './publishing/routes';
import { rssFetcherRoutes } from './rss-fetchers/routes';
import { schedulerRoutes } from './scheduler/routes';
import { portalLinkRoutes } from './submissions/link-routes';
import { moderationRoutes } from './submissions/moderation-routes';
import { portalRoutes } from './submissions/portal-routes';
import { submissionStatusRoutes } from './submissions/status-routes';
import { tagRoutes } from './tags/routes';
import { templateRoutes } from './templates/routes';
import { userRoutes } from './users/routes';
import { workspaceRoutes } from './workspaces/routes';

/**
 * Every domain's routes under /api/v1, one line a module, each in the scope it needs (docs/decisions/0005).
 * A route registered anywhere else stops the server at boot (plugins/route-scopes.ts).
 */
export const scopedRoutes: ScopedRoutes = {
  authenticated: [
    accountRoutes,
    businessRoutes,
    businessProfileRoutes,
    workspaceRoutes,
    userRoutes,
    invitationRoutes,
    pendingInvitationRoutes,
    feedRoutes,
    eventRoutes,
    rssFetcherRoutes,
    tagRoutes,
    businessCompanyRoutes,
    eventLocationRoutes,
    geocodeRoutes,
    imageRoutes,
    newsletterRoutes,
    issueAssemblyRoutes,
    newsletterRefreshRoutes,
    newsletterOutputRoutes,
    templateRoutes,
    personalizationRoutes,
    schedulerRoutes,
    gifRoutes,
    llmRoutes,
    aiAccessRoutes,
    aiChatRoutes,
    aiToneRoutes,
    aiRewriteRoutes,
    aiDraftRoutes,
    portalLinkRoutes,
    eventsFeedLinkRoutes,
    moderationRoutes(paidAds),
    partnerContentRoutes,
    beehiivRoutes,
    adProductRoutes,
    adBookingRoutes(bookingPayments),
    adRefundRoutes,
    adPlacementRoutes,
    adReportRoutes,
    publishingDestinationRoutes,
    workspaceArchiveRoutes,
  ],
  // The Stripe webhook proves itself by its signature over the raw body (docs/decisions/0023).
  public: [healthRoutes, authRoutes, acceptInvitationRoutes, stripeWebhookRoutes],
  // Public submission portals and calendar links: the workspace comes only from a signed token
  // (authz/portal-scope.ts, authz/calendar-scope.ts, authz/report-scope.ts).
  portal: [
    portalRoutes(paidAds),
    submissionStatusRoutes(paidAds),
    calendarPublicRoutes,
    adOfferRoutes,
    sponsorReportPublicRoutes,
  ],
};

export async function registerModules(app: App, deps: ModuleDeps): Promise<void> {
  await registerRouteScopes(app, scopedRoutes, deps);
}
