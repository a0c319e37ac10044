import type { Block, Newsletter, NewsletterStyle, SavedNewsletter } from '@newsletter-os/contracts';
import { create } from 'zustand';
import {
  blocksOf,
  type DocumentSnapshot,
  emptyHistory,
  type History,
  recordChange,
  redoStep,
  snapshotOf,
  undoStep,
} from './document/history';

/** Where saving stands, for the status line ("Saved · 12:03", "Saving…", "Offline, kept locally"). */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'error' | 'conflict';

export interface NewsletterDetails {
  title: string;
  subject: string;
  preheader: string;
  /** The public headline; empty: the subject (saved as none, so it follows the subject). */
  webTitle: string;
  /** The chosen web thumbnail (an image source of the document); null: the first picture that is not an ad's. */
  thumbnailUrl: string | null;
  /** Our logo header and address footer inside the Beehiiv body. */
  beehiivHeaderFooter: boolean;
}

interface BuilderState extends DocumentSnapshot, NewsletterDetails {
  /** The open newsletter; null before it exists (a date without a newsletter). */
  newsletterId: string | null;
  /** The version the edits are based on (sent with the next save). */
  version: number | null;
  style: NewsletterStyle | null;
  status: Newsletter['status'];
  history: History;
  /** Raised by every edit; the autosave compares it with what was last saved. */
  revision: number;
  savedRevision: number;
  saveStatus: SaveStatus;
  savedAt: Date | null;
  saveError: string | null;
  /** The newsletter as another tab saved it, when our save was refused as stale. */
  conflict: Newsletter | null;
  /** The block whose live editor is mounted. */
  activeBlockId: string | null;
  /** Where the next caret goes when that editor mounts: a point, the start or the end. */
  caret: { x: number; y: number } | 'start' | 'end' | null;
  /** The block whose slash menu ('/' in an empty paragraph) is open. */
  slashBlockId: string | null;
  /** The polite live-region text (moves, deletions). */
  announcement: string;

  open: (newsletter: Newsletter) => void;
  close: () => void;
  /** Replaces the blocks (template, backup, the other tab's version) as one undoable step. */
  replaceBlocks: (blocks: Block[]) => void;
  setDetails: (details: Partial<NewsletterDetails>) => void;
  setStyle: (style: NewsletterStyle) => void;
  /** "Mark ready" (draft → planned) and back; saved by the autosave like any edit. */
  setStatus: (status: Newsletter['status']) => void;
  insertBlocks: (blocks: Block[], index?: number) => void;
  updateBlock: (id: string, update: (block: Block) => Block, coalesceKey?: string) => void;
  /** Puts `block` where `id` was (turn into, a picked source for a slash command). */
  replaceBlock: (id: string, block: Block) => void;
  /** Enter inside a text block: `id` keeps `before`, `next` goes right after it, as one undo step. */
  splitBlock: (id: string, update: (block: Block) => Block, next: Block) => void;
  removeBlock: (id: string) => { block: Block; index: number } | null;
  moveBlock: (id: string, toIndex: number) => void;
  undo: () => void;
  redo: () => void;
  activate: (id: string | null, caret?: BuilderState['caret']) => void;
  announce: (text: string) => void;
  openSlash: (id: string | null) => void;
  markSaving: () => void;
  /** A save's answer carries no document: the blocks stay what the editor holds. */
  markSaved: (newsletter: SavedNewsletter, revision: number) => void;
  markFailed: (status: 'offline' | 'error', message: string | null) => void;
  markConflict: (current: Newsletter) => void;
  /** After a conflict: keep our blocks and save them over the other version. */
  keepMine: () => void;
  /** After a conflict: take the other version (ours stays in the local backup). */
  takeTheirs: () => void;
}

const emptyDocument: DocumentSnapshot = { order: [], blocks: {} };

const initial = {
  ...emptyDocument,
  title: '',
  subject: '',
  preheader: '',
  webTitle: '',
  thumbnailUrl: null,
  beehiivHeaderFooter: false,
  newsletterId: null,
  version: null,
  style: null,
  status: 'draft' as const,
  history: emptyHistory,
  revision: 0,
  savedRevision: 0,
  saveStatus: 'saved' as SaveStatus,
  savedAt: null,
  saveError: null,
  conflict: null,
  activeBlockId: null,
  caret: null,
  slashBlockId: null,
  announcement: '',
};

function present(state: DocumentSnapshot): DocumentSnapshot {
  return { order: state.order, blocks: state.blocks };
}

function loaded(newsletter: Newsletter) {
  return {
    ...snapshotOf(newsletter.document.blocks),
    title: newsletter.title,
    subject: newsletter.subject,
    preheader: newsletter.preheader,
    webTitle: newsletter.webTitle ?? '',
    thumbnailUrl: newsletter.thumbnailUrl,
    beehiivHeaderFooter: newsletter.beehiivHeaderFooter,
    newsletterId: newsletter.id,
    version: newsletter.version,
    style: newsletter.style as NewsletterStyle,
    status: newsletter.status,
  };
}

