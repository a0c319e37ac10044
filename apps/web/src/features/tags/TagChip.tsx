import { X } from 'lucide-react';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { isNearWhite, safeColor, tint } from '../../shared/ui/safe';

/**
 * A tag in its own colour: a solid dot on a light tint of the colour, with dark text, so any colour a user picks
 * stays readable (solid backgrounds fail contrast for many mid-tones whatever the text colour).
 */
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
  const solid = safeColor(color);
  // A white (or nearly white) tag would vanish on the white cards: it gets a grey outline instead of its own.
  const nearWhite = isNearWhite(solid);
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-medium text-gray-900',
        className,
      )}
      style={{
        backgroundColor: nearWhite ? '#ffffff' : tint(solid, 0.14),
        borderColor: nearWhite ? '#9ca3af' : tint(solid, 0.45),
      }}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 shrink-0 rounded-full ring-1', nearWhite ? 'ring-gray-400' : 'ring-black/10')}
        style={{ backgroundColor: solid }}
      />
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
