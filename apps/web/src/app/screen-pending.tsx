import { Spinner } from '../shared/ui/Spinner';

/**
 * Shown while a screen's code loads (each feature is its own chunk). It fills the space the screen will take —
 * the whole page outside the shell, the content area inside it — so the frame around it does not move.
 */
export function ScreenPending({ fill }: { fill: 'page' | 'content' }) {
  return (
    <div
      className={
        fill === 'page'
          ? 'flex min-h-dvh items-center justify-center text-indigo-600'
          : 'flex h-full min-h-64 items-center justify-center text-indigo-600'
      }
    >
      <Spinner className="size-6" label="Loading..." />
    </div>
  );
}
