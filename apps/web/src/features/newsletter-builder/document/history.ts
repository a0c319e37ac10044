import type { Block } from '@newsletter-os/contracts';

// Block-level undo: every change records the previous block order and block map. Both are immutable and shared
// between snapshots, so a step costs one array and one object of references, not a copy of the document.

/** The document as the editor holds it: block ids in order and each block by id. */
export interface DocumentSnapshot {
  order: readonly string[];
  blocks: Readonly<Record<string, Block>>;
}

export interface History {
  past: DocumentSnapshot[];
  future: DocumentSnapshot[];
  /** The last change's coalescing key and time: typing in one block within a pause is one undo step. */
  lastKey: string | null;
  lastAt: number;
}

/** Undo steps kept (the product promises at least 50). */
export const HISTORY_LIMIT = 200;
/** Typing in the same block within this pause joins the previous undo step. */
export const COALESCE_MS = 1_000;

export const emptyHistory: History = { past: [], future: [], lastKey: null, lastAt: 0 };

export function snapshotOf(blocks: readonly Block[]): DocumentSnapshot {
  return {
    order: blocks.map((block) => block.id),
    blocks: Object.fromEntries(blocks.map((block) => [block.id, block])),
  };
}

export function blocksOf(snapshot: DocumentSnapshot): Block[] {
  return snapshot.order.flatMap((id) => {
    const block = snapshot.blocks[id];
    return block ? [block] : [];
  });
}

/**
 * The history after a change from `before`. A change with the same `key` as the previous one, soon after it,
 * joins that step (typing); any other change starts a new step and clears redo.
 */
export function recordChange(history: History, before: DocumentSnapshot, key: string | null, now: number): History {
  const joins = key !== null && key === history.lastKey && now - history.lastAt < COALESCE_MS;
  if (joins) return { ...history, future: [], lastAt: now };
  const past = [...history.past, before];
  if (past.length > HISTORY_LIMIT) past.shift();
  return { past, future: [], lastKey: key, lastAt: now };
}

export function undoStep(history: History, present: DocumentSnapshot) {
  const previous = history.past.at(-1);
  if (!previous) return null;
  return {
    snapshot: previous,
    history: { past: history.past.slice(0, -1), future: [present, ...history.future], lastKey: null, lastAt: 0 },
  };
}

export function redoStep(history: History, present: DocumentSnapshot) {
  const next = history.future[0];
  if (!next) return null;
  return {
    snapshot: next,
    history: { past: [...history.past, present], future: history.future.slice(1), lastKey: null, lastAt: 0 },
  };
}
