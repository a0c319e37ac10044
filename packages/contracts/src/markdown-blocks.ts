import { isSafeLink } from './editor-values';
import { LIST_ITEMS_MAX } from './newsletter-document';
import { type InlineNode, type Mark, TEXT_NODE_MAX } from './newsletter-rich-text';

/**
 * The Markdown an assistant writes, read into newsletter blocks: the chat screen renders these blocks (so an answer
 * is never HTML), and "insert into newsletter" stores them. Only what answers use is understood: headings,
 * paragraphs, lists, quotes, fenced code, rules, and bold / italic / strike / code / links inline. A link that is
 * not http(s) or mailto stays plain text; an image becomes its alt text (no remote images).
 */

type BlockBody =
  | { type: 'paragraph' | 'h1' | 'h2' | 'h3' | 'blockquote'; content: InlineNode[] }
  | { type: 'ul' | 'ol'; items: { content: InlineNode[] }[] }
  | { type: 'code'; content: InlineNode[] }
  | { type: 'divider' };
export type MarkdownBlock = BlockBody & { id: string };

/** Text that reads as an HTML tag is not allowed in newsletter text: its `<` becomes a look-alike. */
const TAG_OPENER = /<(?=[A-Za-z/!?])/g;

function textNode(text: string, marks: Mark[]): InlineNode[] {
  const isCode = marks.some((mark) => mark.type === 'code');
  const clean = isCode ? text : text.replace(TAG_OPENER, '‹');
  if (!clean) return [];
  const node = { type: 'text' as const, text: clean.slice(0, TEXT_NODE_MAX) };
  return [marks.length ? { ...node, marks: [...marks] } : node];
}

interface InlineRule {
  pattern: RegExp;
  apply: (match: RegExpExecArray, marks: Mark[]) => InlineNode[];
}

const inlineRules: InlineRule[] = [
  { pattern: /`([^`]+)`/, apply: (m, marks) => textNode(m[1] ?? '', [...marks, { type: 'code' }]) },
  // An image: its alt text only.
  { pattern: /!\[([^\]]*)\]\(([^)\s]+)\)/, apply: (m, marks) => parseInline(m[1] ?? '', marks) },
  {
    pattern: /\[([^\]]+)\]\(([^)\s]+)\)/,
    apply: (m, marks) => {
      const href = m[2] ?? '';
      return isSafeLink(href)
        ? parseInline(m[1] ?? '', [...marks, { type: 'link', attrs: { href } }])
        : parseInline(m[1] ?? '', marks);
    },
  },
  { pattern: /\*\*([^*]+?)\*\*|__([^_]+?)__/, apply: (m, marks) => bolded(m, marks) },
  { pattern: /~~([^~]+?)~~/, apply: (m, marks) => parseInline(m[1] ?? '', [...marks, { type: 'strike' }]) },
  {
    pattern: /\*([^*\s][^*]*?)\*|(?<![\w])_([^_\s][^_]*?)_(?![\w])/,
    apply: (m, marks) => parseInline(m[1] ?? m[2] ?? '', [...marks, { type: 'italic' }]),
  },
  // A bare web address becomes a link to itself.
  {
    pattern: /https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/,
    apply: (m, marks) =>
      isSafeLink(m[0]) ? textNode(m[0], [...marks, { type: 'link', attrs: { href: m[0] } }]) : textNode(m[0], marks),
  },
];

function bolded(m: RegExpExecArray, marks: Mark[]): InlineNode[] {
  return parseInline(m[1] ?? m[2] ?? '', [...marks, { type: 'bold' }]);
}

/** Inline Markdown into text nodes with marks; the earliest match wins, then the rest of the text is read. */
export function parseInline(text: string, marks: Mark[] = []): InlineNode[] {
  let best: { index: number; match: RegExpExecArray; rule: InlineRule } | undefined;
  for (const rule of inlineRules) {
    const match = rule.pattern.exec(text);
    if (match && (best === undefined || match.index < best.index)) best = { index: match.index, match, rule };
  }
  if (!best) return textNode(text, marks);
  return [
    ...textNode(text.slice(0, best.index), marks),
    ...best.rule.apply(best.match, marks),
    ...parseInline(text.slice(best.index + best.match[0].length), marks),
  ];
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const QUOTE = /^\s*>\s?(.*)$/;
const FENCE = /^\s*(```|~~~)/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;

/** Markdown into blocks; `idOf(n)` names the n-th block (ids must be unique within a newsletter). */
export function markdownToBlocks(markdown: string, idOf: (index: number) => string): MarkdownBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  const add = (block: BlockBody) => blocks.push({ ...block, id: idOf(blocks.length) });
  let paragraph: string[] = [];
  const flushParagraph = () => {
    const joined = paragraph.join(' ').trim();
    if (joined) add({ type: 'paragraph', content: parseInline(joined) });
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (FENCE.test(line)) {
      flushParagraph();
      const fence = FENCE.exec(line)?.[1] ?? '```';
      const code: string[] = [];
      for (i += 1; i < lines.length && !(lines[i] ?? '').trim().startsWith(fence); i++) code.push(lines[i] ?? '');
      const source = code.join('\n');
      add({ type: 'code', content: source ? [{ type: 'text', text: source.slice(0, TEXT_NODE_MAX) }] : [] });
      continue;
    }
    if (!line.trim()) {
      flushParagraph();
      continue;
    }
    if (RULE.test(line)) {
      flushParagraph();
      add({ type: 'divider' });
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flushParagraph();
      const level = Math.min(heading[1]?.length ?? 1, 3);
      add({ type: `h${level}` as 'h1' | 'h2' | 'h3', content: parseInline(heading[2] ?? '') });
      continue;
    }
    const list = BULLET.test(line) ? BULLET : NUMBERED.test(line) ? NUMBERED : undefined;
    if (list) {
      flushParagraph();
      const items: { content: InlineNode[] }[] = [];
      while (i < lines.length && list.test(lines[i] ?? '')) {
        const itemText = list.exec(lines[i] ?? '')?.[1] ?? '';
        if (items.length < LIST_ITEMS_MAX) items.push({ content: parseInline(itemText.trim()) });
        i += 1;
      }
      i -= 1;
      add({ type: list === BULLET ? 'ul' : 'ol', items });
      continue;
    }
    if (QUOTE.test(line)) {
      flushParagraph();
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i] ?? '')) {
        quoted.push(QUOTE.exec(lines[i] ?? '')?.[1] ?? '');
        i += 1;
      }
      i -= 1;
      add({ type: 'blockquote', content: parseInline(quoted.join(' ').trim()) });
      continue;
    }
    paragraph.push(line.trim());
  }
  flushParagraph();
  return blocks;
}
