import type { Block } from '@newsletter-os/contracts';
import { focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';

// What a block menu's plain trigger (BlockMenu.tsx) and the real menu (block-menus.tsx) share.

export const menuTriggerClass = cn(
  'flex size-8 shrink-0 items-center justify-center rounded-md text-gray-600 hover:bg-white/70 hover:text-gray-900',
  focusRing,
);

export type OpenedBy = 'pointer' | 'keyboard';

export interface BlockMenuProps {
  block: Block;
  index: number;
  count: number;
  onRewrite: () => void;
}
