import type { KeyboardEvent } from 'react';

/**
 * Keys typed into a text block before its live editor exists (the editing code is still downloading): the builder
 * shows the newsletter before Tiptap arrives (docs/decisions/0038), so a block can be clicked and typed into first.
 * The live editor replays them when it mounts, as if they had been typed into it. Text, Enter and Backspace are
 * kept; other keys (arrows, Tab, shortcuts) keep their usual meaning.
 */
export type PendingKey = { text: string } | { key: 'Enter' | 'Backspace' };

let pending: { blockId: string; keys: PendingKey[] } | null = null;

/** Keeps the key for the block's live editor; true when it was kept (the caller then prevents its default). */
export function keepPendingKey(blockId: string, event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return false;
  const key: PendingKey | null =
    event.key === 'Enter' || event.key === 'Backspace'
      ? { key: event.key }
      : [...event.key].length === 1
        ? { text: event.key }
        : null;
  if (!key) return false;
  // Keys typed into one block, then another, are the second block's: the first one's were replayed or dropped with
  // the switch (only one block at a time waits for its editor).
  if (pending?.blockId !== blockId) pending = { blockId, keys: [] };
  const last = pending.keys.at(-1);
  if ('text' in key && last && 'text' in last) pending.keys[pending.keys.length - 1] = { text: last.text + key.text };
  else pending.keys.push(key);
  return true;
}

/** The keys waiting for this block's editor, handed over once; another block's left over are dropped. */
export function takePendingKeys(blockId: string): PendingKey[] {
  const keys = pending?.blockId === blockId ? pending.keys : [];
  pending = null;
  return keys;
}

/** Keys left after a replayed Enter or Backspace moved to another block: that block's editor replays them. */
export function handOnPendingKeys(blockId: string, keys: PendingKey[]): void {
  pending = keys.length > 0 ? { blockId, keys } : null;
}

/** Drops waiting keys (a newsletter closed before its editor came). */
export function clearPendingKeys(): void {
  pending = null;
}
