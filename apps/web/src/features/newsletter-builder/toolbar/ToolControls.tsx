import type { Editor } from '@tiptap/core';
import { AlignCenter, AlignLeft, AlignRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';

export const ALIGN_ICON = { left: AlignLeft, center: AlignCenter, right: AlignRight } as const;

export function ToolButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex size-8 items-center justify-center rounded-md hover:bg-gray-100',
        pressed && 'bg-indigo-50 text-indigo-700',
        focusRing,
      )}
    >
      {children}
    </button>
  );
}

export function ToolSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <select
      aria-label={label}
      title={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className={cn('h-8 max-w-28 rounded-md border border-gray-200 bg-white px-1 text-xs', focusRing)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export type Run = (action: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => void;