export const useBuilderStore = create<BuilderState>()((set, get) => {
  /** Applies a document change and records it for undo. */
  function change(next: DocumentSnapshot, key: string | null = null) {
    set((state) => ({
      ...next,
      history: recordChange(state.history, present(state), key, Date.now()),
      revision: state.revision + 1,
      saveStatus: state.saveStatus === 'conflict' ? 'conflict' : 'unsaved',
    }));
  }

  function restore(step: { snapshot: DocumentSnapshot; history: History } | null) {
    if (!step) return;
    set((state) => ({
      ...step.snapshot,
      history: step.history,
      revision: state.revision + 1,
      saveStatus: state.saveStatus === 'conflict' ? 'conflict' : 'unsaved',
      activeBlockId: state.activeBlockId && step.snapshot.blocks[state.activeBlockId] ? state.activeBlockId : null,
    }));
  }

  return {
    ...initial,

    open: (newsletter) => set({ ...initial, ...loaded(newsletter), savedAt: new Date(newsletter.updatedAt) }),
    close: () => set(initial),

    replaceBlocks: (blocks) => change(snapshotOf(blocks)),

    setDetails: (details) =>
      set((state) => ({
        ...details,
        revision: state.revision + 1,
        saveStatus: state.saveStatus === 'conflict' ? 'conflict' : 'unsaved',
      })),

    setStyle: (style) =>
      set((state) => ({
        style,
        revision: state.revision + 1,
        saveStatus: state.saveStatus === 'conflict' ? 'conflict' : 'unsaved',
      })),

    setStatus: (status) =>
      set((state) => ({
        status,
        revision: state.revision + 1,
        saveStatus: state.saveStatus === 'conflict' ? 'conflict' : 'unsaved',
      })),

    insertBlocks: (blocks, index) => {
      const { order, blocks: map } = get();
      const at = index === undefined ? order.length : Math.max(0, Math.min(index, order.length));
      const nextOrder = [...order.slice(0, at), ...blocks.map((block) => block.id), ...order.slice(at)];
      const nextMap = { ...map };
      for (const block of blocks) nextMap[block.id] = block;
      change({ order: nextOrder, blocks: nextMap });
    },

    updateBlock: (id, update, coalesceKey) => {
      const { order, blocks } = get();
      const block = blocks[id];
      if (!block) return;
      const next = update(block);
      if (next === block) return;
      change({ order, blocks: { ...blocks, [id]: next } }, coalesceKey ? `${coalesceKey}:${id}` : null);
    },

    replaceBlock: (id, block) => {
      const { order, blocks } = get();
      if (!blocks[id]) return;
      const { [id]: _replaced, ...rest } = blocks;
      change({
        order: order.map((other) => (other === id ? block.id : other)),
        blocks: { ...rest, [block.id]: block },
      });
    },

    splitBlock: (id, update, next) => {
      const { order, blocks } = get();
      const block = blocks[id];
      const index = order.indexOf(id);
      if (!block || index < 0) return;
      const nextOrder = [...order.slice(0, index + 1), next.id, ...order.slice(index + 1)];
      change({ order: nextOrder, blocks: { ...blocks, [id]: update(block), [next.id]: next } });
    },

    removeBlock: (id) => {
      const { order, blocks, activeBlockId } = get();
      const block = blocks[id];
      const index = order.indexOf(id);
      if (!block || index < 0) return null;
      const { [id]: _removed, ...rest } = blocks;
      change({ order: order.filter((other) => other !== id), blocks: rest });
      if (activeBlockId === id) set({ activeBlockId: null });
      return { block, index };
    },

    moveBlock: (id, toIndex) => {
      const { order, blocks } = get();
      const from = order.indexOf(id);
      const to = Math.max(0, Math.min(toIndex, order.length - 1));
      if (from < 0 || from === to) return;
      const nextOrder = order.filter((other) => other !== id);
      nextOrder.splice(to, 0, id);
      change({ order: nextOrder, blocks });
    },

    undo: () => restore(undoStep(get().history, present(get()))),
    redo: () => restore(redoStep(get().history, present(get()))),

    activate: (id, caret = null) => set({ activeBlockId: id, caret }),
    // The same words twice in a row are still announced (a trailing no-break space makes the text change).
    announce: (text) => set((state) => ({ announcement: state.announcement === text ? `${text}\u00a0` : text })),
    openSlash: (id) => set({ slashBlockId: id }),

    markSaving: () => set({ saveStatus: 'saving', saveError: null }),
    markSaved: (newsletter, revision) =>
      set((state) => ({
        newsletterId: newsletter.id,
        version: newsletter.version,
        // A status changed while this save was in flight (mark ready, back to draft) is kept for the next save.
        status: state.revision === revision ? newsletter.status : state.status,
        style: state.style ?? (newsletter.style as NewsletterStyle),
        savedRevision: revision,
        savedAt: new Date(newsletter.updatedAt),
        saveStatus: state.revision === revision ? 'saved' : 'unsaved',
        saveError: null,
        conflict: null,
      })),
    markFailed: (status, message) => set({ saveStatus: status, saveError: message }),
    markConflict: (current) => set({ saveStatus: 'conflict', conflict: current }),

    keepMine: () =>
      set((state) =>
        state.conflict
          ? { version: state.conflict.version, conflict: null, saveStatus: 'unsaved', revision: state.revision + 1 }
          : state,
      ),
    takeTheirs: () =>
      set((state) => {
        if (!state.conflict) return state;
        const theirs = loaded(state.conflict);
        return {
          ...theirs,
          history: recordChange(state.history, present(state), null, Date.now()),
          conflict: null,
          saveStatus: 'saved',
          savedRevision: state.revision + 1,
          revision: state.revision + 1,
          savedAt: new Date(state.conflict.updatedAt),
          activeBlockId: null,
        };
      }),
  };
});

/** The document's blocks in order (what a save sends). */
export function currentBlocks(): Block[] {
  return blocksOf(useBuilderStore.getState());
}
