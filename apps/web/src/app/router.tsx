import { Navigate, type RouteObject } from 'react-router';
import { RouteErrorScreen } from '../features/placeholders/NotFoundPage';
import { FallbackRedirect, ProtectedRoute, PublicOnlyRoute } from './guards';
import { type Chunk, chunk, lazyScreen } from './lazy-screen';
import { loadQueryClient } from './query-client-store';
import { RootView } from './RootView';

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

/** The signed-in screens' chunks by the first segment of their path (the shell's is needed beside each). */
const signedInScreens: Record<string, Chunk<unknown>> = {
  dashboard,
  'content-manager': contentManager,
  Ads: contentManager,
  'newsletter-builder': newsletterBuilder,
  Scheduler: scheduler,
  'ad-sales': adSales,
  settings,
  profile,
  'ai-chat': aiChat,
};

/**
 * Starts downloading what the address the app opens on shows: for a signed-in screen, its chunk beside the
 * shell's. Left to the router, the screen's chunk is asked for only once the shell's has arrived and rendered, two
 * downloads one after the other (docs/decisions/0038). A failed download is reported by the screen that needs it.
 */
export function preloadFirstScreen(pathname: string, signedIn: boolean): Chunk<unknown>[] {
  const screen = signedInScreens[pathname.split('/')[1] ?? ''];
  if (!screen || !signedIn) return [];
  const chunks = [shell, screen];
  for (const wanted of chunks) wanted.load().catch(() => undefined);
  return chunks;
}

/** Every route of spec section 2 with its guard. */
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
            children: [
              { path: 'dashboard', element: lazyScreen(dashboard, (m) => <m.DashboardPage />) },
              { path: 'content-manager', element: lazyScreen(contentManager, (m) => <m.ContentManagerPage />) },
              {
                path: 'Ads',
                element: lazyScreen(contentManager, (m) => <m.ContentManagerPage initialTab="ads" />),
              },
              { path: 'content-upload-portal', element: lazyScreen(partnerContent, (m) => <m.ContentUploadPage />) },
              {
                path: 'partner-content-history',
                element: lazyScreen(partnerContent, (m) => <m.ContentHistoryPage />),
              },
              {
                path: 'newsletter-builder',
                element: lazyScreen(newsletterBuilder, (m) => <m.NewsletterBuilderPage />),
              },
              { path: 'Scheduler', element: lazyScreen(scheduler, (m) => <m.SchedulerPage />) },
              { path: 'ad-sales', element: lazyScreen(adSales, (m) => <m.AdSalesPage />) },
              { path: 'settings', element: lazyScreen(settings, (m) => <m.SettingsPage />) },
              { path: 'profile', element: lazyScreen(profile, (m) => <m.ProfilePage />) },
              { path: 'ai-chat', element: lazyScreen(aiChat, (m) => <m.AiChatPage />) },
              { path: 'change-password', element: lazyScreen(auth, (m) => <m.ChangePasswordPage />) },
              { path: 'form-submission', element: lazyScreen(partnerContent, (m) => <m.SubmissionSuccessPage />) },
              ...(
                [
                  ['CommingSoon', 'comingSoon'],
                  ['Job-Board', 'jobBoard'],
                  ['Events', 'events'],
                  ['Directory', 'directory'],
                  ['Deals', 'deals'],
                  ['CRM', 'crm'],
                ] as const
              ).map(([path, area]) => ({
                path,
                element: lazyScreen(placeholders, (m) => <m.ComingSoonScreen {...m.comingSoonAreas[area]} />),
              })),
            ],
          },
        ],
      },

      // Unknown paths: /dashboard with a token, /login without.
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
