import type { KeyboardEvent, MouseEvent } from 'react';
import { cn } from '../../../shared/ui/cn';
import { useBuilderStore } from '../store';
import { useEditing } from './editing-loader';
import { InlineContent } from './InlineContent';
import { alignStyle, isListBlock, PLACEHOLDER, type RichBlock, textLabel } from './rich-block';
import { EDITABLE_BOX, TEXT_STYLE } from './rich-text-styles';

/** A text or list block: static until focused, then a live Tiptap editor (one at a time in the newsletter). */
export function RichTextBlock({ block, onSlash }: { block: RichBlock; onSlash: (blockId: string) => void }) {
  const active = useBuilderStore((state) => state.activeBlockId === block.id);
  // The builder shows blocks once the editing code is in (NewsletterBuilderPage); until then a block stays static.
  const LiveEditor = useEditing((state) => state.module?.LiveEditor);
  return active && LiveEditor ? <LiveEditor block={block} onSlash={onSlash} /> : <StaticText block={block} />;
}

function isEmptyContent(block: RichBlock): boolean {
  return isListBlock(block) ? block.items.every((item) => item.content.length === 0) : block.content.length === 0;
}

type BuilderActivate = (id: string, caret: 'start' | 'end' | { x: number; y: number }) => void;

/** A block's text without an editor: many of these render at once, so it reads the store only in its handlers. */
function StaticText({ block }: { block: RichBlock }) {
  const activate: BuilderActivate = (id, caret) => useBuilderStore.getState().activate(id, caret);
  const empty = isEmptyContent(block);
  const onMouseDown = (event: MouseEvent) => {
    if (event.button !== 0) return;
    // The live editor takes over this spot; the caret goes where the click was.
    event.preventDefault();
    activate(block.id, { x: event.clientX, y: event.clientY });
  };
  const onKeyDown = (event: KeyboardEvent) => {
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
    onFocus: () => activate(block.id, 'end'),
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
