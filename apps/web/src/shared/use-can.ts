import { type Capability, can } from '@newsletter-os/contracts';
import { useStoredUser } from './use-stored-user';

/**
 * Whether the signed-in user holds `capability` in the roles table. Controls the server would refuse are never
 * shown, because the server's 403 ends the session.
 */
export function useCan(capability: Capability): boolean {
  return can(useStoredUser(), capability);
}
