import toast from 'react-hot-toast';

/**
 * A toast with an Undo button, shown for `durationMs` (the undo window). Undo dismisses it and calls `onUndo`.
 * Returns the toast id, so the caller can dismiss it when the window closes.
 */
export function showUndoToast(message: string, onUndo: () => void, durationMs: number): string {
  return toast(
    (shown) => (
      <span className="flex items-center gap-3">
        <span>{message}</span>
        <button
          type="button"
          onClick={() => {
            toast.dismiss(shown.id);
            onUndo();
          }}
          className="rounded-md px-2 py-1 text-sm font-semibold text-indigo-700 hover:bg-indigo-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none"
        >
          Undo
        </button>
      </span>
    ),
    { duration: durationMs },
  );
}
