import { type Block, type TextAlignment, TOOLBAR_ALIGNMENTS } from '@newsletter-os/contracts';
import { useBuilderStore } from '../store';
import { ALIGN_ICON, ToolButton } from './ToolControls';

export function AlignPanel({ blockId, onDone }: { blockId: string; onDone: () => void }) {
  const current = useBuilderStore((state) => {
    const block = state.blocks[blockId];
    return block && 'align' in block ? (block.align ?? 'left') : 'left';
  });
  const apply = (align: TextAlignment) => {
    useBuilderStore.getState().updateBlock(blockId, (block) => ({ ...block, align }) as Block);
    onDone();
  };
  return (
    <fieldset className="m-0 flex min-w-0 gap-1 border-0 border-t border-gray-100 p-0 pt-1.5">
      <legend className="sr-only">Alignment</legend>
      {TOOLBAR_ALIGNMENTS.map((align) => {
        const Icon = ALIGN_ICON[align];
        return (
          <ToolButton key={align} label={`Align ${align}`} pressed={current === align} onClick={() => apply(align)}>
            <Icon aria-hidden="true" className="size-4" />
          </ToolButton>
        );
      })}
    </fieldset>
  );
}
