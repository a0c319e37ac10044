import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { focusRing } from './Button';
import { cn } from './cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Keeps the label for screen readers only (e.g. a checkbox on a card whose title is visible next to it). */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label: keyboard and screen-reader behaviour come for free. */
export function Checkbox({ label, hideLabel = false, id, className, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('inline-flex items-center gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className={cn('size-4 rounded border-gray-300 accent-indigo-600', focusRing)}
        {...rest}
      />
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'text-sm text-gray-800'}>
        {label}
      </label>
    </div>
  );
}
