import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadToasts } from '../src/shared/toast';

// jsdom lacks the layout APIs Radix menus and dialogs call.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom has no media queries: every query reports "no match" (a narrow screen) unless a test replaces this.
window.matchMedia ??= (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
});
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
// The app loads its toasts after the first screen (docs/decisions/0037); tests have them from the start, so a toast
// shows in the same turn as the failure that raised it.
await loadToasts();

/**
 * Between tests, and in tests that set no server, API calls get no answer: a screen still loading when its test
 * ends (a list, a brand) must never reach the network, whose failure toasts would land in the next test.
 */
function silenceNetwork() {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
}
silenceNetwork();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  silenceNetwork();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});
