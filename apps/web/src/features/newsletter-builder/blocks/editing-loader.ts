import { create } from 'zustand';

/** The live editor and the selection toolbar (Tiptap and ProseMirror with them). */
export type EditingModule = typeof import('./editing-module');

interface EditingState {
  module: EditingModule | null;
  failed: boolean;
}

/** The editing code once loaded, or that its download failed (for an error state with a retry). */
export const useEditing = create<EditingState>()(() => ({ module: null, failed: false }));

let request: Promise<EditingModule> | null = null;

/**
 * Starts loading the editing code, once. The builder asks for it as it opens, alongside the newsletter, so it comes
 * in parallel with the document rather than in the builder's own chunk (docs/decisions/0033). A failed download is
 * asked for again on the next call.
 */
export function loadEditing(): Promise<void> {
  request ??= import('./editing-module');
  return request.then(
    (module) => useEditing.setState({ module, failed: false }),
    () => {
      request = null;
      useEditing.setState({ failed: true });
    },
  );
}
