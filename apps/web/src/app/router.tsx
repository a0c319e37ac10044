import type { ReactNode } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { startNewsletterRequest } from '../features/newsletter-builder/newsletter-request.entry';
import { RouteErrorScreen } from '../features/placeholders/NotFoundPage';
import { FallbackRedirect, ProtectedRoute, PublicOnlyRoute } from './guards';
import { type Chunk, chunk, lazyScreen } from './lazy-screen';
import { loadQueryClient } from './query-client-store';
import { RootView } from './RootView';
import { registerScreenPreload } from './screen-preload';

/** A chunk whose screens read server data: it is ready once React Query's client is too. */
function withQueries<Module>(importer: () => Promise<Module>) {
  return chunk(async () => (await Promise.all([importer(), loadQueryClient()]))[0]);
}

// Each feature is its own chunk, fetched when one of its screens is first shown, and so is the signed-in shell
// (header, menus, workspace dropdown), which the signed-out screens never need. The entry chunk holds the root
// view and the guards. The error screen stays in the entry: it also reports a chunk that failed to load.
const adSales = withQueries(() => import('../features/ad-sales'));
const aiChat = withQueries(() => import('../features/ai-chat'));
const auth = withQueries(() => import('../features/auth'));
// The login screen alone: the first screen of most visits stays small (docs/decisions/0029).
const login = chunk(() => import('../features/auth/login'));
const contentManager = withQueries(() => import('../features/content-manager'));
const dashboard = withQueries(() => import('../features/dashboard'));
const invitations = withQueries(() => import('../features/invitations'));
const newsletterBuilder = withQueries(() => import('../features/newsletter-builder'));
const onboarding = withQueries(() => import('../features/onboarding'));
const partnerContent = withQueries(() => import('../features/partner-content'));
const placeholders = withQueries(() => import('../features/placeholders'));
const portals = withQueries(() => import('../features/portals'));
const profile = withQueries(() => import('../features/profile'));
const scheduler = withQueries(() => import('../features/scheduler'));
const settings = withQueries(() => import('../features/settings'));
const sponsorReport = withQueries(() => import('../features/sponsor-report'));
const shell = withQueries(() => import('./shell/AppShell'));

/** Every lazily loaded module of the routes (tests load them up front). */
export const routeChunks = [
  adSales,
  aiChat,
  auth,
  login,
  contentManager,
  dashboard,
  invitations,
  newsletterBuilder,
  onboarding,
  placeholders,
  partnerContent,
  portals,
  profile,
  scheduler,
  settings,
  sponsorReport,
  shell,
];

/** What a signed-in address needs first, kept on its route (`handle`): its chunk, and the requests it starts with. */
interface FirstScreenPreload {
  chunk: Chunk<unknown>;
  /** Starts the screen's first data request from the address, so it leaves with the code instead of after it. */
  startRequests?: (search: string) => void;
}

/** A screen inside the signed-in shell: its route, with what to preload when the app opens on it. */
function shellScreen<Module>(
  path: string,
  from: Chunk<Module>,
  render: (module: Module) => ReactNode,
  startRequests?: (search: string) => void,
): RouteObject {
  const handle: FirstScreenPreload = { chunk: from, startRequests };
  return { path, element: lazyScreen(from, render), handle };
}

/**
 * Starts what the signed-in screen at an address needs: the screen's first data request where it has one, then its
 * chunk and the shell's. Read from the route table itself (the routes the address matches), so the two cannot drift
 * apart. A failed download is reported by the screen that needs it.
 */
function preloadScreenAt({ pathname, search }: { pathname: string; search: string }): Chunk<unknown>[] {
  // Only the shell and its screens carry a handle, and only this kind.
  const preloads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    route.handle ? [route.handle as FirstScreenPreload] : [],
  );
  // The data first: a request sent after the chunks waits for one of the browser's six connections to the server.
  for (const { startRequests } of preloads) startRequests?.(search);
  for (const { chunk: wanted } of preloads) wanted.load().catch(() => undefined);
  return preloads.map(({ chunk: wanted }) => wanted);
}

// A menu link of the shell preloads its screen as it is clicked.
registerScreenPreload(preloadScreenAt);

/**
 * Starts downloading what the address the app opens on shows: for a signed-in screen, its chunk beside the
 * shell's, and the screen's first data request where it has one. Left to the router, the screen's chunk is asked
 * for only once the shell's has arrived and rendered, two downloads one after the other (docs/decisions/0038), and
 * its data once that chunk has run and rendered (docs/decisions/0040). Signed out it starts nothing.
 */
