import { Navigate, type RouteObject } from 'react-router';
import { ChangePasswordPage } from '../features/auth/ChangePasswordPage';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { OtpVerificationPage } from '../features/auth/OtpVerificationPage';
import { ResetPasswordPage } from '../features/auth/ResetPasswordPage';
import { SignupPage } from '../features/auth/SignupPage';
import { ContentManagerPage } from '../features/content-manager';
import { AcceptInvitationPage } from '../features/invitations';
import { BusinessRegisterPage, InviteUsersPage, OnboardingPage } from '../features/onboarding';
import { NotFoundPage, RouteErrorScreen } from '../features/placeholders/NotFoundPage';
import { ComingSoonScreen, PlaceholderScreen } from '../features/placeholders/PlaceholderScreen';
import { PublicPlaceholder } from '../features/placeholders/PublicPlaceholder';
import { comingSoonAreas, publicPlaceholders, shellPlaceholders } from '../features/placeholders/screens';
import { ProfilePage } from '../features/profile/ProfilePage';
import { SettingsPage } from '../features/settings';
import { FallbackRedirect, ProtectedRoute, PublicOnlyRoute } from './guards';
import { RootView } from './RootView';
import { AppShell } from './shell/AppShell';

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
          { path: 'login', element: <LoginPage /> },
          { path: 'signup', element: <SignupPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'otp-verification', element: <OtpVerificationPage /> },
        ],
      },

      // Public, open to anyone.
      { path: 'onboarding', element: <OnboardingPage /> },
      { path: 'bussiness-register', element: <BusinessRegisterPage /> },
      { path: 'invite-users', element: <InviteUsersPage /> },
      { path: 'accept-invitation', element: <AcceptInvitationPage /> },
      { path: 'ugc', element: <PublicPlaceholder {...publicPlaceholders.ugc} /> },
      { path: 'event', element: <PublicPlaceholder {...publicPlaceholders.event} /> },
      { path: 'ad', element: <PublicPlaceholder {...publicPlaceholders.ad} /> },
      { path: 'not-found', element: <NotFoundPage /> },

      // Protected: a stored token is required; shown inside the shell.
      {
        element: <ProtectedRoute />,
        children: [
          {
            element: <AppShell />,
            children: [
              { path: 'dashboard', element: <PlaceholderScreen {...shellPlaceholders.dashboard} /> },
              { path: 'content-manager', element: <ContentManagerPage /> },
              { path: 'Ads', element: <ContentManagerPage initialTab="ads" /> },
              { path: 'content-upload-portal', element: <PlaceholderScreen {...shellPlaceholders.contentUpload} /> },
              { path: 'partner-content-history', element: <PlaceholderScreen {...shellPlaceholders.contentHistory} /> },
              {
                path: 'newsletter-builder',
                element: <PlaceholderScreen {...shellPlaceholders.newsletterBuilder} fullHeight />,
              },
              { path: 'Scheduler', element: <PlaceholderScreen {...shellPlaceholders.scheduler} /> },
              { path: 'settings', element: <SettingsPage /> },
              { path: 'profile', element: <ProfilePage /> },
              { path: 'ai-chat', element: <PlaceholderScreen {...shellPlaceholders.aiChat} fullHeight /> },
              { path: 'change-password', element: <ChangePasswordPage /> },
              { path: 'form-submission', element: <PlaceholderScreen {...shellPlaceholders.formSubmission} /> },
              { path: 'CommingSoon', element: <ComingSoonScreen {...comingSoonAreas.comingSoon} /> },
              { path: 'Job-Board', element: <ComingSoonScreen {...comingSoonAreas.jobBoard} /> },
              { path: 'Events', element: <ComingSoonScreen {...comingSoonAreas.events} /> },
              { path: 'Directory', element: <ComingSoonScreen {...comingSoonAreas.directory} /> },
              { path: 'Deals', element: <ComingSoonScreen {...comingSoonAreas.deals} /> },
              { path: 'CRM', element: <ComingSoonScreen {...comingSoonAreas.crm} /> },
            ],
          },
        ],
      },

      // Unknown paths: /dashboard with a token, /login without.
      { path: '*', element: <FallbackRedirect /> },
    ],
  },
];
