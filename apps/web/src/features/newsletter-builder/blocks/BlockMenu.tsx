import { Plus } from 'lucide-react';
import { memo, useCallback, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { lazyModule, useLazyModule } from '../lazy-module';
import { useBuilderStore } from '../store';
import { labelOf } from './block-actions';
import { MoreDots } from './block-icons';
import { type BlockMenuProps, menuTriggerClass, type OpenedBy } from './menu-trigger';

/** Radix's menus and the block palette: not needed to paint a newsletter (docs/decisions/0040). */
export const blockMenus = lazyModule(() => import('./block-menus'));

/**
 * A menu's trigger until the menu is first opened: a plain button that looks and reads the same. Opening it
 * (pointer down, Enter, Space or ↓, as the menu's own trigger) mounts the real menu, already open, as soon as the
 * menus' code is in (it is asked for once the canvas has painted, so it rarely waits).
 */
function useOpenOnPress() {
  const [opened, setOpened] = useState<OpenedBy | null>(null);
  // A failed download: the next press asks again.
  const onFailed = useCallback(() => setOpened(null), []);
  const menus = useLazyModule(blockMenus, opened !== null, onFailed);
  const pressHandlers = {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) {
        event.preventDefault();
        setOpened('pointer');
      }
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        setOpened('keyboard');
      }
    },
    // A click without a pointer press first (assistive technology activating the button) opens it too.
    onClick: () => setOpened('keyboard'),
  };
  return { opened: opened && menus ? { by: opened, menus } : null, pressHandlers };
}

/**
 * The actions button of a block. A menu per block costs a few dozen components each (300 blocks: a third of the
 * builder's first render), so until first opened it is a plain button.
 */
export const LazyBlockMenu = memo(function LazyBlockMenu(props: BlockMenuProps) {
  const { opened, pressHandlers } = useOpenOnPress();
  if (opened) return <opened.menus.BlockMenu {...props} openedBy={opened.by} />;
  return (
    <button
      type="button"
      aria-label={`${labelOf(props.block)} block actions`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={menuTriggerClass}
      {...pressHandlers}
    >
      <MoreDots />
    </button>
  );
});

/** "Add block": the palette of every block type, inserting at the end (or at `index`). */
export function AddBlockMenu({ index, label = 'Add block' }: { index?: number; label?: string }) {
  const { opened, pressHandlers } = useOpenOnPress();
  if (opened) return <opened.menus.AddBlockMenu index={index} label={label} openedBy={opened.by} />;
  return (
    <Button variant="secondary" aria-haspopup="menu" aria-expanded={false} {...pressHandlers}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

/** The palette opened by typing '/' in an empty paragraph, once its code is in. */
export function SlashMenu({ id, index }: { id: string; index: number }) {
  const open = useBuilderStore((state) => state.slashBlockId === id);
  const menus = useLazyModule(blockMenus, open);
  if (!open || !menus) return null;
  return <menus.SlashMenu id={id} index={index} />;
}
