import type { UserType } from '@newsletter-os/contracts';

/**
 * The roles table (ARCHITECTURE section 5). The server enforces it; the menus only mirror it.
 * - manageUsers: business profile, invite/remove users, change user types (managers: not admins)
 * - manageWorkspaces: create newsletters, brand, settings tabs
 * - useWorkspace: dashboard, content manager, builder, scheduler, templates, images, AI chat
 * - partnerContent: partner content upload and own history
 */
export const capabilities = {
  manageUsers: ['admin', 'manager'],
  manageWorkspaces: ['admin', 'manager'],
  useWorkspace: ['admin', 'manager', 'user'],
  partnerContent: ['admin', 'manager', 'partner'],
} as const satisfies Record<string, readonly UserType[]>;

export type Capability = keyof typeof capabilities;

export function can(userType: UserType, capability: Capability): boolean {
  return (capabilities[capability] as readonly UserType[]).includes(userType);
}
