import type { Editor } from '@tiptap/core';
import { useBuilderStore } from '../store';
import { handOnPendingKeys, type PendingKey } from './pending-keys';

/** Backspace where no keymap takes it (inside text): the character before the caret, as the browser would. */
function deleteBackward(editor: Editor): void {
  const { state, view } = editor;
  const { empty, from, $from } = state.selection;
  if (!empty) view.dispatch(state.tr.deleteSelection());
  else if ($from.parentOffset > 0) view.dispatch(state.tr.delete(from - 1, from));
}

/** A key as the view takes it: its key handlers first (ours open the block palette on '/'). */
function handledAsKey(editor: Editor, key: string): boolean {
  const { view } = editor;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  return view.someProp('handleKeyDown', (handle) => handle(view, event)) ?? false;
}

/** Text as the view takes typing: key handlers, then input rules and the other text-input handlers, else inserted. */
function typeText(editor: Editor, text: string): void {
  for (const character of text) {
    if (handledAsKey(editor, character)) continue;
    const { view } = editor;
    const { from, to } = view.state.selection;
    const insert = () => view.state.tr.insertText(character, from, to);
    if (!view.someProp('handleTextInput', (handle) => handle(view, from, to, character, insert))) {
      view.dispatch(insert());
    }
  }
}

/**
 * Replays keys typed into a block before its editor existed, as if typed into the editor: text through the text
 * input handlers, Enter and Backspace through the key handlers (ours split and remove blocks). When one of them
 * moves to another block, the keys left go on to that block's editor.
 */
export function replayPendingKeys(editor: Editor, blockId: string, keys: PendingKey[]): void {
  for (const [index, key] of keys.entries()) {
    if ('text' in key) {
      typeText(editor, key.text);
      continue;
    }
    if (!handledAsKey(editor, key.key) && key.key === 'Backspace') deleteBackward(editor);
    const active = useBuilderStore.getState().activeBlockId;
    if (active !== blockId) {
      if (active) handOnPendingKeys(active, keys.slice(index + 1));
      return;
    }
  }
}
