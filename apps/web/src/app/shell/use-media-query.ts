import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; false where matchMedia is unavailable. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Spec section 9: below 1024px the shell hides the inline sidebar; navigation moves into the drawer. */
export const DESKTOP_SIDEBAR_QUERY = '(min-width: 1024px)';
