import { http } from '../../shared/api/client';
import { navigateTo } from '../../shared/navigation';
import { clearStoredAuth, getRefreshToken, getToken, normalLogoutKey } from '../../shared/storage';

/**
 * Logout of spec section 4: mark it as a normal logout, tell the server (best effort), clear the stored auth and
 * the selected workspace, go to /login.
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
  clearStoredAuth();
  navigateTo('/login', { replace: true });
  return revoked;
}
