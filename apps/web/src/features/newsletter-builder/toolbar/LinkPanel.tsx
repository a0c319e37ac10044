import { isSafeLink, SELECTION_TOOLBAR, withLinkScheme } from '@newsletter-os/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';

export function LinkPanel({
  initial,
  onApply,
  onRemove,
  onClose,
}: {
  initial: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const apply = () => {
    const href = value.trim();
    // An empty link just closes the panel (docs/product-spec.md section 5).
    if (!href) {
      onClose();
      return;
    }
    const withScheme = withLinkScheme(href);
    if (!isSafeLink(withScheme)) {
      setError('Use a full https, http or mailto address');
      return;
    }
    onApply(withScheme);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };
  return (
    <div className="flex flex-col gap-1 border-t border-gray-100 pt-1.5">
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          Link
        </label>
        <input
          ref={input}
          id={id}
          type="url"
          value={value}
          placeholder={SELECTION_TOOLBAR.linkPlaceholder}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error ? true : undefined}
          className={cn('h-8 min-w-0 flex-1 rounded-md border border-gray-300 px-2 text-sm', focusRing)}
        />
        <button
          type="button"
          onClick={apply}
          className={cn(
            'h-8 rounded-md bg-indigo-600 px-3 text-xs font-semibold text-white hover:bg-indigo-500',
            focusRing,
          )}
        >
          Apply
        </button>
        {initial ? (
          <button
            type="button"
            onClick={onRemove}
            className={cn('h-8 rounded-md px-2 text-xs text-gray-700 hover:bg-gray-100', focusRing)}
          >
            Remove
          </button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
