import { useEffect, useState } from 'react';

/** Search fields wait this long after the last keystroke before querying. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The value, updated only once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
