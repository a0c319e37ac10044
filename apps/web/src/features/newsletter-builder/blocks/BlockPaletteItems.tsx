import type { BlockType } from '@newsletter-os/contracts';
import { DropdownMenu } from 'radix-ui';
import { Fragment } from 'react';
import { BLOCK_META, PALETTE_ORDER } from '../document/block-meta';

export const menuItemClass =
  'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-gray-800 outline-none select-none data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-800 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50';
export const menuContentClass =
  'z-50 max-h-[min(28rem,var(--radix-dropdown-menu-content-available-height))] min-w-64 overflow-y-auto rounded-xl border border-gray-200 bg-white p-1.5 shadow-lg';

const GROUPS = ['Text', 'Media', 'Content'] as const;

/** The block types as menu items, grouped (text, media, content from the content manager). */
export function BlockPaletteItems({ onPick }: { onPick: (type: BlockType) => void }) {
  return (
    <>
      {GROUPS.map((group, index) => (
        <Fragment key={group}>
          {index > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-gray-100" /> : null}
          <DropdownMenu.Group>
            <DropdownMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
              {group}
            </DropdownMenu.Label>
            {PALETTE_ORDER.filter((type) => BLOCK_META[type].group === group).map((type) => (
              <DropdownMenu.Item
                key={type}
                className={menuItemClass}
                onSelect={() => onPick(type)}
                textValue={BLOCK_META[type].label}
              >
                <span aria-hidden="true" className="text-base">
                  {BLOCK_META[type].emoji}
                </span>
                <span className="flex flex-col">
                  <span className="font-medium">{BLOCK_META[type].label}</span>
                  <span className="text-xs text-gray-600">{BLOCK_META[type].hint}</span>
                </span>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
        </Fragment>
      ))}
    </>
  );
}
