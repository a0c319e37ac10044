import type { User } from '@newsletter-os/contracts';
import { parseStoredUser, type StoredUser } from './stored-user';

export type { StoredUser } from './stored-user';

/** Browser storage keys (docs/product-spec.md section 3 "User data" and section 4 "Logout"). */
export const storageKeys = {
  token: 'token',
  refreshToken: 'refreshToken',
  userData: 'userData',
  onboardingComplete: 'onboardingComplete',
  hasBusinessProfile: 'hasBusinessProfile',
  hasWorkspaces: 'hasWorkspaces',
} as const;

/** Session storage: set by a deliberate logout so it is not mistaken for a forced one. */
export const normalLogoutKey = 'normalLogout';

/** Every local-storage key a logout removes. */
export const authStorageKeys = Object.values(storageKeys);

export function getToken(): string | null {
  return localStorage.getItem(storageKeys.token);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(storageKeys.refreshToken);
}

export function getStoredUser(): StoredUser | null {
  const raw = localStorage.getItem(storageKeys.userData);
  if (!raw) return null;
  try {
    return parseStoredUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

const userChangeListeners = new Set<() => void>();

/** Subscribe to changes of the stored user made in this tab (other tabs arrive as `storage` events). */
export function onStoredUserChange(listener: () => void): () => void {
  userChangeListeners.add(listener);
  return () => userChangeListeners.delete(listener);
}

function notifyUserChange() {
  for (const listener of userChangeListeners) listener();
}

export function setStoredUser(user: User | StoredUser): void {
  localStorage.setItem(storageKeys.userData, JSON.stringify(user));
  notifyUserChange();
}

export function setTokens(accessToken: string, refreshToken: string): void {
  localStorage.setItem(storageKeys.token, accessToken);
  localStorage.setItem(storageKeys.refreshToken, refreshToken);
}

/** Stores a fresh session (login, verification, password change) and the onboarding flags derived from it. */
export function storeSession(session: { accessToken: string; refreshToken: string; user: User }): void {
  setTokens(session.accessToken, session.refreshToken);
  // The login answer knows only whether the user has a business; the onboarding screens keep these flags exact.
  const hasBusiness = String(session.user.businessId !== null);
  localStorage.setItem(storageKeys.hasBusinessProfile, hasBusiness);
  localStorage.setItem(storageKeys.onboardingComplete, hasBusiness);
  localStorage.setItem(storageKeys.hasWorkspaces, hasBusiness);
  sessionStorage.removeItem(normalLogoutKey);
  setStoredUser(session.user);
}

/**
 * The newsletter a user last worked in (docs/product-spec.md section 3: "the selected workspace is kept on the client"). Keyed by
 * user so two people sharing a browser never inherit each other's choice; a forced logout keeps it (signing in
 * again continues where the user was), a deliberate logout forgets it (section 4).
 */
const rememberedWorkspacePrefix = 'selectedWorkspace:';

export function rememberedWorkspaceKey(userId: string): string {
  return `${rememberedWorkspacePrefix}${userId}`;
}

export function getRememberedWorkspaceId(userId: string): string | null {
  return localStorage.getItem(rememberedWorkspaceKey(userId));
}

export function rememberWorkspaceId(userId: string, workspaceId: string): void {
  localStorage.setItem(rememberedWorkspaceKey(userId), workspaceId);
}

export function forgetRememberedWorkspace(userId: string): void {
  localStorage.removeItem(rememberedWorkspaceKey(userId));
}

const authClearedListeners = new Set<() => void>();

/** Client state tied to the signed-in user (query cache, selected workspace) registers here to be reset with it. */
export function onAuthCleared(listener: () => void): () => void {
  authClearedListeners.add(listener);
  return () => authClearedListeners.delete(listener);
}

/** Removes every stored auth key and resets the client state registered with onAuthCleared. */
export function clearStoredAuth(): void {
  for (const key of authStorageKeys) localStorage.removeItem(key);
  for (const listener of authClearedListeners) listener();
  notifyUserChange();
}
