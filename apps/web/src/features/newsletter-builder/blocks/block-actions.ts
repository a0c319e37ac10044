import type { Block, BlockType } from '@newsletter-os/contracts';
import { showUndoToast } from '../../../shared/ui/undo-toast';
import { withNewId } from '../document/block-factory';
import { BLOCK_META } from '../document/block-meta';
import { useBuilderStore } from '../store';

// What a block's frame and menu do to the document: each change is one undoable step, announced to screen readers.

/** How long a deleted block can be brought back from its toast. */
export const DELETE_UNDO_MS = 6_000;
export const TURN_INTO: readonly BlockType[] = ['paragraph', 'h1', 'h2', 'h3', 'blockquote'];
export const DRAG_TYPE = 'application/x-newsletter-block';

export function labelOf(block: Block): string {
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

export function duplicate(id: string): void {
  const store = useBuilderStore.getState();
  const block = store.blocks[id];
  if (!block) return;
  store.insertBlocks([withNewId(block)], store.order.indexOf(id) + 1);
  store.announce(`${labelOf(block)} block duplicated`);
}

/** An accepted rewrite: one undoable change, and a toast that puts the block's text back. */
export function applyRewrite(previous: Block, next: Block): void {
  const store = useBuilderStore.getState();
  store.updateBlock(previous.id, () => next);
  store.announce(`${labelOf(previous)} block rewritten`);
  showUndoToast(
    'Rewrite accepted',
    () => useBuilderStore.getState().updateBlock(previous.id, () => previous),
    DELETE_UNDO_MS,
  );
}

export function openSlash(blockId: string): void {
  useBuilderStore.getState().openSlash(blockId);
}
