import { Plus } from 'lucide-react';
import { memo, type ReactNode, useCallback, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { lazyModule, useLazyModule } from '../lazy-module';
import { useBuilderStore } from '../store';
import { labelOf } from './block-actions';
import { MoreDots } from './block-icons';
import { type BlockMenuProps, menuTriggerClass, type OpenedBy } from './menu-trigger';

/** Radix's menus and the block palette: not needed to paint a newsletter (docs/decisions/0040). */
export const blockMenus = lazyModule(() => import('./block-menus'));

type BlockMenus = typeof import('./block-menus');

/**
 * A menu's trigger until the menu is first opened: a plain button that looks and reads the same. Opening it
 * (pointer down, Enter, Space or ↓, as the menu's own trigger) mounts the real menu, already open, as soon as the
 * menus' code is in (it is asked for once the canvas has painted, so it rarely waits). No hook beyond one state per
 * trigger until then: a 300-block newsletter renders 300 of them before its first paint.
 */
function pressHandlers(open: (by: OpenedBy) => void) {
  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) {
        event.preventDefault();
        open('pointer');
      }
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
        event.preventDefault();
        open('keyboard');
      }
    },
    // A click without a pointer press first (assistive technology activating the button) opens it too.
    onClick: () => open('keyboard'),
  };
}

/** The real menu once the menus' code is in; the plain trigger meanwhile (a failed download closes it again). */
function WhenMenusLoaded({
  render,
  pending,
  onFailed,
}: {
  render: (menus: BlockMenus) => ReactNode;
  pending: ReactNode;
  onFailed?: () => void;
}) {
  const menus = useLazyModule(blockMenus, true, onFailed);
  return menus ? render(menus) : pending;
}

/**
 * The actions button of a block. A menu per block costs a few dozen components each (300 blocks: a third of the
 * builder's first render), so until first opened it is a plain button.
 */
export const LazyBlockMenu = memo(function LazyBlockMenu(props: BlockMenuProps) {
  const [opened, setOpened] = useState<OpenedBy | null>(null);
  const closed = useCallback(() => setOpened(null), []);
  const trigger = (
    <button
      type="button"
      aria-label={`${labelOf(props.block)} block actions`}
      aria-haspopup="menu"
      aria-expanded={false}
      className={menuTriggerClass}
      {...pressHandlers(setOpened)}
    >
      <MoreDots />
    </button>
  );
  if (!opened) return trigger;
  return (
    <WhenMenusLoaded
      render={(menus) => <menus.BlockMenu {...props} openedBy={opened} />}
      pending={trigger}
      onFailed={closed}
    />
  );
});

/** "Add block": the palette of every block type, inserting at the end (or at `index`). */
export function AddBlockMenu({ index, label = 'Add block' }: { index?: number; label?: string }) {
  const [opened, setOpened] = useState<OpenedBy | null>(null);
  const closed = useCallback(() => setOpened(null), []);
  const trigger = (
    <Button variant="secondary" aria-haspopup="menu" aria-expanded={false} {...pressHandlers(setOpened)}>
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
  if (!opened) return trigger;
  return (
    <WhenMenusLoaded
      render={(menus) => <menus.AddBlockMenu index={index} label={label} openedBy={opened} />}
      pending={trigger}
      onFailed={closed}
    />
  );
}

/** The palette opened by typing '/' in an empty paragraph, once its code is in. */
export function SlashMenu({ id, index }: { id: string; index: number }) {
  const open = useBuilderStore((state) => state.slashBlockId === id);
  if (!open) return null;
  return <WhenMenusLoaded render={(menus) => <menus.SlashMenu id={id} index={index} />} pending={null} />;
}
