import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import { cn } from '../../../shared/ui/cn';
import { useBuilderStore } from '../store';
import { useEditing } from './editing-loader';
import { InlineContent } from './InlineContent';
import { keepPendingKey } from './pending-keys';
import { alignStyle, isListBlock, PLACEHOLDER, type RichBlock, textLabel } from './rich-block';
import { EDITABLE_BOX, TEXT_STYLE } from './rich-text-styles';

/**
 * A text or list block: static until focused, then a live Tiptap editor (one at a time in the newsletter). The
 * builder shows the newsletter before the editing code is in (docs/decisions/0038): a block focused before then stays
 * static, keeps what is typed into it, and turns live when the code arrives.
 */
export function RichTextBlock({ block, onSlash }: { block: RichBlock; onSlash: (blockId: string) => void }) {
  const active = useBuilderStore((state) => state.activeBlockId === block.id);
  // Only the active block subscribes to the editing code: its arrival re-renders one block, not the whole list.
  const LiveEditor = useEditing((state) => (active ? state.module?.LiveEditor : undefined));
  return LiveEditor ? <LiveEditor block={block} onSlash={onSlash} /> : <StaticText block={block} />;
}

const editingLoaded = () => useEditing.getState().module !== null;

function isEmptyContent(block: RichBlock): boolean {
  return isListBlock(block) ? block.items.every((item) => item.content.length === 0) : block.content.length === 0;
}

type BuilderActivate = (id: string, caret: 'start' | 'end' | { x: number; y: number }) => void;

/** A block's text without an editor: many of these render at once, so it reads the store only in its handlers. */
function StaticText({ block }: { block: RichBlock }) {
  const activate: BuilderActivate = (id, caret) => useBuilderStore.getState().activate(id, caret);
  const empty = isEmptyContent(block);
  const onMouseDown = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    // The live editor takes over this spot; the caret goes where the click was.
    event.preventDefault();
    activate(block.id, { x: event.clientX, y: event.clientY });
    // Without the editing code yet, this text holds the focus (and what is typed) until its editor arrives.
    if (!editingLoaded()) event.currentTarget.focus({ preventScroll: true });
  };
  const onFocus = () => {
    // A click already placed the caret; only a focus from the keyboard puts it at the end.
    if (useBuilderStore.getState().activeBlockId !== block.id) activate(block.id, 'end');
  };
  const onBlur = (event: FocusEvent) => {
    // Left for another control before its editor came: that editor must not take the focus back when it mounts.
    // (Focus leaving the window, or to nothing, names no element: the block stays the one to edit.)
    if (editingLoaded() || !(event.relatedTarget instanceof Element)) return;
    if (useBuilderStore.getState().activeBlockId === block.id) useBuilderStore.getState().activate(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!editingLoaded()) {
      if (keepPendingKey(block.id, event)) event.preventDefault();
      return;
    }
    if (event.key === 'Enter' && !event.altKey) {
      event.preventDefault();
      activate(block.id, 'end');
    }
  };
  const common = {
    role: 'textbox',
    'aria-label': textLabel(block),
    'aria-multiline': true,
    'aria-placeholder': PLACEHOLDER,
    tabIndex: 0,
    onMouseDown,
    onFocus,
    onBlur,
    onKeyDown,
    'data-block-text': block.id,
  } as const;
  if (isListBlock(block)) {
    const List = block.type === 'ol' ? 'ol' : 'ul';
    return (
      <div {...common} className={cn(EDITABLE_BOX, 'cursor-text')} data-align={block.align}>
        <List className={TEXT_STYLE[block.type]} style={alignStyle(block)} data-align={block.align}>
          {block.items.map((item, index) => (
            // Items have no ids; their position is their identity in a static rendering.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <p>
                <InlineContent content={item.content} />
              </p>
            </li>
          ))}
        </List>
      </div>
    );
  }
  return (
    <div {...common} className={cn(EDITABLE_BOX, 'cursor-text', TEXT_STYLE[block.type])} style={alignStyle(block)}>
      {empty ? (
        <p className="text-gray-500" aria-hidden="true">
          {PLACEHOLDER}
        </p>
      ) : (
        <p>
          <InlineContent content={block.content} />
        </p>
      )}
    </div>
  );
}
