import { useId } from 'react';
import { focusRing } from './Button';
import { cn } from './cn';
import { isHexColor, safeColor } from './safe';

/** The product's colour swatches (docs/product-spec.md section 9), offered as one-click choices. */
export const colorSwatches = [
  '#000000',
  '#ffffff',
  '#ef4444',
  '#f59e0b',
  '#10b981',
  '#3b82f6',
  '#8b5cf6',
  '#ec4899',
  '#6b7280',
  '#9ca3af',
  '#dc2626',
  '#ea580c',
] as const;

/** A colour picker, a hex input and swatches, all editing one #rrggbb value. */
export function ColorField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const id = useId();
  const hexId = `${id}-hex`;
  const valid = isHexColor(value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-gray-800">{label}</legend>
      <div className="flex items-center gap-3">
        <input
          type="color"
          aria-label={`${label} picker`}
          value={safeColor(value, '#000000')}
          onChange={(event) => onChange(event.target.value)}
          className={cn('h-10 w-14 cursor-pointer rounded-lg border border-gray-300 bg-white p-1', focusRing)}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={hexId} className="sr-only">
            {label} hex value
          </label>
          <input
            id={hexId}
            value={value}
            maxLength={7}
            spellCheck={false}
            placeholder="#000000"
            aria-invalid={error || !valid ? true : undefined}
            aria-describedby={error ? `${hexId}-error` : undefined}
            onChange={(event) => onChange(event.target.value.trim())}
            className={cn(
              'w-32 rounded-lg border bg-white px-3 py-2 font-mono text-sm text-gray-900 shadow-sm',
              focusRing,
              error ? 'border-red-500' : 'border-gray-300',
            )}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {colorSwatches.map((swatch) => (
          <button
            key={swatch}
            type="button"
            aria-label={`Use ${swatch}`}
            aria-pressed={value.toLowerCase() === swatch}
            onClick={() => onChange(swatch)}
            className={cn(
              'size-6 rounded-full border border-gray-300 aria-pressed:ring-2 aria-pressed:ring-indigo-600 aria-pressed:ring-offset-1',
              focusRing,
            )}
            style={{ backgroundColor: swatch }}
          />
        ))}
      </div>
      {error ? (
        <p id={`${hexId}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
