import type { Block, BlockType } from '@newsletter-os/contracts';
import { create } from 'zustand';
import { emptyBlock, isDirectBlockType } from './document/block-factory';
import { useBuilderStore } from './store';

/** A block type waiting for its source (an image, a GIF, a link, a content item) before it is inserted. */
export interface InsertRequest {
  type: BlockType;
  /** Where the new block goes. */
  index: number;
  /** The block it replaces (a slash command typed in an empty paragraph, "Replace image"). */
  replaceId?: string;
}

export const useInserter = create<{ request: InsertRequest | null; close: () => void }>()((set) => ({
  request: null,
  close: () => set({ request: null }),
}));

/**
 * Adds a block of `type` at `index` (or in place of `replaceId`): text-like blocks at once, with the caret in
 * them; the others open the dialog that picks their source.
 */
export function requestBlock(type: BlockType, index: number, replaceId?: string): void {
  const store = useBuilderStore.getState();
  if (!isDirectBlockType(type)) {
    useInserter.setState({ request: { type, index, replaceId } });
    return;
  }
  const block = emptyBlock(type);
  if (replaceId) store.replaceBlock(replaceId, block);
  else store.insertBlocks([block], index);
  if (type !== 'divider' && type !== 'code') store.activate(block.id, 'start');
  else focusBlock(block.id);
}

/** Completes a request with the block its dialog made. */
export function completeInsert(request: InsertRequest, blocks: Block[]): void {
  const store = useBuilderStore.getState();
  const [first, ...rest] = blocks;
  if (!first) return;
  if (request.replaceId && store.blocks[request.replaceId]) {
    store.replaceBlock(request.replaceId, first);
    if (rest.length > 0) store.insertBlocks(rest, store.order.indexOf(first.id) + 1);
  } else {
    store.insertBlocks(blocks, request.index);
  }
  useInserter.getState().close();
  store.announce(`${blocks.length === 1 ? 'Block' : `${blocks.length} blocks`} added`);
}

/** Moves focus into a block: its first field, else its drag handle (after React has rendered it). */
export function focusBlock(id: string): void {
  requestAnimationFrame(() => {
    const frame = document.querySelector(`[data-block-id="${id}"]`);
    frame?.querySelector<HTMLElement>('textarea, input, [data-block-handle]')?.focus();
  });
}
