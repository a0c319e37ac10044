import { COLOR_SWATCHES, SELECTION_TOOLBAR } from '@newsletter-os/contracts';
import { useId, useState } from 'react';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { passesAA } from './contrast';

export function ColorPanel({
  current,
  background,
  onPick,
  onReset,
}: {
  current: string | null;
  /** The block's background in the newsletter's theme (#rrggbb): the swatches are checked against it. */
  background: string;
  onPick: (color: string) => void;
  onReset: () => void;
}) {
  const [typed, setTyped] = useState('');
  const typedId = useId();
  const pickerId = useId();
  return (
    <div className="flex flex-col gap-2 border-t border-gray-100 pt-1.5">
      <fieldset className="m-0 grid min-w-0 grid-cols-6 gap-1.5 border-0 p-0">
        <legend className="sr-only">Colour swatches</legend>
        {COLOR_SWATCHES.map((swatch) => {
          const lowContrast = !passesAA(swatch, background);
          return (
            <button
              key={swatch}
              type="button"
              aria-label={`${swatch}${lowContrast ? ' (low contrast)' : ''}`}
              aria-pressed={current === swatch}
              title={lowContrast ? `${swatch}: hard to read on this block's background (fails WCAG AA)` : swatch}
              onClick={() => onPick(swatch)}
              className={cn(
                'relative size-7 rounded-md border border-gray-300',
                current === swatch && 'ring-2 ring-indigo-500 ring-offset-1',
                focusRing,
              )}
              style={{ backgroundColor: swatch }}
            >
              {lowContrast ? (
                <span
                  aria-hidden="true"
                  className="absolute -top-1 -right-1 flex size-3.5 items-center justify-center rounded-full bg-amber-500 text-[9px] font-bold text-white"
                >
                  !
                </span>
              ) : null}
            </button>
          );
        })}
      </fieldset>
      <div className="flex items-center gap-1.5">
        <label htmlFor={pickerId} className="sr-only">
          Colour picker
        </label>
        <input
          id={pickerId}
          type="color"
          value={current ?? '#000000'}
          onChange={(event) => onPick(event.target.value)}
          className="h-8 w-10 cursor-pointer rounded border border-gray-300 bg-white"
        />
        <label htmlFor={typedId} className="sr-only">
          Colour value
        </label>
        <input
          id={typedId}
          value={typed}
          placeholder={SELECTION_TOOLBAR.colorPlaceholder}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onPick(typed);
            }
          }}
          className={cn('h-8 w-24 rounded-md border border-gray-300 px-2 font-mono text-sm', focusRing)}
        />
        <button
          type="button"
          onClick={() => onPick(typed)}
          className={cn(
            'h-8 rounded-md bg-indigo-600 px-3 text-xs font-semibold text-white hover:bg-indigo-500',
            focusRing,
          )}
        >
          Apply colour
        </button>
        <button
          type="button"
          onClick={onReset}
          className={cn('h-8 rounded-md px-2 text-xs text-gray-700 hover:bg-gray-100', focusRing)}
        >
          Reset
        </button>
      </div>
      <p className="text-[11px] text-gray-600">! = fails WCAG AA contrast on this block's background</p>
    </div>
  );
}
