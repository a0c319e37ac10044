import { create } from 'zustand';
import { Spinner } from '../shared/ui/Spinner';

interface OverlayState {
  message: string | null;
  show: (message: string) => void;
  hide: () => void;
}

/** One page-wide blocking overlay for work the user must wait for (exports, bulk actions). */
export const useOverlayStore = create<OverlayState>()((set) => ({
  message: null,
  show: (message) => set({ message }),
  hide: () => set({ message: null }),
}));

export function SharedOverlay() {
  const message = useOverlayStore((state) => state.message);
  if (message === null) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-gray-900/40 backdrop-blur-[1px]">
      <div className="rounded-xl bg-white px-6 py-4 shadow-lg">
        <Spinner className="size-5 text-indigo-600" label={message} />
      </div>
    </div>
  );
}
