import type { UserType } from '@newsletter-os/contracts';
import {
  BotMessageSquare,
  CalendarDays,
  FolderKanban,
  History,
  LayoutDashboard,
  type LucideIcon,
  Newspaper,
  Settings,
  Upload,
} from 'lucide-react';

export interface MenuItem {
  label: string;
  path: string;
  icon: LucideIcon;
}

const normalMenu: MenuItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { label: 'Newsletter Builder', path: '/newsletter-builder', icon: Newspaper },
  { label: 'AI Chats', path: '/ai-chat', icon: BotMessageSquare },
  { label: 'Content Manager', path: '/content-manager', icon: FolderKanban },
  { label: 'Scheduler', path: '/Scheduler', icon: CalendarDays },
  { label: 'Settings', path: '/settings', icon: Settings },
];

const partnerMenu: MenuItem[] = [
  { label: 'Content Upload', path: '/content-upload-portal', icon: Upload },
  { label: 'Content History', path: '/partner-content-history', icon: History },
];

/** The sidebar of spec section 2: partners get their two items; userType user has no Settings. */
export function menuFor(userType: UserType | undefined): MenuItem[] {
  if (userType === 'partner') return partnerMenu;
  if (userType === 'admin' || userType === 'manager') return normalMenu;
  return normalMenu.filter((item) => item.path !== '/settings');
}

/** Reachable by every role although no menu lists them. */
const alwaysAllowed = ['/profile', '/change-password'];

/**
 * Screens reached from within the product rather than from a menu item. Without these the role-menu redirect
 * would make them unreachable: /Ads is the content manager under another path, /form-submission is opened from
 * it, the coming-soon areas are routes of their own, and admins and managers may also upload partner
 * content (ARCHITECTURE section 5).
 */
const linkedScreens = [
  '/Ads',
  '/form-submission',
  '/CommingSoon',
  '/Job-Board',
  '/Events',
  '/Directory',
  '/Deals',
  '/CRM',
];
const partnerScreens = partnerMenu.map((item) => item.path);

function pathsOutsideMenu(userType: UserType | undefined): string[] {
  if (userType === 'partner') return [];
  if (userType === 'admin' || userType === 'manager') return [...linkedScreens, ...partnerScreens];
  return linkedScreens;
}

/** Route matching ignores case and a trailing slash, as the router does. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

export function isPathAllowed(pathname: string, userType: UserType | undefined): boolean {
  const path = normalizePath(pathname);
  const allowed = [...menuFor(userType).map((item) => item.path), ...alwaysAllowed, ...pathsOutsideMenu(userType)];
  return allowed.some((candidate) => normalizePath(candidate) === path);
}

/** The AI chat and the newsletter builder fill the page height with no outer scroll. */
export function isFullHeightPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === '/ai-chat' || path === '/newsletter-builder';
}
