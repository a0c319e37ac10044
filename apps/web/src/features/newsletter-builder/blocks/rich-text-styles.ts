import type { BlockType } from '@newsletter-os/contracts';

/**
 * The typography of each text block type, shared by the live editor and the static rendering: classes of the canvas
 * (builder.css) that read the email theme's fonts, sizes and colours.
 */
export const TEXT_STYLE: Partial<Record<BlockType, string>> = {
  paragraph: 'nl-p',
  h1: 'nl-h1',
  h2: 'nl-h2',
  h3: 'nl-h3',
  blockquote: 'nl-quote',
  ul: 'nl-list',
  ol: 'nl-list',
};

/** Shared by the editor's contenteditable and the static text: same box, so a click maps to the same place. */
export const EDITABLE_BOX = 'rich-text min-h-7 w-full break-words whitespace-pre-wrap outline-none';
