import type { Editor } from '@tiptap/core';
import { create } from 'zustand';

/** The live rich-text editor (one at a time), for the selection toolbar. */
export const useActiveEditor = create<{ editor: Editor | null; blockId: string | null }>()(() => ({
  editor: null,
  blockId: null,
}));
