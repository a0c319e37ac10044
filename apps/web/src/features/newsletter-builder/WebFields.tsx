import { effectiveThumbnailOf, issueImagesOf } from '@newsletter-os/contracts';
import { useId, useMemo } from 'react';
import { Checkbox } from '../../shared/ui/Checkbox';
import { cn } from '../../shared/ui/cn';
import { blocksOf } from './document/history';
import { useBuilderStore } from './store';

/**
 * How the issue looks on the web (Beehiiv's and Kit's post, the archive, the feed): its picture, and whether the
 * Beehiiv body keeps our logo header and address footer (Beehiiv's post template adds its own).
 */
export function WebFields() {
  const thumbnailUrl = useBuilderStore((state) => state.thumbnailUrl);
  const headerFooter = useBuilderStore((state) => state.beehiivHeaderFooter);
  const order = useBuilderStore((state) => state.order);
  const blocks = useBuilderStore((state) => state.blocks);
  const setDetails = useBuilderStore((state) => state.setDetails);
  const document = useMemo(() => ({ blocks: blocksOf({ order, blocks }) }), [order, blocks]);
  const images = useMemo(() => issueImagesOf(document), [document]);
  // What will be sent: the chosen picture while the issue still shows it, else the first that is not an ad's.
  const current = effectiveThumbnailOf(document, thumbnailUrl);
  const ids = { legend: useId(), hint: useId() };
  return (
    <div className="flex flex-col gap-3">
      <fieldset aria-describedby={ids.hint} className="flex min-w-0 flex-col gap-1">
        <legend id={ids.legend} className="text-xs font-medium text-gray-700">
          Thumbnail on the web
        </legend>
        <p id={ids.hint} className="text-xs text-gray-600">
          {images.length > 0
            ? 'Shown with the post on Beehiiv, in the archive and in the feed. Unless you choose, the first picture that is not an ad.'
            : 'No pictures in this issue yet: the post goes without a thumbnail.'}
        </p>
        {images.length > 0 ? (
          <div className="flex gap-2 overflow-x-auto pb-1">
            {images.map((image) => (
              <label
                key={image.source}
                className={cn(
                  'flex w-28 shrink-0 cursor-pointer flex-col gap-1 rounded-lg border bg-white p-1.5 text-xs text-gray-800',
                  image.source === current ? 'border-indigo-600 ring-1 ring-indigo-600' : 'border-gray-300',
                )}
              >
                <img src={image.source} alt="" className="h-16 w-full rounded object-cover" />
                <span className="flex items-start gap-1">
                  <input
                    type="radio"
                    name={ids.legend}
                    value={image.source}
                    checked={image.source === current}
                    onChange={() => setDetails({ thumbnailUrl: image.source })}
                    className="mt-0.5 size-3.5 shrink-0 accent-indigo-600"
                  />
                  <span className="line-clamp-2 break-words">{image.label}</span>
                </span>
                {image.isAd ? (
                  <span className="self-start rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900">Ad</span>
                ) : null}
              </label>
            ))}
          </div>
        ) : null}
      </fieldset>
      <Checkbox
        role="switch"
        checked={headerFooter}
        onChange={(event) => setDetails({ beehiivHeaderFooter: event.target.checked })}
        label="Include our header and footer in the Beehiiv body (Beehiiv adds its own)"
      />
    </div>
  );
}
