import { useEffect, useState } from 'react';
import { ERROR_TOAST_MS, loadedToasts, loadToasts, SUCCESS_TOAST_MS, whenToastsLoad } from '../shared/toast';

/**
 * The first screen's own chunks arrive one after another, and the browser is idle between them: an idle callback
 * alone fired before the login form showed, and the toasts' 4.7 KB joined the first screen's downloads (measured in
 * a browser, bench/builder-open.ts). So the wait for idle starts once the page has settled a moment; a toast asked
 * for sooner loads them at once.
 */
const SETTLE_MS = 2000;

function whenIdle(run: () => void): () => void {
  let idle: number | undefined;
  const settled = setTimeout(() => {
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 3000 });
    else run();
  }, SETTLE_MS);
  return () => {
    clearTimeout(settled);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * The toasts' container, rendered once their code is in (docs/decisions/0037): a toast shown before that is kept by
 * react-hot-toast's store and appears when the container mounts.
 */
export function LazyToaster() {
  const [toasts, setToasts] = useState(loadedToasts);
  useEffect(() => {
    if (toasts) return;
    const stopWaiting = whenToastsLoad(setToasts);
    const stopIdle = whenIdle(() => {
      loadToasts().catch(() => {
        // Tried again by the first toast.
      });
    });
    return () => {
      stopWaiting();
      stopIdle();
    };
  }, [toasts]);
  if (!toasts) return null;
  const { Toaster } = toasts;
  return (
    <Toaster
      position="top-right"
      toastOptions={{
        error: { duration: ERROR_TOAST_MS },
        success: { duration: SUCCESS_TOAST_MS },
        className: 'text-sm',
      }}
    />
  );
}
