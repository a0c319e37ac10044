import { type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';

const controlClass = (invalid: boolean) =>
  cn(
    'block w-full rounded-lg border bg-white px-3 py-2.5 text-sm text-gray-900 shadow-sm placeholder:text-gray-400',
    'disabled:bg-gray-100 disabled:text-gray-500',
    focusRing,
    invalid ? 'border-red-500' : 'border-gray-300',
  );

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field laid out like the shared TextField (label, control, hint or error). */
export function TextAreaField({ label, error, hint, id, className, rows = 4, ...rest }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={fieldId} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(controlClass(Boolean(error)), 'resize-y', className)}
        {...rest}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${fieldId}-hint`} className="text-sm text-gray-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

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
