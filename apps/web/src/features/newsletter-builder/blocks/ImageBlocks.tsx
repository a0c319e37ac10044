import type { Block, BlockOfType } from '@newsletter-os/contracts';
import { useId } from 'react';
import { useBuilderStore } from '../store';
import { BlockField } from './SimpleBlocks';

function update(id: string, patch: Partial<BlockOfType<'image' | 'gif'>>, coalesceKey?: string) {
  useBuilderStore.getState().updateBlock(id, (block) => ({ ...block, ...patch }) as Block, coalesceKey);
}

export function ImageBody({ block, onReplace }: { block: BlockOfType<'image'>; onReplace: () => void }) {
  const decorativeId = useId();
  const missingAlt = !block.decorative && block.alt.trim() === '';
  return (
    <div className="flex flex-col gap-2">
      <img src={block.src} alt={block.decorative ? '' : block.alt} className="mx-auto block h-auto max-w-full" />
      <div data-chrome className="nl-fields flex flex-col gap-3 sm:flex-row sm:items-end">
        {block.decorative ? (
          <p className="flex-1 text-sm text-gray-700">Decorative: screen readers skip this image.</p>
        ) : (
          <BlockField
            label="Alt text"
            value={block.alt}
            maxLength={500}
            placeholder="Describe the image for people who cannot see it"
            onCommit={(alt) => update(block.id, { alt }, 'alt')}
          />
        )}
        <div className="flex items-center gap-2 pb-2">
          <input
            id={decorativeId}
            type="checkbox"
            checked={block.decorative}
            onChange={(event) =>
              update(block.id, { decorative: event.target.checked, alt: event.target.checked ? '' : block.alt })
            }
            className="size-4 rounded border-gray-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-500"
          />
          <label htmlFor={decorativeId} className="text-sm text-gray-800">
            Decorative
          </label>
        </div>
        <button
          type="button"
          onClick={onReplace}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm font-medium text-gray-800 shadow-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-indigo-500"
        >
          Replace image
        </button>
      </div>
      {missingAlt ? (
        <p data-chrome className="text-xs text-amber-800">
          Add alt text, or mark the image as decorative.
        </p>
      ) : null}
    </div>
  );
}

export function GifBody({ block }: { block: BlockOfType<'gif'> }) {
  return (
    <div className="flex flex-col gap-2">
      <img
        src={block.src}
        alt={block.alt}
        width={block.width}
        height={block.height}
        className="mx-auto block h-auto max-w-full"
      />
      <div data-chrome className="nl-fields flex flex-col gap-2">
        <p className="text-xs text-gray-600">Via {block.provider.toUpperCase()}</p>
        <BlockField
          label="Alt text"
          value={block.alt}
          maxLength={500}
          onCommit={(alt) => update(block.id, { alt }, 'alt')}
        />
      </div>
    </div>
  );
}
