import { markdownToBlocks, newsletterDocumentSchema, parseInline } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';

const ids = (index: number) => `b${index}`;

describe('markdownToBlocks', () => {
  it('reads headings, paragraphs, lists, quotes, code and rules into valid newsletter blocks', () => {
    const markdown = [
      '# Title',
      '#### Deep heading',
      'First line',
      'same paragraph.',
      '',
      '- one',
      '* two',
      '1. first',
      '2) second',
      '> quoted',
      '> on',
      '---',
      '```js',
      'const a = "<b>";',
      '```',
    ].join('\n');
    const blocks = markdownToBlocks(markdown, ids);
    expect(blocks.map((block) => block.type)).toEqual([
      'h1',
      'h3',
      'paragraph',
      'ul',
      'ol',
      'blockquote',
      'divider',
      'code',
    ]);
    expect(blocks[2]).toEqual({
      id: 'b2',
      type: 'paragraph',
      content: [{ type: 'text', text: 'First line same paragraph.' }],
    });
    expect(blocks[3]).toMatchObject({ items: [{ content: [{ text: 'one' }] }, { content: [{ text: 'two' }] }] });
    expect(blocks[7]).toMatchObject({ content: [{ type: 'text', text: 'const a = "<b>";' }] });
    expect(newsletterDocumentSchema.safeParse({ schemaVersion: 1, blocks }).success).toBe(true);
  });

  it('reads inline marks, keeps only safe links, and never lets text open a tag', () => {
    expect(parseInline('**bold** and *it* and `x<y` and ~~gone~~')).toEqual([
      { type: 'text', text: 'bold', marks: [{ type: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'it', marks: [{ type: 'italic' }] },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'x<y', marks: [{ type: 'code' }] },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'gone', marks: [{ type: 'strike' }] },
    ]);
    expect(parseInline('[site](https://a.example/x) [bad](javascript:alert(1))')).toEqual([
      { type: 'text', text: 'site', marks: [{ type: 'link', attrs: { href: 'https://a.example/x' } }] },
      { type: 'text', text: ' ' },
      { type: 'text', text: 'bad' },
      { type: 'text', text: ')' },
    ]);
    expect(parseInline('![a cat](https://img.example/cat.png)')).toEqual([{ type: 'text', text: 'a cat' }]);
    expect(parseInline('see https://a.example/page.')).toEqual([
      { type: 'text', text: 'see ' },
      {
        type: 'text',
        text: 'https://a.example/page',
        marks: [{ type: 'link', attrs: { href: 'https://a.example/page' } }],
      },
      { type: 'text', text: '.' },
    ]);
    const [node] = parseInline('<script>alert(1)</script>');
    expect(node).toEqual({ type: 'text', text: '‹script>alert(1)‹/script>' });
  });
});
