import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { Spinner } from '../../shared/ui/Spinner';

export interface AddNewsletterInputProps {
  /** Creates the newsletter; rejects with the failure to show under the input. */
  onSubmit: (name: string) => Promise<void>;
  /** Escape (the menu keeps the focus) or a lost focus (it has gone elsewhere already). */
  onCancel: (reason: 'escape' | 'blur') => void;
}

/**
 * The dropdown's inline "Add Newsletter" input (spec "Workspace dropdown"): Enter submits a name that is non-empty
 * after trimming, Escape or losing focus cancels, 'Creating...' shows while saving.
 */
export function AddNewsletterInput({ onSubmit, onCancel }: AddNewsletterInputProps) {
  const [name, setName] = useState('');
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const problemId = useId();

  // Opened from a menu item that then unmounts: take the focus once the input exists.
  useEffect(() => inputRef.current?.focus(), []);

  const submit = async () => {
    // The contracts' name rules load on first use: this input sits in the header of every first screen.
    const { workspaceNameSchema } = await import('./name-rule');
    const parsed = workspaceNameSchema.safeParse(name);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Newsletter name is required');
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setProblem(errorMessage(error));
      setSaving(false);
      inputRef.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The menu would otherwise treat typed letters as type-ahead and arrows as item navigation, moving the focus
    // away from the input.
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!saving) void submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (!saving) onCancel('escape');
    }
  };

  return (
    <div className="px-1 py-1.5">
      <input
        ref={inputRef}
        type="text"
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setProblem(null);
        }}
        onKeyDown={onKeyDown}
        // A blur caused by the save itself (or by the failure message) must not throw the name away.
        onBlur={() => {
          if (!saving) onCancel('blur');
        }}
        readOnly={saving}
        aria-busy={saving || undefined}
        aria-label="New newsletter name"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        placeholder="Enter newsletter name..."
        maxLength={120}
        className={cn(
          'block w-full rounded-md border bg-white px-2.5 py-2 text-sm text-gray-900 placeholder:text-gray-400',
          focusRing,
          problem ? 'border-red-500' : 'border-gray-300',
        )}
      />
      {saving ? (
        <p className="mt-1.5 flex items-center gap-2 px-0.5 text-xs text-gray-600" role="status">
          <Spinner className="size-3.5" />
          Creating...
        </p>
      ) : problem ? (
        <p id={problemId} role="alert" className="mt-1.5 px-0.5 text-xs text-red-600">
          {problem}
        </p>
      ) : (
        <p className="mt-1.5 px-0.5 text-xs text-gray-500">Press Enter to create, Escape to cancel.</p>
      )}
    </div>
  );
}
