import { type Block, GIF_NOT_CONFIGURED_MESSAGE, type Gif } from '@newsletter-os/contracts';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { Alert } from '../../../shared/ui/Alert';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { Modal } from '../../../shared/ui/Modal';
import { LoadingState } from '../../../shared/ui/Spinner';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { useGifs } from '../api';
import { newBlockId } from '../document/block-factory';

/** GIFs through the server's proxy (the provider key never reaches the browser); featured until a search. */
export function GifPickerDialog({
  onOpenChange,
  onDone,
}: {
  onOpenChange: (open: boolean) => void;
  onDone: (blocks: Block[]) => void;
}) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 350);
  const gifs = useGifs(debounced);
  const searchId = useId();
  const page = gifs.data;
  const placeholder = page?.state === 'ok' ? page.attribution.searchPlaceholder : 'Search GIFs';

  const pick = (gif: Gif, provider: string) =>
    onDone([
      {
        id: newBlockId(),
        type: 'gif',
        src: gif.url,
        alt: gif.title || gif.description || 'Animated GIF',
        width: gif.width,
        height: gif.height,
        provider:
          provider
            .toLowerCase()
            .replace(/[^a-z0-9-]/g, '')
            .slice(0, 30) || 'gif',
        sourceUrl: gif.sourceUrl ?? undefined,
      },
    ]);

  return (
    <Modal open onOpenChange={onOpenChange} title="Add a GIF" size="lg">
      <div className="flex flex-col gap-4">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search GIFs
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-gray-500" />
          <input
            id={searchId}
            type="search"
            value={query}
            placeholder={placeholder}
            onChange={(event) => setQuery(event.target.value)}
            className={cn('block w-full rounded-lg border border-gray-300 py-2 pr-3 pl-9 text-sm', focusRing)}
          />
        </div>
        {gifs.isPending ? (
          <LoadingState label="Loading GIFs..." />
        ) : gifs.isError ? (
          <Alert>{errorMessage(gifs.error)}</Alert>
        ) : page?.state === 'not_configured' ? (
          <div className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center">
            <p className="text-base font-semibold text-gray-900">{GIF_NOT_CONFIGURED_MESSAGE}</p>
            <p className="mt-1 text-sm text-gray-600">
              An administrator can set a GIF provider key on the server to search GIFs here.
            </p>
          </div>
        ) : page?.state === 'unavailable' ? (
          <Alert>{page.message}</Alert>
        ) : page?.state === 'ok' ? (
          <>
            {page.results.length === 0 ? (
              <p className="text-sm text-gray-600">No GIFs found for "{debounced}".</p>
            ) : (
              <ul aria-label="GIFs" className="grid grid-cols-2 gap-2 sm:grid-cols-3 md:grid-cols-4">
                {page.results.map((gif) => (
                  <li key={gif.id}>
                    <button
                      type="button"
                      onClick={() => pick(gif, page.attribution.provider)}
                      aria-label={`Insert GIF: ${gif.title || gif.description || gif.id}`}
                      className={cn(
                        'block w-full overflow-hidden rounded-lg bg-gray-100 hover:ring-2 hover:ring-indigo-400',
                        focusRing,
                      )}
                    >
                      <img
                        src={gif.previewUrl}
                        alt=""
                        width={gif.previewWidth}
                        height={gif.previewHeight}
                        loading="lazy"
                        className="h-28 w-full object-cover"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <p className="text-right text-xs text-gray-600">
              <a href={page.attribution.url} target="_blank" rel="noopener noreferrer" className="underline">
                {page.attribution.text}
              </a>
            </p>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
