import { useEffect, useState } from 'react';
import { ERROR_TOAST_MS, loadedToasts, loadToasts, SUCCESS_TOAST_MS, whenToastsLoad } from '../shared/toast';

/** Waits for the browser to be idle (after the first screen has painted); a timeout where idle callbacks are missing. */
function whenIdle(run: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1000);
  return () => clearTimeout(handle);
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
