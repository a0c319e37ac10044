import { type DragEvent, type KeyboardEvent, lazy, memo, Suspense, useCallback, useState } from 'react';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { BLOCK_META } from '../document/block-meta';
import { useBuilderStore } from '../store';
import { BlockBody } from './BlockBody';
import { LazyBlockMenu, SlashMenu } from './BlockMenu';
import { applyRewrite, DRAG_TYPE, moveWithFocus } from './block-actions';
import { GripDots } from './block-icons';

// "Changed in the content manager" after the first paint: it waits for the source-changes answer anyway.
const SourceNotice = lazy(async () => ({ default: (await import('./SourceNotice')).SourceNotice }));

// The rewrite dialog, and the dialog code that says it is loading, on first use.
const LazyBlockRewriteDialog = lazy(async () => ({
  default: (await import('./rewrite-dialog')).LazyBlockRewriteDialog,
}));

// The frame of a block in the canvas: the block reads as it will in the email; its chrome (type chip, drag handle,
// actions) floats beside it while it is hovered or holds the focus (builder.css).

interface BlockItemProps {
  id: string;
  index: number;
  count: number;
  /** A keyboard drag: picked up at this index (Escape puts it back). */
  dragOrigin: number | null;
  /** Stable across renders (it takes the block's id), so a block re-renders only when its own props change. */
  onDragOriginChange: (id: string, origin: number | null) => void;
}

/** One block: its body as the email shows it, with its drag handle, type chip and menu. */
export const BlockItem = memo(function BlockItem({ id, index, count, dragOrigin, onDragOriginChange }: BlockItemProps) {
  const block = useBuilderStore((state) => state.blocks[id]);
  const [dropSide, setDropSide] = useState<'before' | 'after' | null>(null);
  const [rewriting, setRewriting] = useState(false);
  const openRewrite = useCallback(() => setRewriting(true), []);
  if (!block) return null;
  const meta = BLOCK_META[block.type];
  const label = meta.label;
  const picked = dragOrigin !== null;

  const onFrameKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    event.stopPropagation();
    moveWithFocus(id, index + (event.key === 'ArrowUp' ? -1 : 1));
  };

  const onHandleKeyDown = (event: KeyboardEvent) => {
    const store = useBuilderStore.getState();
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (picked) {
        onDragOriginChange(id, null);
        store.announce(`${label} block dropped at position ${index + 1} of ${count}`);
      } else {
        onDragOriginChange(id, index);
        store.announce(
          `Picked up ${label} block at position ${index + 1} of ${count}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
        );
      }
      return;
    }
    if (!picked) return;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      moveWithFocus(id, index + (event.key === 'ArrowUp' ? -1 : 1));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      moveWithFocus(id, dragOrigin);
      onDragOriginChange(id, null);
      store.announce(`Move cancelled. ${label} block is back at position ${dragOrigin + 1} of ${count}`);
    } else if (event.key === 'Tab') {
      onDragOriginChange(id, null);
    }
  };

  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
    event.preventDefault();
    const box = event.currentTarget.getBoundingClientRect();
    setDropSide(event.clientY < box.top + box.height / 2 ? 'before' : 'after');
  };
  const onDrop = (event: DragEvent) => {
    const dragged = event.dataTransfer.getData(DRAG_TYPE);
    setDropSide(null);
    if (!dragged || dragged === id) return;
    event.preventDefault();
    const order = useBuilderStore.getState().order;
    const from = order.indexOf(dragged);
    let to = dropSide === 'after' ? index + 1 : index;
    if (from < to) to -= 1;
    moveWithFocus(dragged, to);
  };

  return (
    <li
      data-block-id={id}
      data-block-type={block.type}
      data-picked={picked ? '' : undefined}
      aria-label={`${label} block, ${index + 1} of ${count}`}
      onKeyDown={onFrameKeyDown}
      onDragOver={onDragOver}
      onDragLeave={() => setDropSide(null)}
      onDrop={onDrop}
      className={cn('nl-block group relative', picked && 'ring-2 ring-indigo-500')}
    >
      {dropSide ? (
        <span
          aria-hidden="true"
          className={cn('absolute inset-x-2 h-1 rounded bg-indigo-500', dropSide === 'before' ? '-top-1' : 'bottom-1')}
        />
      ) : null}
      <div className="nl-chrome nl-chrome-bar">
        <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', meta.chip)}>
          <span aria-hidden="true">{meta.emoji}</span>
          {label}
        </span>
        <button
          type="button"
          data-block-handle
          draggable
          onDragStart={(event) => {
            event.dataTransfer.setData(DRAG_TYPE, id);
            event.dataTransfer.effectAllowed = 'move';
            const frame = event.currentTarget.closest('li');
            if (frame) event.dataTransfer.setDragImage(frame, 16, 16);
          }}
          onKeyDown={onHandleKeyDown}
          onBlur={() => (picked ? onDragOriginChange(id, null) : undefined)}
          aria-roledescription="sortable"
          aria-pressed={picked}
          aria-label={`Move ${label} block, position ${index + 1} of ${count}`}
          aria-describedby="block-drag-instructions"
          className={cn(
            'flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 hover:text-gray-900 active:cursor-grabbing',
            focusRing,
          )}
        >
          <GripDots />
        </button>
        <LazyBlockMenu block={block} index={index} count={count} onRewrite={openRewrite} />
      </div>
      {block.type === 'article' || block.type === 'event' || block.type === 'ad' || block.type === 'events' ? (
        <Suspense fallback={null}>
          <SourceNotice blockId={id} />
        </Suspense>
      ) : null}
      <BlockBody block={block} />
      {rewriting ? (
        <Suspense fallback={null}>
          <LazyBlockRewriteDialog
            block={block}
            onClose={() => setRewriting(false)}
            onAccept={(next) => applyRewrite(block, next)}
          />
        </Suspense>
      ) : null}
      <SlashMenu id={id} index={index} />
    </li>
  );
});
