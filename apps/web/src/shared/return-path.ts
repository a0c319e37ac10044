/** The login screen's query parameter naming the page to return to after signing in. */
export const RETURN_PATH_PARAM = 'next';

/** Screens that make no sense to return to: they are the way in, not a destination. */
const NOT_A_DESTINATION = ['/login', '/signup', '/forgot-password', '/reset-password', '/otp-verification'];

/**
 * The page to go to after signing in, when `raw` is a path of this site: anything that would leave it (another
 * origin, a protocol-relative `//host`, a backslash trick, a `javascript:` URL) is refused so a crafted login link
 * cannot send a user elsewhere.
 */
export function safeReturnPath(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return null;
  // Browsers drop tabs and newlines inside URLs ("/\t/evil.example" becomes "//evil.example") and read a
  // backslash as a slash: a path with either is refused whole.
  if ([...raw].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = url.pathname.replace(/\/+$/, '').toLowerCase() || '/';
  if (path === '/' || NOT_A_DESTINATION.includes(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login path that brings the user back to `location` once signed in. */
export function loginPathReturningTo(location: { pathname: string; search: string; hash?: string }): string {
  const back = safeReturnPath(`${location.pathname}${location.search}${location.hash ?? ''}`);
  return back ? `/login?${RETURN_PATH_PARAM}=${encodeURIComponent(back)}` : '/login';
}
