import { type Capability, capabilities, can as subjectCan, type UserType } from '@newsletter-os/contracts';

/**
 * The roles table lives in the contracts (docs/architecture.md section 5), so the server's checks and the web's menus and
 * buttons read one source. The server enforces it; the menus only mirror it.
 */
export { type Capability, capabilities };

export function can(userType: UserType, capability: Capability): boolean {
  return subjectCan(userType, capability);
}
