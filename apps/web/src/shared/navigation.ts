/** Lets code outside React (the HTTP client, logout) navigate through the router the app registered. */
export interface NavigateOptions {
  replace?: boolean;
  /** Commit the new location at once instead of in a transition that keeps the old screen while a chunk loads. */
  flushSync?: boolean;
}
export type NavigateFn = (to: string, options?: NavigateOptions) => void;

const hardNavigate: NavigateFn = (to) => window.location.assign(to);
let current: NavigateFn = hardNavigate;

/** Registers the router's navigate; returns a function that unregisters it. */
export function registerNavigate(navigate: NavigateFn): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = hardNavigate;
  };
}

export function navigateTo(to: string, options: NavigateOptions = {}): void {
  current(to, options);
}
