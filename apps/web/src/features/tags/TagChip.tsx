import { X } from 'lucide-react';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { readableTextColor, safeColor } from '../content-manager/ui/safe';

/** A tag in its own colour, with readable text; optionally removable. */
export function TagChip({
  label,
  color,
  onRemove,
  className,
}: {
  label: string;
  color: string;
  onRemove?: () => void;
  className?: string;
}) {
  const background = safeColor(color);
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        className,
      )}
      style={{ backgroundColor: background, color: readableTextColor(background) }}
    >
      <span className="truncate">{label}</span>
      {onRemove ? (
        <button
          type="button"
          aria-label={`Remove tag ${label}`}
          onClick={onRemove}
          className={cn('-mr-1 rounded-full p-0.5 hover:bg-black/10', focusRing)}
        >
          <X aria-hidden="true" className="size-3" />
        </button>
      ) : null}
    </span>
  );
}
