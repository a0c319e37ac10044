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

/** Phones (below Tailwind's `sm`): lists become cards and secondary controls fold away. */
export const PHONE_QUERY = '(max-width: 639px)';
