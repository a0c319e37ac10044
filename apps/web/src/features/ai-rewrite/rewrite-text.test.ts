import type { Block } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { blockWithRewrite, canRewriteBlock, rewriteSourceOfBlock } from './block-rewrite';
import { inlineOfRewrite, plainTextOfHtml, plainTextOfRewrite } from './rewrite-text';

describe('rewrite text', () => {
  it('reads simple HTML as paragraphs of text', () => {
    expect(plainTextOfHtml('<p>One <b>bold</b> line</p><p>Two</p>')).toBe('One bold line\n\nTwo');
    expect(plainTextOfHtml('  plain  ')).toBe('plain');
  });

  it('turns a Markdown rewrite into plain paragraphs, keeping link addresses', () => {
    const markdown = 'The **fair** opens at 9.\n\nTickets at [the shop](https://shop.example/fair).\n\n- one\n- two';
    expect(plainTextOfRewrite(markdown)).toBe(
      'The fair opens at 9.\n\nTickets at the shop (https://shop.example/fair).\n\n- one\n- two',
    );
  });

  it('turns a rewrite into one block of inline text with marks and paragraph breaks', () => {
    expect(inlineOfRewrite('Hello **there**\n\nBye')).toEqual([
      { type: 'text', text: 'Hello ' },
      { type: 'text', text: 'there', marks: [{ type: 'bold' }] },
      { type: 'hardBreak' },
      { type: 'hardBreak' },
      { type: 'text', text: 'Bye' },
    ]);
  });

  it('rewrites text blocks and article summaries, nothing else', () => {
    const paragraph: Block = { id: 'p1', type: 'paragraph', content: [{ type: 'text', text: 'Old words' }] };
    expect(canRewriteBlock(paragraph)).toBe(true);
    expect(canRewriteBlock({ id: 'd1', type: 'divider' })).toBe(false);
    if (!canRewriteBlock(paragraph)) throw new Error('expected a text block');
    expect(rewriteSourceOfBlock(paragraph)).toBe('Old words');
    expect(blockWithRewrite(paragraph, 'New *words*')).toEqual({
      id: 'p1',
      type: 'paragraph',
      content: [
        { type: 'text', text: 'New ' },
        { type: 'text', text: 'words', marks: [{ type: 'italic' }] },
      ],
    });
  });
});
