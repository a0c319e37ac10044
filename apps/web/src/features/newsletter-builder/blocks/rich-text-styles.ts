import type { BlockType } from '@newsletter-os/contracts';

/** The typography of each text block type, shared by the live editor and the static rendering. */
export const TEXT_STYLE: Partial<Record<BlockType, string>> = {
  paragraph: 'text-base leading-7',
  h1: 'text-3xl font-bold leading-tight tracking-tight',
  h2: 'text-2xl font-bold leading-snug',
  h3: 'text-xl font-semibold leading-snug',
  blockquote: 'border-l-4 border-amber-300 pl-4 text-lg italic leading-7 text-gray-700',
  ul: 'text-base leading-7',
  ol: 'text-base leading-7',
};

/** Shared by the editor's contenteditable and the static text: same box, so a click maps to the same place. */
export const EDITABLE_BOX = 'rich-text min-h-7 w-full break-words whitespace-pre-wrap outline-none';
