import { type Capability, can, type RoleSubject } from '@newsletter-os/contracts';
import type { IconComponent } from './ui/first-screen-icons';
import {
  BotMessageSquareIcon as BotMessageSquare,
  CalendarDaysIcon as CalendarDays,
  FolderKanbanIcon as FolderKanban,
  HistoryIcon as History,
  LayoutDashboardIcon as LayoutDashboard,
  NewspaperIcon as Newspaper,
  SettingsIcon as Settings,
  UploadIcon as Upload,
} from './ui/shell-icons';

export interface MenuItem {
  label: string;
  path: string;
  icon: IconComponent;
  /** The roles-table capability the screen needs (docs/architecture.md section 5). */
  capability: Capability;
}

const normalMenu: MenuItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: LayoutDashboard, capability: 'useWorkspace' },
  { label: 'Newsletter Builder', path: '/newsletter-builder', icon: Newspaper, capability: 'useWorkspace' },
  { label: 'AI Chats', path: '/ai-chat', icon: BotMessageSquare, capability: 'useWorkspace' },
  { label: 'Content Manager', path: '/content-manager', icon: FolderKanban, capability: 'useWorkspace' },
  { label: 'Scheduler', path: '/Scheduler', icon: CalendarDays, capability: 'useWorkspace' },
  { label: 'Settings', path: '/settings', icon: Settings, capability: 'manageWorkspaces' },
];

const partnerMenu: MenuItem[] = [
  { label: 'Content Upload', path: '/content-upload-portal', icon: Upload, capability: 'partnerContent' },
  { label: 'Content History', path: '/partner-content-history', icon: History, capability: 'partnerContent' },
];

/**
 * The sidebar of docs/product-spec.md section 2, read from the roles table: whoever uses workspaces gets the normal menu (without
 * Settings for userType user, who cannot manage workspaces); everyone else (partners) gets the partner menu.
 */
export function menuFor(subject: RoleSubject): MenuItem[] {
  const menu = can(subject, 'useWorkspace') ? normalMenu : partnerMenu;
  return menu.filter((item) => can(subject, item.capability));
}

/** Reachable by every role although no menu lists them. */
const alwaysAllowed = ['/profile', '/change-password'];

/**
 * Screens reached from within the product rather than from a menu item. Without these the role-menu redirect
 * would make them unreachable: /Ads is the content manager under another path, /form-submission is opened from
 * it, /ad-sales is opened from the Scheduler (the spec fixes the sidebar's items), the coming-soon areas are
 * routes of their own, and admins and managers may also upload partner content (docs/architecture.md section 5).
 */
const linkedScreens = [
  '/Ads',
  '/ad-sales',
  '/form-submission',
  '/CommingSoon',
  '/Job-Board',
  '/Events',
  '/Directory',
  '/Deals',
  '/CRM',
];
// The success page after an upload is part of the partner's flow.
const partnerScreens = [...partnerMenu.map((item) => item.path), '/form-submission'];

function pathsOutsideMenu(subject: RoleSubject): string[] {
  return [
    ...(can(subject, 'useWorkspace') ? linkedScreens : []),
    ...(can(subject, 'partnerContent') ? partnerScreens : []),
  ];
}

/** Route matching ignores case and a trailing slash, as the router does. */
export function normalizePath(pathname: string): string {
  return pathname.replace(/\/+$/, '').toLowerCase() || '/';
}

export function isPathAllowed(pathname: string, subject: RoleSubject): boolean {
  const path = normalizePath(pathname);
  const allowed = [...menuFor(subject).map((item) => item.path), ...alwaysAllowed, ...pathsOutsideMenu(subject)];
  return allowed.some((candidate) => normalizePath(candidate) === path);
}

/** The AI chat and the newsletter builder fill the page height with no outer scroll. */
export function isFullHeightPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return path === '/ai-chat' || path === '/newsletter-builder';
}
