import type { Block, InlineNode } from '@newsletter-os/contracts';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { cn } from '../../../shared/ui/cn';
import { emptyBlock, newBlockId } from '../document/block-factory';
import { BLOCK_META } from '../document/block-meta';
import {
  type EditorJson,
  inlineOfTextDoc,
  itemsOfListDoc,
  type ListItems,
  listEditorDoc,
  textEditorDoc,
} from '../document/rich-text';
import { useBuilderStore } from '../store';
import { useActiveEditor } from './active-editor';
import { listBlockExtensions, textBlockExtensions } from './editor-extensions';
import { takePendingKeys } from './pending-keys';
import { replayPendingKeys } from './replay-keys';
import { alignStyle, isListBlock, PLACEHOLDER, type RichBlock, textLabel } from './rich-block';
import { EDITABLE_BOX, TEXT_STYLE } from './rich-text-styles';

function docOf(block: RichBlock): EditorJson {
  return isListBlock(block) ? listEditorDoc(block.type === 'ol', block.items) : textEditorDoc(block.content);
}

function contentOf(block: RichBlock): InlineNode[] | ListItems {
  return isListBlock(block) ? block.items : block.content;
}

/** The focused rich-text block as a live Tiptap editor (one at a time in the newsletter). */
export function LiveEditor({ block, onSlash }: { block: RichBlock; onSlash: (blockId: string) => void }) {
  const list = isListBlock(block);
  const blockRef = useRef(block);
  blockRef.current = block;
  // The content this editor last wrote to the store: anything else arriving (undo, redo) is loaded into it.
  const emitted = useRef<InlineNode[] | ListItems>(contentOf(block));

  const editor = useEditor({
    extensions: list ? listBlockExtensions : textBlockExtensions,
    content: docOf(block),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-label': textLabel(block),
        'aria-multiline': 'true',
        class: cn(EDITABLE_BOX, list ? '' : TEXT_STYLE[block.type]),
        'data-block-text': block.id,
        ...(list ? {} : { 'data-placeholder': PLACEHOLDER }),
      },
      handleKeyDown: (view, event) => {
        const current = blockRef.current;
        const store = useBuilderStore.getState();
        if (event.key === '/' && !list && view.state.doc.textContent === '') {
          event.preventDefault();
          onSlash(current.id);
          return true;
        }
        if (list) return false;
        if (event.key === 'Enter' && !event.shiftKey && !event.altKey && !event.metaKey && !event.ctrlKey) {
          event.preventDefault();
          const { from, to } = view.state.selection;
          const before = inlineOfTextDoc(view.state.doc.cut(0, from).toJSON() as EditorJson);
          const after = inlineOfTextDoc(view.state.doc.cut(to).toJSON() as EditorJson);
          const next: Block = { ...emptyBlock('paragraph', newBlockId()), content: after } as Block;
          emitted.current = before;
          store.splitBlock(current.id, (old) => ({ ...old, content: before }) as Block, next);
          store.activate(next.id, 'start');
          return true;
        }
        if (event.key === 'Backspace' && view.state.doc.textContent === '' && !list) {
          const index = store.order.indexOf(current.id);
          const previousId = index > 0 ? store.order[index - 1] : undefined;
          if (!previousId) return false;
          event.preventDefault();
          store.removeBlock(current.id);
          store.activate(previousId, 'end');
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: updated }) => {
      const json = updated.getJSON() as EditorJson;
      const id = blockRef.current.id;
      if (list) {
        const items = itemsOfListDoc(json);
        emitted.current = items;
        useBuilderStore.getState().updateBlock(id, (old) => ({ ...old, items }) as Block, 'typing');
      } else {
        const content = inlineOfTextDoc(json);
        emitted.current = content;
        useBuilderStore.getState().updateBlock(id, (old) => ({ ...old, content }) as Block, 'typing');
      }
    },
  });

  // Undo and redo change the block from outside: load that into the editor without reporting it back.
  const content = contentOf(block);
  useEffect(() => {
    if (content === emitted.current) return;
    emitted.current = content;
    const { from } = editor.state.selection;
    editor.commands.setContent(docOf(blockRef.current), { emitUpdate: false });
    const end = editor.state.doc.content.size;
    editor.commands.setTextSelection(Math.min(from, end - 1));
  }, [content, editor]);

  // A heading turned into a paragraph keeps the editor; its typography and name follow the type (through the
  // editor's props: ProseMirror re-applies its attributes on every update).
  const { type } = block;
  useEffect(() => {
    const label = `${BLOCK_META[type].label} text`;
    const attributes = editor.options.editorProps.attributes;
    if (typeof attributes === 'object' && attributes['aria-label'] === label) return;
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(typeof attributes === 'object' ? attributes : {}),
          'aria-label': label,
          class: cn(EDITABLE_BOX, list ? '' : TEXT_STYLE[type]),
        },
      },
    });
  }, [type, editor, list]);

  // The caret goes where the static text was clicked (or to the start or end), once, on mount; then the keys typed
  // into the static text while the editing code was loading. In the commit that swapped the static text out, so no
  // key can land on the page in between.
  useLayoutEffect(() => {
    const { caret } = useBuilderStore.getState();
    if (caret && typeof caret === 'object') {
      const position = editor.view.posAtCoords({ left: caret.x, top: caret.y });
      editor.commands.focus(position ? position.pos : 'end');
    } else {
      editor.commands.focus(caret === 'start' ? 'start' : 'end');
    }
    // Tiptap moves the DOM focus on the next frame; a key typed before then would reach the page, not this editor.
    editor.view.focus();
    useActiveEditor.setState({ editor, blockId: blockRef.current.id });
    replayPendingKeys(editor, blockRef.current.id, takePendingKeys(blockRef.current.id));
    return () => {
      if (useActiveEditor.getState().editor === editor) useActiveEditor.setState({ editor: null, blockId: null });
    };
  }, [editor]);

  return (
    <div style={alignStyle(block)} data-align={block.align} className={list ? TEXT_STYLE[block.type] : undefined}>
      <EditorContent editor={editor} />
    </div>
  );
}
