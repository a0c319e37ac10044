/** Toast durations of docs/product-spec.md section 8. */
export const ERROR_TOAST_MS = 2500;
export const SUCCESS_TOAST_MS = 3000;

export type ToastModule = typeof import('react-hot-toast');

// react-hot-toast (with goober, its CSS-in-JS) is not needed to paint a screen: it loads when the first toast is
// shown, or when the browser is idle after the first screen, whichever comes first (docs/decisions/0037).
let loaded: ToastModule | undefined;
let loading: Promise<ToastModule> | undefined;
const listeners = new Set<(module: ToastModule) => void>();

/** Loads the toasts once; a failed download is tried again by the next toast. */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import('react-hot-toast').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      listeners.clear();
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The toasts' module once loaded, else undefined. */
export function loadedToasts(): ToastModule | undefined {
  return loaded;
}

/** Calls `listener` once the toasts have loaded (by whichever caller loaded them). */
export function whenToastsLoad(listener: (module: ToastModule) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast at once when the toasts are in, else as soon as they arrive (the message is never dropped). */
function withToasts(show: (toast: ToastModule['default']) => void): void {
  if (loaded) {
    show(loaded.default);
    return;
  }
  loadToasts().then(
    (module) => show(module.default),
    () => {
      // The toasts' code could not be downloaded (offline): the screen shows its own state of the failure.
    },
  );
}

/** An error toast; the id makes repeated errors (several failed calls at once) replace one another. */
export function showError(message: string, id?: string): void {
  withToasts((toast) => toast.error(message, { duration: ERROR_TOAST_MS, id }));
}

export function showSuccess(message: string, id?: string): void {
  withToasts((toast) => toast.success(message, { duration: SUCCESS_TOAST_MS, id }));
}
