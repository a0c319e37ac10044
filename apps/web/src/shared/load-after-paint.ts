/**
 * Code a screen needs only once its data is in (the answers' checks) loads after the frame that follows its first
 * use, so it never joins the downloads before the screen paints (docs/decisions/0041). Measured in a browser
 * (bench/builder-open.ts): asked for beside the first request, the dashboard's checks went out before the frame that
 * painted its title in 5 of 8 cold openings. An answer takes longer than a frame to come back, so the data does not
 * wait for the frame in practice.
 */

/** The longest wait: a page whose frames stall (a throttled tab) still gets its data. */
const LONGEST_WAIT_MS = 100;

/** The frame after this call has been painted (a task after its animation frame); at once if nothing paints. */
export function afterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    // A background tab paints nothing and a test DOM may have no frames: nothing to wait for.
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
      resolve();
      return;
    }
    const fallback = setTimeout(resolve, LONGEST_WAIT_MS);
    requestAnimationFrame(() => {
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}

/** `load` once, after the frame that follows the first call; a failed load is tried again by the next call. */
export function loadAfterPaint<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= afterNextPaint()
      .then(load)
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
}
