import type { UserType } from '@newsletter-os/contracts';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { loginPathReturningTo, RETURN_PATH_PARAM, safeReturnPath } from '../shared/return-path';
import { clearStoredAuth, getStoredUser, getToken } from '../shared/storage';

/** Role restrictions a protected route may carry (docs/product-spec.md section 2); none is applied to a route today. */
export type RouteRestriction = Extract<UserType, 'partner' | 'admin' | 'user'>;

/**
 * No token: the stored auth is cleared and the visitor goes to /login (docs/product-spec.md section 4), which brings them back to
 * the page they asked for once signed in.
 */
function ClearAuthAndGoToLogin() {
  const location = useLocation();
  useEffect(() => clearStoredAuth(), []);
  return <Navigate to={loginPathReturningTo(location)} replace />;
}

/** Requires a stored token; with `only`, also that userType (others go to /dashboard). */
export function ProtectedRoute({ only, children }: { only?: RouteRestriction; children?: ReactNode }) {
  if (!getToken()) return <ClearAuthAndGoToLogin />;
  if (only && getStoredUser()?.userType !== only) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}

/**
 * Login, signup and the password/verification screens: a logged-in visitor goes to /dashboard, or to the page the
 * login link names (signed in meanwhile in another tab).
 */
export function PublicOnlyRoute({ children }: { children?: ReactNode }) {
  const [params] = useSearchParams();
  if (getToken()) return <Navigate to={safeReturnPath(params.get(RETURN_PATH_PARAM)) ?? '/dashboard'} replace />;
  return children ?? <Outlet />;
}

/** Unknown paths: /dashboard with a token, /login without. */
export function FallbackRedirect() {
  return <Navigate to={getToken() ? '/dashboard' : '/login'} replace />;
}
