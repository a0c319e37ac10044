import type { Block } from '@newsletter-os/contracts';
import { ArrowDown, ArrowUp, Copy, Plus, Repeat, Sparkles, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { canRewriteBlock, useRewriteAvailableHere } from '../../ai-rewrite/availability.entry';
import { BLOCK_META } from '../document/block-meta';
import { requestBlock } from '../inserter';
import { useBuilderStore } from '../store';
import { useActiveEditor } from './active-editor';
import { BlockPaletteItems, menuContentClass, menuItemClass } from './BlockPaletteItems';
import { deleteBlock, duplicate, labelOf, moveWithFocus, TURN_INTO } from './block-actions';
import { MoreDots } from './block-icons';
import { type BlockMenuProps, menuTriggerClass, type OpenedBy } from './menu-trigger';
import { loadBlockRewriteDialog } from './rewrite-dialog';

// The block menus with Radix's menu (and Floating UI): downloaded once the canvas has painted, or when a menu is first
// opened before that; until then each trigger is a plain button that looks and reads the same (BlockMenu.tsx).

/** Opened from the keyboard, a menu starts on its first item (it mounted after that key press). */
function useFirstItemFocus(openedBy: OpenedBy, content: React.RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    if (openedBy !== 'keyboard') return;
    const frame = requestAnimationFrame(() =>
      content.current?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [openedBy, content]);
}

export function BlockMenu({ block, index, count, onRewrite, openedBy }: BlockMenuProps & { openedBy: OpenedBy }) {
  const label = labelOf(block);
  const rewriteAvailable = useRewriteAvailableHere();
  // Actions that move focus themselves (a new block, a neighbour after a delete) keep it.
  const keepFocus = useRef(false);
  const canTurn = (TURN_INTO as readonly string[]).includes(block.type);
  const [open, setOpen] = useState(true);
  const content = useRef<HTMLDivElement>(null);
  useFirstItemFocus(openedBy, content);
  const offersRewrite = rewriteAvailable && canRewriteBlock(block);
  // The rewrite dialog's code downloads while the menu is open, so choosing it rarely waits.
  useEffect(() => {
    if (offersRewrite) void loadBlockRewriteDialog().catch(() => undefined);
  }, [offersRewrite]);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger aria-label={`${label} block actions`} className={menuTriggerClass}>
        <MoreDots />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className={menuContentClass}
          ref={content}
          onCloseAutoFocus={(event) => {
            if (keepFocus.current) event.preventDefault();
            keepFocus.current = false;
          }}
        >
          <DropdownMenu.Item
            className={menuItemClass}
            disabled={index === 0}
            onSelect={() => moveWithFocus(block.id, index - 1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            Move up
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={menuItemClass}
            disabled={index === count - 1}
            onSelect={() => moveWithFocus(block.id, index + 1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            Move down
          </DropdownMenu.Item>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => duplicate(block.id)}>
            <Copy aria-hidden="true" className="size-4" />
            Duplicate
          </DropdownMenu.Item>
          {offersRewrite ? (
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() => {
                keepFocus.current = true;
                onRewrite();
              }}
            >
              <Sparkles aria-hidden="true" className="size-4" />
              Rewrite with AI
            </DropdownMenu.Item>
          ) : null}
          {canTurn ? (
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={menuItemClass}>
                <Repeat aria-hidden="true" className="size-4" />
                Turn into
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent className={menuContentClass}>
                  {TURN_INTO.filter((type) => type !== block.type).map((type) => (
                    <DropdownMenu.Item
                      key={type}
                      className={menuItemClass}
                      onSelect={() =>
                        useBuilderStore.getState().updateBlock(block.id, (old) => ({ ...old, type }) as Block)
                      }
                    >
                      <span aria-hidden="true">{BLOCK_META[type].emoji}</span>
                      {BLOCK_META[type].label}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
          ) : null}
          <DropdownMenu.Sub>
            <DropdownMenu.SubTrigger className={menuItemClass}>
              <Plus aria-hidden="true" className="size-4" />
              Add block below
            </DropdownMenu.SubTrigger>
            <DropdownMenu.Portal>
              <DropdownMenu.SubContent className={menuContentClass}>
                <BlockPaletteItems
                  onPick={(type) => {
                    keepFocus.current = true;
                    requestBlock(type, index + 1);
                  }}
                />
              </DropdownMenu.SubContent>
            </DropdownMenu.Portal>
          </DropdownMenu.Sub>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Item
            className={cn(menuItemClass, 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800')}
            onSelect={() => {
              keepFocus.current = true;
              deleteBlock(block.id);
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The palette opened by typing '/' in an empty paragraph: the chosen type takes the paragraph's place. */
export function SlashMenu({ id, index }: { id: string; index: number }) {
  return (
    <DropdownMenu.Root
      open
      modal={false}
      onOpenChange={(next) => (next ? undefined : useBuilderStore.getState().openSlash(null))}
    >
      <DropdownMenu.Trigger asChild>
        <span aria-hidden="true" tabIndex={-1} className="pointer-events-none absolute top-9 left-12 size-0" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          aria-label="Insert a block"
          className={menuContentClass}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const { editor, blockId } = useActiveEditor.getState();
            if (blockId === id) editor?.commands.focus('end');
          }}
        >
          <BlockPaletteItems
            onPick={(type) => {
              useBuilderStore.getState().openSlash(null);
              if (type !== 'paragraph') requestBlock(type, index, id);
            }}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** "Add block": the palette of every block type, inserting at `index`; mounted open by its plain trigger. */
export function AddBlockMenu({ index, label, openedBy }: { index?: number; label: string; openedBy: OpenedBy }) {
  // A picked block takes the focus (its editor or its first field); the menu must not hand it back to the trigger.
  const picked = useRef(false);
  const [open, setOpen] = useState(true);
  const content = useRef<HTMLDivElement>(null);
  useFirstItemFocus(openedBy, content);
  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary">
          <Plus aria-hidden="true" className="size-4" />
          {label}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className={menuContentClass}
          ref={content}
          onCloseAutoFocus={(event) => {
            if (picked.current) event.preventDefault();
            picked.current = false;
          }}
        >
          <BlockPaletteItems
            onPick={(type) => {
              picked.current = true;
              requestBlock(type, index ?? useBuilderStore.getState().order.length);
            }}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
