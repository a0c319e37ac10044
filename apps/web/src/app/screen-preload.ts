/**
 * Preloading a screen the user is about to open inside the app (a click on a menu link): its chunk, and its first
 * data request where it has one, as when the app opens on it (router.tsx registers how; docs/decisions/0040). A
 * module of its own so the shell's links reach it without importing the route table, which imports the shell.
 */
type ScreenPreload = (location: { pathname: string; search: string }) => void;

let preload: ScreenPreload | undefined;

export function registerScreenPreload(registered: ScreenPreload): void {
  preload = registered;
}

/** Starts what the screen at `href` (a path with its query) needs; nothing for an unknown or public address. */
export function preloadScreen(href: string): void {
  const { pathname, search } = new URL(href, window.location.origin);
  preload?.({ pathname, search });
}
