import type { BlockType } from '@newsletter-os/contracts';

/** How a block type looks in the editor: its name, emoji icon and pastel colour style (docs/product-spec.md section 3). */
export interface BlockMeta {
  label: string;
  emoji: string;
  /** One line for the block menu. */
  hint: string;
  /** Pastel frame: background, border and the chip's text colour. */
  tone: string;
  chip: string;
  /** Palette group. */
  group: 'Text' | 'Media' | 'Content';
}

export const BLOCK_META: Record<BlockType, BlockMeta> = {
  paragraph: {
    label: 'Paragraph',
    emoji: '📝',
    hint: 'Plain text',
    tone: 'bg-white border-slate-200',
    chip: 'bg-slate-100 text-slate-700',
    group: 'Text',
  },
  h1: {
    label: 'Heading 1',
    emoji: '🔠',
    hint: 'Large section title',
    tone: 'bg-violet-50/60 border-violet-200',
    chip: 'bg-violet-100 text-violet-800',
    group: 'Text',
  },
  h2: {
    label: 'Heading 2',
    emoji: '🔡',
    hint: 'Medium section title',
    tone: 'bg-violet-50/60 border-violet-200',
    chip: 'bg-violet-100 text-violet-800',
    group: 'Text',
  },
  h3: {
    label: 'Heading 3',
    emoji: '🔤',
    hint: 'Small section title',
    tone: 'bg-violet-50/60 border-violet-200',
    chip: 'bg-violet-100 text-violet-800',
    group: 'Text',
  },
  blockquote: {
    label: 'Quote',
    emoji: '💬',
    hint: 'A pulled quote',
    tone: 'bg-amber-50/70 border-amber-200',
    chip: 'bg-amber-100 text-amber-900',
    group: 'Text',
  },
  code: {
    label: 'Code',
    emoji: '💻',
    hint: 'Monospaced text',
    tone: 'bg-zinc-50 border-zinc-300',
    chip: 'bg-zinc-200 text-zinc-800',
    group: 'Text',
  },
  ul: {
    label: 'Bulleted list',
    emoji: '📋',
    hint: 'A list with bullets',
    tone: 'bg-sky-50/70 border-sky-200',
    chip: 'bg-sky-100 text-sky-900',
    group: 'Text',
  },
  ol: {
    label: 'Numbered list',
    emoji: '🔢',
    hint: 'A list with numbers',
    tone: 'bg-sky-50/70 border-sky-200',
    chip: 'bg-sky-100 text-sky-900',
    group: 'Text',
  },
  image: {
    label: 'Image',
    emoji: '🖼️',
    hint: 'Upload or pick from the library',
    tone: 'bg-emerald-50/70 border-emerald-200',
    chip: 'bg-emerald-100 text-emerald-900',
    group: 'Media',
  },
  gif: {
    label: 'GIF',
    emoji: '🎞️',
    hint: 'Search animated GIFs',
    tone: 'bg-pink-50/70 border-pink-200',
    chip: 'bg-pink-100 text-pink-900',
    group: 'Media',
  },
  youtube: {
    label: 'YouTube video',
    emoji: '▶️',
    hint: 'A linked video preview',
    tone: 'bg-red-50/70 border-red-200',
    chip: 'bg-red-100 text-red-900',
    group: 'Media',
  },
  twitter: {
    label: 'Social post',
    emoji: '🐦',
    hint: 'A post on X (Twitter)',
    tone: 'bg-cyan-50/70 border-cyan-200',
    chip: 'bg-cyan-100 text-cyan-900',
    group: 'Media',
  },
  embed: {
    label: 'Embed',
    emoji: '🔗',
    hint: 'A link shown as a card',
    tone: 'bg-teal-50/70 border-teal-200',
    chip: 'bg-teal-100 text-teal-900',
    group: 'Media',
  },
  button: {
    label: 'Button',
    emoji: '🔘',
    hint: 'A call to action',
    tone: 'bg-indigo-50/70 border-indigo-200',
    chip: 'bg-indigo-100 text-indigo-900',
    group: 'Media',
  },
  divider: {
    label: 'Divider',
    emoji: '➖',
    hint: 'A horizontal line',
    tone: 'bg-gray-50 border-gray-200',
    chip: 'bg-gray-200 text-gray-800',
    group: 'Text',
  },
  article: {
    label: 'Article',
    emoji: '📰',
    hint: 'A story from the content manager',
    tone: 'bg-orange-50/70 border-orange-200',
    chip: 'bg-orange-100 text-orange-900',
    group: 'Content',
  },
  event: {
    label: 'Event',
    emoji: '📅',
    hint: 'One event from the content manager',
    tone: 'bg-lime-50/70 border-lime-300',
    chip: 'bg-lime-100 text-lime-900',
    group: 'Content',
  },
  events: {
    label: 'Events list',
    emoji: '🗓️',
    hint: 'Several events in one block',
    tone: 'bg-lime-50/70 border-lime-300',
    chip: 'bg-lime-100 text-lime-900',
    group: 'Content',
  },
  ad: {
    label: 'Ad',
    emoji: '📣',
    hint: 'A sponsor from the content manager',
    tone: 'bg-yellow-50/80 border-yellow-300',
    chip: 'bg-yellow-100 text-yellow-900',
    group: 'Content',
  },
};

/** The palette's order: text first, then media, then content pulled from the content manager. */
export const PALETTE_ORDER: readonly BlockType[] = [
  'paragraph',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'ul',
  'ol',
  'code',
  'divider',
  'image',
  'gif',
  'youtube',
  'twitter',
  'embed',
  'button',
  'article',
  'event',
  'events',
  'ad',
];

/** "Add social post", but brand names and acronyms keep their capitals ("Add YouTube video", "Add GIF"). */
export function addBlockTitle(type: BlockType): string {
  const label = BLOCK_META[type].label;
  return `Add ${label.replace(/^\S+/, (word) => (word.slice(1) === word.slice(1).toLowerCase() ? word.toLowerCase() : word))}`;
}
