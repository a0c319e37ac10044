import { jwtDecode } from 'jwt-decode';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathReturningTo } from '../shared/return-path';
import { SESSION_ENDED_TOAST_ID, SESSION_EXPIRED_MESSAGE } from '../shared/session-ended';
import {
  clearStoredAuth,
  getRefreshToken,
  getStoredUser,
  getToken,
  normalLogoutKey,
  storageKeys,
} from '../shared/storage';
import { showError } from '../shared/toast';

export { SESSION_EXPIRED_MESSAGE };
export const SESSION_CHECK_INTERVAL_MS = 300_000;
export const INVALID_SESSION_MESSAGE = 'Invalid session. Please login again.';

/**
 * Paths the session check skips: the spec's list (section 2), plus the public pages a visitor without an account
 * must reach: /ad (the third public submission portal), /submission-status (a submitter's status link),
 * /sponsor-report (a sponsor's report link) and
 * /accept-invitation (a new invitee has no session yet).
 */
export const SESSION_GUARD_SKIPPED_PATHS = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/otp-verification',
  '/ugc',
  '/event',
  '/ad',
  '/submission-status',
  '/sponsor-report',
  '/accept-invitation',
];

function isSkippedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return SESSION_GUARD_SKIPPED_PATHS.includes(path);
}

export interface SessionProblem {
  message: string;
  /** False when nothing of a session was stored (a visitor, not an ended session): no toast then. */
  hadSession: boolean;
}

/** Checks the stored session locally, without any call to the server. */
export function findSessionProblem(now = Date.now()): SessionProblem | null {
  const token = getToken();
  const rawUser = localStorage.getItem(storageKeys.userData);
  if (!token || !rawUser) return { message: SESSION_EXPIRED_MESSAGE, hadSession: Boolean(token || rawUser) };
  let exp: number | undefined;
  try {
    exp = jwtDecode(token).exp;
  } catch {
    return { message: INVALID_SESSION_MESSAGE, hadSession: true };
  }
  if (typeof exp !== 'number' || !getStoredUser()) return { message: INVALID_SESSION_MESSAGE, hadSession: true };
  // The access token is short-lived by design and renewed with the refresh token on the next call (a 498 answer).
  // With a refresh token stored, an expired access token is therefore not an ended session; without one it is.
  if (exp * 1000 <= now && !getRefreshToken()) return { message: SESSION_EXPIRED_MESSAGE, hadSession: true };
  return null;
}

/**
 * Ends the session in this tab when it is missing, expired, undecodable or removed in another tab. Runs on mount,
 * every 300 s, on window focus and on `storage` events; makes no API calls.
 */
export function SessionGuard() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const skipped = isSkippedPath(pathname);

  useEffect(() => {
    if (skipped) return;

    const forceLogout = ({ message, hadSession }: SessionProblem) => {
      // A normal logout in this tab clears the session before the login screen is committed (its chunk may still
      // be loading); a check in that gap must neither toast nor wipe the normal-logout flag.
      if (sessionStorage.getItem(normalLogoutKey)) {
        navigate('/login', { replace: true });
        return;
      }
      // A visitor who never had a session (a first visit) is simply sent to the login: nothing ended, nothing to log.
      if (hadSession) {
        console.warn(`Forced logout: ${message}`);
        showError(message, SESSION_ENDED_TOAST_ID);
      }
      clearStoredAuth();
      sessionStorage.clear();
      navigate(loginPathReturningTo(window.location), { replace: true });
    };

    const check = () => {
      const problem = findSessionProblem();
      if (problem) forceLogout(problem);
    };

    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === sessionStorage) return;
      const removed = event.newValue === null;
      if (removed && (event.key === storageKeys.token || event.key === storageKeys.userData)) {
        forceLogout({ message: SESSION_EXPIRED_MESSAGE, hadSession: true });
        return;
      }
      check();
    };

    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    window.addEventListener('focus', check);
    window.addEventListener('storage', onStorage);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', check);
      window.removeEventListener('storage', onStorage);
    };
  }, [skipped, navigate]);

  return null;
}