export function preloadFirstScreen(location: { pathname: string; search: string }, signedIn: boolean) {
  return signedIn ? preloadScreenAt(location) : [];
}

/** Every route of docs/product-spec.md section 2 with its guard. */
export const routes: RouteObject[] = [
  {
    element: <RootView />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },

      // Public, only while logged out.
      {
        element: <PublicOnlyRoute />,
        children: [
          { path: 'login', element: lazyScreen(login, (m) => <m.LoginPage />) },
          { path: 'signup', element: lazyScreen(auth, (m) => <m.SignupPage />) },
          { path: 'reset-password', element: lazyScreen(auth, (m) => <m.ResetPasswordPage />) },
          { path: 'forgot-password', element: lazyScreen(auth, (m) => <m.ForgotPasswordPage />) },
          { path: 'otp-verification', element: lazyScreen(auth, (m) => <m.OtpVerificationPage />) },
        ],
      },

      // Public, open to anyone.
      { path: 'onboarding', element: lazyScreen(onboarding, (m) => <m.OnboardingPage />) },
      { path: 'bussiness-register', element: lazyScreen(onboarding, (m) => <m.BusinessRegisterPage />) },
      { path: 'invite-users', element: lazyScreen(onboarding, (m) => <m.InviteUsersPage />) },
      { path: 'accept-invitation', element: lazyScreen(invitations, (m) => <m.AcceptInvitationPage />) },
      { path: 'ugc', element: lazyScreen(portals, (m) => <m.PublicPortalPage kind="ugc" />) },
      { path: 'event', element: lazyScreen(portals, (m) => <m.PublicPortalPage kind="events" />) },
      { path: 'ad', element: lazyScreen(portals, (m) => <m.PublicPortalPage kind="ads" />) },
      // A submitter's private status link (not in the spec's list: the spec's portals have no status page).
      { path: 'submission-status', element: lazyScreen(portals, (m) => <m.SubmissionStatusPage />) },
      // A sponsor's report through the publisher's revocable link (no login).
      { path: 'sponsor-report', element: lazyScreen(sponsorReport, (m) => <m.SponsorReportPage />) },
      { path: 'not-found', element: lazyScreen(placeholders, (m) => <m.NotFoundPage />) },

      // Protected: a stored token is required; shown inside the shell.
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: lazyScreen(shell, (m) => <m.AppShell />),
            handle: { chunk: shell } satisfies FirstScreenPreload,
            children: [
              shellScreen('dashboard', dashboard, (m) => <m.DashboardPage />),
              shellScreen('content-manager', contentManager, (m) => <m.ContentManagerPage />),
              shellScreen('Ads', contentManager, (m) => <m.ContentManagerPage initialTab="ads" />),
              shellScreen('content-upload-portal', partnerContent, (m) => <m.ContentUploadPage />),
              shellScreen('partner-content-history', partnerContent, (m) => <m.ContentHistoryPage />),
              shellScreen(
                'newsletter-builder',
                newsletterBuilder,
                (m) => <m.NewsletterBuilderPage />,
                // Sent from this entry chunk, before any chunk is asked for (docs/decisions/0040).
                startNewsletterRequest,
              ),
              shellScreen('Scheduler', scheduler, (m) => <m.SchedulerPage />),
              shellScreen('ad-sales', adSales, (m) => <m.AdSalesPage />),
              shellScreen('settings', settings, (m) => <m.SettingsPage />),
              shellScreen('profile', profile, (m) => <m.ProfilePage />),
              shellScreen('ai-chat', aiChat, (m) => <m.AiChatPage />),
              shellScreen('change-password', auth, (m) => <m.ChangePasswordPage />),
              shellScreen('form-submission', partnerContent, (m) => <m.SubmissionSuccessPage />),
              ...(
                [
                  ['CommingSoon', 'comingSoon'],
                  ['Job-Board', 'jobBoard'],
                  ['Events', 'events'],
                  ['Directory', 'directory'],
                  ['Deals', 'deals'],
                  ['CRM', 'crm'],
                ] as const
              ).map(([path, area]) =>
                shellScreen(path, placeholders, (m) => <m.ComingSoonScreen {...m.comingSoonAreas[area]} />),
              ),
            ],
          },
        ],
      },

      // Unknown paths: /dashboard with a token, /login without.
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
