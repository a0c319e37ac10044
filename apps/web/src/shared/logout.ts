import { http } from './api/client';
import { navigateTo } from './navigation';
import {
  clearStoredAuth,
  forgetRememberedWorkspace,
  getRefreshToken,
  getStoredUser,
  getToken,
  normalLogoutKey,
} from './storage';

/**
 * Logout of docs/product-spec.md section 4: mark it as a normal logout, tell the server (best effort), clear the stored auth and
 * the selected workspace (also the remembered one), go to /login.
 */
export function logout(): Promise<void> {
  sessionStorage.setItem(normalLogoutKey, 'true');
  const token = getToken();
  const refreshToken = getRefreshToken();
  // Sent with the credentials captured now because they are removed right below; the user does not wait for it.
  const revoked = token
    ? http
        .post('/logout/', refreshToken ? { refreshToken } : {}, {
          skipAuth: true,
          silent: true,
          headers: { Authorization: `Bearer ${token}` },
        })
        .then(
          () => undefined,
          () => undefined,
        )
    : Promise.resolve();
  const userId = getStoredUser()?.id;
  if (userId) forgetRememberedWorkspace(userId);
  clearStoredAuth();
  // At once, not in a transition: while the login screen's chunk loads, a transition would keep the signed-in
  // screen and its path, and the session guard would take the cleared session for a forced logout (which also
  // wipes the normal-logout flag).
  navigateTo('/login', { replace: true, flushSync: true });
  return revoked;
}
