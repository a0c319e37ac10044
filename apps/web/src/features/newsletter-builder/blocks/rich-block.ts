import type { Block, BlockOfType } from '@newsletter-os/contracts';
import { BLOCK_META } from '../document/block-meta';

type TextLike = BlockOfType<'paragraph' | 'h1' | 'h2' | 'h3' | 'blockquote'>;
type ListLike = BlockOfType<'ul' | 'ol'>;
/** A block whose text is rich text: shown statically, edited with Tiptap. */
export type RichBlock = TextLike | ListLike;

export function isListBlock(block: Block): block is ListLike {
  return block.type === 'ul' || block.type === 'ol';
}

export const PLACEHOLDER = "Type text, or press '/' for blocks";

export function textLabel(block: RichBlock): string {
  return `${BLOCK_META[block.type].label} text`;
}

export function alignStyle(block: RichBlock) {
  return block.align ? { textAlign: block.align } : undefined;
}
