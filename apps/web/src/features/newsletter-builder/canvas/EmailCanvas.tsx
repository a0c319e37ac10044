import { BookOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { useBuilderStore } from '../store';
import { canvasVariables } from './canvas-theme';

/**
 * The email as readers get it: the page background, the 600 px content column and the blocks in the newsletter's
 * fonts, sizes and colours. In the Readers' view no editing chrome is drawn at all.
 */
export function EmailCanvas({ readersView, children }: { readersView: boolean; children: ReactNode }) {
  const style = useBuilderStore((state) => state.style);
  return (
    <section
      aria-label="Email canvas"
      className="nl-canvas"
      data-readers-view={readersView ? '' : undefined}
      style={canvasVariables(style)}
    >
      <div className="nl-canvas-content">{children}</div>
    </section>
  );
}

/** Shows the canvas without chips, handles, menus and fields: only what readers get. */
export function ReadersViewToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => onChange(!on)}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 text-sm font-medium',
        on
          ? 'border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700'
          : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
        focusRing,
      )}
    >
      <BookOpen aria-hidden="true" className="size-4" />
      Readers’ view
    </button>
  );
}
