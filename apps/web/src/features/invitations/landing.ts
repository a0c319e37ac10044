import { can, type UserType } from '@newsletter-os/contracts';
import { menuFor } from '../../shared/menu';

/** Where a user starts after joining: those who use workspaces on the dashboard, partners on their first menu item. */
export function landingPathForType(userType: UserType): string {
  if (can(userType, 'useWorkspace')) return '/dashboard';
  return menuFor(userType)[0]?.path ?? '/dashboard';
}
