import type { Image } from '@newsletter-os/contracts';
import { Check, ImageOff, Star } from 'lucide-react';
import { useState } from 'react';
import { focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { safeHref } from '../../shared/ui/safe';

/** One library image: select it (Enter/Space or click), pick it at once (double-click), or star it. */
export function ImageTile({
  image,
  selected,
  onSelect,
  onPick,
  onToggleFavorite,
}: {
  image: Image;
  selected: boolean;
  onSelect: () => void;
  onPick?: () => void;
  onToggleFavorite: () => void;
}) {
  const name = image.originalName ?? 'Image';
  const src = safeHref(image.thumbnailUrl ?? image.url);
  const [failed, setFailed] = useState(false);
  return (
    <li className="relative">
      <button
        type="button"
        aria-pressed={selected}
        aria-label={name}
        onClick={onSelect}
        onDoubleClick={onPick}
        className={cn(
          'group block aspect-square w-full overflow-hidden rounded-xl border-2 bg-gray-100',
          selected ? 'border-indigo-600' : 'border-transparent hover:border-gray-300',
          focusRing,
        )}
      >
        {src && !failed ? (
          <img src={src} alt="" loading="lazy" className="size-full object-cover" onError={() => setFailed(true)} />
        ) : (
          <ImageOff aria-hidden="true" className="mx-auto size-6 text-gray-300" />
        )}
        {selected ? (
          <span className="absolute top-2 left-2 flex size-6 items-center justify-center rounded-full bg-indigo-600 text-white">
            <Check aria-hidden="true" className="size-4" />
          </span>
        ) : null}
      </button>
      <button
        type="button"
        aria-label={image.isFavorite ? `Remove ${name} from favourites` : `Add ${name} to favourites`}
        aria-pressed={image.isFavorite}
        onClick={onToggleFavorite}
        className={cn(
          'absolute top-2 right-2 rounded-full bg-white/90 p-1.5 shadow-sm hover:bg-white',
          image.isFavorite ? 'text-amber-500' : 'text-gray-500',
          focusRing,
        )}
      >
        <Star aria-hidden="true" className={cn('size-4', image.isFavorite && 'fill-current')} />
      </button>
      <p className="mt-1 truncate text-xs text-gray-600" title={name}>
        {name}
      </p>
    </li>
  );
}
