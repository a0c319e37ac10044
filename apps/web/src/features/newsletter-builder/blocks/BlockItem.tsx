import type { Block, BlockType } from '@newsletter-os/contracts';
import { ArrowDown, ArrowUp, Copy, Plus, Repeat, Sparkles, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { type DragEvent, type KeyboardEvent, memo, useCallback, useEffect, useRef, useState } from 'react';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { showUndoToast } from '../../../shared/ui/undo-toast';
import { BlockRewriteDialog, canRewriteBlock, useRewriteAvailableHere } from '../../ai-rewrite';
import { withNewId } from '../document/block-factory';
import { BLOCK_META } from '../document/block-meta';
import { requestBlock, useInserter } from '../inserter';
import { useBuilderStore } from '../store';
import { useActiveEditor } from './active-editor';
import { BlockPaletteItems, menuContentClass, menuItemClass } from './BlockPaletteItems';
import { GripDots, MoreDots } from './block-icons';
import { EventsBody, FeedBody } from './FeedBlocks';
import { GifBody, ImageBody } from './ImageBlocks';
import { RichTextBlock } from './RichTextBlock';
import { ButtonBody, CodeBlockBody, DividerBody, MediaBody } from './SimpleBlocks';

/** How long a deleted block can be brought back from its toast. */
const DELETE_UNDO_MS = 6_000;
const TURN_INTO: readonly BlockType[] = ['paragraph', 'h1', 'h2', 'h3', 'blockquote'];
const DRAG_TYPE = 'application/x-newsletter-block';

function labelOf(block: Block): string {
  return BLOCK_META[block.type].label;
}

/** Moves a block and keeps focus where it was (React may re-insert the moved element, which drops focus). */
export function moveWithFocus(id: string, toIndex: number): void {
  const store = useBuilderStore.getState();
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const from = store.order.indexOf(id);
  store.moveBlock(id, toIndex);
  const after = useBuilderStore.getState().order;
  const position = after.indexOf(id);
  if (position !== from) {
    const block = store.blocks[id];
    store.announce(`${block ? labelOf(block) : 'Block'} moved to position ${position + 1} of ${after.length}`);
  }
  requestAnimationFrame(() => {
    if (focused && document.activeElement !== focused && focused.isConnected) focused.focus();
  });
}

export function deleteBlock(id: string): void {
  const store = useBuilderStore.getState();
  const index = store.order.indexOf(id);
  const neighbour = store.order[index + 1] ?? store.order[index - 1];
  const removed = store.removeBlock(id);
  if (!removed) return;
  const label = labelOf(removed.block);
  store.announce(`${label} block deleted`);
  showUndoToast(
    `${label} block deleted`,
    () => {
      useBuilderStore.getState().insertBlocks([removed.block], removed.index);
      useBuilderStore.getState().announce(`${label} block restored`);
    },
    DELETE_UNDO_MS,
  );
  if (neighbour) {
    requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-block-id="${neighbour}"] [data-block-handle]`)?.focus(),
    );
  }
}

function duplicate(id: string): void {
  const store = useBuilderStore.getState();
  const block = store.blocks[id];
  if (!block) return;
  store.insertBlocks([withNewId(block)], store.order.indexOf(id) + 1);
  store.announce(`${labelOf(block)} block duplicated`);
}

/** An accepted rewrite: one undoable change, and a toast that puts the block's text back. */
function applyRewrite(previous: Block, next: Block): void {
  const store = useBuilderStore.getState();
  store.updateBlock(previous.id, () => next);
  store.announce(`${labelOf(previous)} block rewritten`);
  showUndoToast(
    'Rewrite accepted',
    () => useBuilderStore.getState().updateBlock(previous.id, () => previous),
    DELETE_UNDO_MS,
  );
}

function openSlash(blockId: string): void {
  useBuilderStore.getState().openSlash(blockId);
}

function BlockBody({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
    case 'h1':
    case 'h2':
    case 'h3':
    case 'blockquote':
    case 'ul':
    case 'ol':
      return <RichTextBlock block={block} onSlash={openSlash} />;
    case 'code':
      return <CodeBlockBody block={block} />;
    case 'divider':
      return <DividerBody />;
    case 'button':
      return <ButtonBody block={block} />;
    case 'youtube':
    case 'twitter':
    case 'embed':
      return <MediaBody block={block} />;
    case 'image':
      return (
        <ImageBody
          block={block}
          onReplace={() => {
            const index = useBuilderStore.getState().order.indexOf(block.id);
            useInserter.setState({ request: { type: 'image', index, replaceId: block.id } });
          }}
        />
      );
    case 'gif':
      return <GifBody block={block} />;
    case 'article':
    case 'event':
    case 'ad':
      return <FeedBody block={block} />;
    case 'events':
      return <EventsBody block={block} />;
  }
}

interface BlockItemProps {
  id: string;
  index: number;
  count: number;
  /** A keyboard drag: picked up at this index (Escape puts it back). */
  dragOrigin: number | null;
  /** Stable across renders (it takes the block's id), so a block re-renders only when its own props change. */
  onDragOriginChange: (id: string, origin: number | null) => void;
}

/** One block: its drag handle, type chip, body and menu (move, duplicate, turn into, add below, delete). */
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
      aria-label={`${label} block, ${index + 1} of ${count}`}
      onKeyDown={onFrameKeyDown}
      onDragOver={onDragOver}
      onDragLeave={() => setDropSide(null)}
      onDrop={onDrop}
      className={cn(
        'group relative rounded-xl border px-2 py-2 transition-shadow sm:px-3',
        meta.tone,
        'focus-within:shadow-md focus-within:ring-2 focus-within:ring-indigo-200',
        picked && 'ring-2 ring-indigo-500',
      )}
    >
      {dropSide ? (
        <span
          aria-hidden="true"
          className={cn('absolute inset-x-2 h-1 rounded bg-indigo-500', dropSide === 'before' ? '-top-2' : '-bottom-2')}
        />
      ) : null}
      <div className="flex items-start gap-1 sm:gap-2">
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
            'mt-0.5 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-gray-500 hover:bg-white/70 hover:text-gray-800 active:cursor-grabbing',
            focusRing,
          )}
        >
          <GripDots />
        </button>
        <div className="min-w-0 flex-1">
          <span
            className={cn(
              'mb-1 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
              meta.chip,
            )}
          >
            <span aria-hidden="true">{meta.emoji}</span>
            {label}
          </span>
          <BlockBody block={block} />
        </div>
        <LazyBlockMenu block={block} index={index} count={count} onRewrite={openRewrite} />
      </div>
      {rewriting ? (
        <BlockRewriteDialog
          block={block}
          open
          onOpenChange={setRewriting}
          onAccept={(next) => applyRewrite(block, next)}
        />
      ) : null}
      <SlashMenu id={id} index={index} />
    </li>
  );
});

const menuTriggerClass = cn(
  'flex size-8 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-white/70 hover:text-gray-900',
  focusRing,
);

interface BlockMenuProps {
  block: Block;
  index: number;
  count: number;
  onRewrite: () => void;
}

/**
 * The actions button of a block. A menu per block costs a few dozen components each (300 blocks: a third of the
 * builder's first render), so until first opened it is a plain button that looks and reads the same; opening it
 * (pointer down, Enter, Space or ↓, as the menu's own trigger) mounts the real menu, already open.
 */
const LazyBlockMenu = memo(function LazyBlockMenu(props: BlockMenuProps) {
  const [opened, setOpened] = useState<'pointer' | 'keyboard' | null>(null);
  if (opened) return <BlockMenu {...props} openedBy={opened} />;
  return (
    <button
      type="button"
      aria-label={`${labelOf(props.block)} block actions`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={menuTriggerClass}
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) {
          event.preventDefault();
          setOpened('pointer');
        }
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
          event.preventDefault();
          setOpened('keyboard');
        }
      }}
      // A click without a pointer press first (assistive technology activating the button) opens it too.
      onClick={() => setOpened('keyboard')}
    >
      <MoreDots />
    </button>
  );
});

function BlockMenu({
  block,
  index,
  count,
  onRewrite,
  openedBy,
}: BlockMenuProps & { openedBy: 'pointer' | 'keyboard' }) {
  const label = labelOf(block);
  const rewriteAvailable = useRewriteAvailableHere();
  // Actions that move focus themselves (a new block, a neighbour after a delete) keep it.
  const keepFocus = useRef(false);
  const canTurn = (TURN_INTO as readonly string[]).includes(block.type);
  const [open, setOpen] = useState(true);
  const content = useRef<HTMLDivElement>(null);
  // Opened from the keyboard, the menu starts on its first item (the menu mounted after that key press).
  useEffect(() => {
    if (openedBy !== 'keyboard') return;
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [openedBy]);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger aria-label={`${label} block actions`} className={menuTriggerClass}>
        <MoreDots />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={menuContentClass}
          ref={content}
          onCloseAutoFocus={(event) => {
            if (keepFocus.current) event.preventDefault();
            keepFocus.current = false;
          }}
        >
          <DropdownMenu.Item
            className={menuItemClass}
            disabled={index === 0}
            onSelect={() => moveWithFocus(block.id, index - 1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            Move up
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItemClass}
            disabled={index === count - 1}
            onSelect={() => moveWithFocus(block.id, index + 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            Move down
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => duplicate(block.id)}>
            <Copy aria-hidden="true" className="size-4" />
            Duplicate
          </DropdownMenu.Item>
          {rewriteAvailable && canRewriteBlock(block) ? (
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() => {
                keepFocus.current = true;
                onRewrite();
              }}
            >
              <Sparkles aria-hidden="true" className="size-4" />
              Rewrite with AI
            </DropdownMenu.Item>
          ) : null}
          {canTurn ? (
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={menuItemClass}>
                <Repeat aria-hidden="true" className="size-4" />
                Turn into
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent className={menuContentClass}>
                  {TURN_INTO.filter((type) => type !== block.type).map((type) => (
                    <DropdownMenu.Item
                      key={type}
                      className={menuItemClass}
                      onSelect={() =>
                        useBuilderStore.getState().updateBlock(block.id, (old) => ({ ...old, type }) as Block)
                      }
                    >
                      <span aria-hidden="true">{BLOCK_META[type].emoji}</span>
                      {BLOCK_META[type].label}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
          ) : null}
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={menuItemClass}>
              <Plus aria-hidden="true" className="size-4" />
              Add block below
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className={menuContentClass}>
                <BlockPaletteItems
                  onPick={(type) => {
                    keepFocus.current = true;
                    requestBlock(type, index + 1);
                  }}
                />
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item
            className={cn(menuItemClass, 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')}
            onSelect={() => {
              keepFocus.current = true;
              deleteBlock(block.id);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The palette opened by typing '/' in an empty paragraph: the chosen type takes the paragraph's place. */
function SlashMenu({ id, index }: { id: string; index: number }) {
  const open = useBuilderStore((state) => state.slashBlockId === id);
  if (!open) return null;
  return (
    <DropdownMenu.Root
      open
      modal={false}
      onOpenChange={(next) => (next ? undefined : useBuilderStore.getState().openSlash(null))}
    >
      <DropdownMenu.Trigger asChild>
        <span aria-hidden="true" tabIndex={-1} className="pointer-events-none absolute top-9 left-12 size-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          aria-label="Insert a block"
          className={menuContentClass}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const { editor, blockId } = useActiveEditor.getState();
            if (blockId === id) editor?.commands.focus('end');
          }}
        >
          <BlockPaletteItems
            onPick={(type) => {
              useBuilderStore.getState().openSlash(null);
              if (type !== 'paragraph') requestBlock(type, index, id);
            }}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
