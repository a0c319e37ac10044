import type { UserType } from '@newsletter-os/contracts';
import { menuFor } from '../../app/shell/menu';

/** Where a user starts after joining: partners on their first menu item, everyone else on the dashboard. */
export function landingPathForType(userType: UserType): string {
  if (userType === 'partner') return menuFor(userType)[0]?.path ?? '/dashboard';
  return '/dashboard';
}
