import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useWorkspaceStore } from '../features/workspaces/store';

export const PRODUCT_NAME = 'Newsletter OS';

/** Screens outside the shell: their title names no newsletter. */
const publicScreenTitles: Record<string, string> = {
  '/login': 'Log in',
  '/signup': 'Sign up',
  '/forgot-password': 'Forgot password',
  '/reset-password': 'Reset password',
  '/otp-verification': 'Verify your email',
  '/onboarding': 'Set up your business',
  '/bussiness-register': 'Set up your business',
  '/invite-users': 'Invite your team',
  '/accept-invitation': 'Accept invitation',
  '/ugc': 'Submit content',
  '/event': 'Submit an event',
  '/ad': 'Submit an ad',
  '/submission-status': 'Your submission',
  '/sponsor-report': 'Sponsor report',
  '/not-found': 'Page not found',
};

/** Screens inside the shell: their title also names the newsletter the user is working in. */
const shellScreenTitles: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/content-manager': 'Content Manager',
  '/ads': 'Ads',
  '/content-upload-portal': 'Content Upload',
  '/partner-content-history': 'Content History',
  '/newsletter-builder': 'Newsletter Builder',
  '/scheduler': 'Scheduler',
  '/ad-sales': 'Ad sales',
  '/settings': 'Settings',
  '/profile': 'Profile',
  '/ai-chat': 'AI Chats',
  '/change-password': 'Change Password',
  '/form-submission': 'Form Submission',
  '/commingsoon': 'Coming Soon',
  '/job-board': 'Job Board',
  '/events': 'Events',
  '/directory': 'Directory',
  '/deals': 'Deals',
  '/crm': 'CRM',
};

/** "Content Manager · Millbrook Weekly · Newsletter OS": screen, newsletter (inside the shell), product. */
export function documentTitleFor(pathname: string, workspaceName: string | null): string {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const publicTitle = publicScreenTitles[path];
  if (publicTitle) return `${publicTitle} · ${PRODUCT_NAME}`;
  const shellTitle = shellScreenTitles[path];
  if (!shellTitle) return PRODUCT_NAME;
  return [shellTitle, workspaceName, PRODUCT_NAME].filter(Boolean).join(' · ');
}

/** Keeps the tab's title on the current screen, so tabs, history and bookmarks tell newsletters apart. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  const workspaceName = useWorkspaceStore((state) => state.selectedWorkspace?.name ?? null);
  useEffect(() => {
    document.title = documentTitleFor(pathname, workspaceName);
  }, [pathname, workspaceName]);
  return null;
}
