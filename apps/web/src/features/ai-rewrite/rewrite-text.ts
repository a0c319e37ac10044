import { type InlineNode, type MarkdownBlock, markdownToBlocks } from '@newsletter-os/contracts';

/** Text of inline nodes; a link whose words are not its address keeps the address, so the fact check sees it. */
export function plainTextOfInline(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'hardBreak') return '\n';
      const href = node.marks?.find((mark) => mark.type === 'link')?.attrs.href;
      return href && href !== node.text ? `${node.text} (${href})` : node.text;
    })
    .join('');
}

function linesOfBlock(block: MarkdownBlock): string[] {
  switch (block.type) {
    case 'ul':
      return block.items.map((item) => `- ${plainTextOfInline(item.content)}`);
    case 'ol':
      return block.items.map((item, index) => `${index + 1}. ${plainTextOfInline(item.content)}`);
    case 'divider':
      return [];
    default:
      return [plainTextOfInline(block.content)];
  }
}

const blocksOf = (markdown: string) => markdownToBlocks(markdown, (index) => `rewrite-${index}`);

/** A rewrite (Markdown) as plain paragraphs separated by blank lines: what a plain text field takes. */
export function plainTextOfRewrite(markdown: string): string {
  return blocksOf(markdown)
    .map((block) => linesOfBlock(block).join('\n'))
    .filter(Boolean)
    .join('\n\n');
}

const PARAGRAPH_BREAK: InlineNode[] = [{ type: 'hardBreak' }, { type: 'hardBreak' }];

/** A rewrite (Markdown) as the inline content of one text block: bold, links and so on kept, paragraphs as breaks. */
export function inlineOfRewrite(markdown: string): InlineNode[] {
  const paragraphs = blocksOf(markdown).flatMap((block): InlineNode[][] => {
    if ('items' in block) {
      const bullet = block.type === 'ul';
      return block.items.map((item, index): InlineNode[] => [
        { type: 'text', text: bullet ? '• ' : `${index + 1}. ` },
        ...item.content,
      ]);
    }
    return 'content' in block ? [block.content] : [];
  });
  return paragraphs.flatMap((content, index) => (index === 0 ? content : [...PARAGRAPH_BREAK, ...content]));
}

const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi;

/** The text of "plain text or simple HTML" (the content field): tags dropped, paragraphs kept apart. */
export function plainTextOfHtml(value: string): string {
  if (!/<[a-z/!]/i.test(value)) return value.trim();
  const marked = value.replace(BLOCK_END, (tag) => `${tag}\n\n`);
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
