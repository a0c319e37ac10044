import {
  BLOCK_TYPES,
  BLOCKS_MAX,
  isFeedBlock,
  isMediaBlock,
  type NewsletterDocumentInput,
  newsletterDocumentSchema,
} from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { everyBlockDocument } from '../../demo/newsletter-documents';

/** The dotted paths the schema reports for `document`, with their messages. */
function problemsOf(document: unknown): Record<string, string> {
  const result = newsletterDocumentSchema.safeParse(document);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

function withBlocks(...blocks: unknown[]): unknown {
  return { schemaVersion: 1, blocks };
}

function paragraph(id: string, ...content: unknown[]) {
  return { id, type: 'paragraph', content };
}

describe('the newsletter document', () => {
  it('accepts one block of every type', () => {
    const document = everyBlockDocument();
    expect(problemsOf(document)).toEqual({});
    expect(new Set(document.blocks.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
  });

  it('names an unknown block type at the block', () => {
    expect(problemsOf(withBlocks(paragraph('a'), { id: 'b', type: 'marquee' }))).toEqual({
      'blocks.1.type': expect.stringContaining('Block type must be one of'),
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,hi',
    '/relative',
    'ftp://x.example',
  ])('refuses the link %s and names the mark', (href) => {
    const link = { type: 'text', text: 'click', marks: [{ type: 'bold' }, { type: 'link', attrs: { href } }] };
    expect(problemsOf(withBlocks(paragraph('a'), paragraph('b'), paragraph('c'), paragraph('d', link)))).toEqual({
      'blocks.3.content.0.marks.1.attrs.href': 'Link must be a full https, http or mailto address',
    });
  });

  it('accepts https, http and mailto links', () => {
    for (const href of ['https://example.com/a?b=c', 'http://example.com', 'mailto:editor@example.com']) {
      const link = { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] };
      expect(problemsOf(withBlocks(paragraph('a', link)))).toEqual({});
    }
  });

  it('refuses HTML where text is expected, but not in code', () => {
    expect(problemsOf(withBlocks(paragraph('a', { type: 'text', text: 'hi <img src=x onerror=alert(1)>' })))).toEqual({
      'blocks.0.content.0.text': 'Text must not contain HTML tags',
    });
    expect(problemsOf(withBlocks({ id: 'b', type: 'button', label: '<b>Go</b>', href: 'https://x.example' }))).toEqual({
      'blocks.0.label': 'Text must not contain HTML tags',
    });
    const inlineCode = { type: 'text', text: '<div>', marks: [{ type: 'code' }] };
    expect(problemsOf(withBlocks(paragraph('a', { type: 'text', text: 'a < b' }, inlineCode)))).toEqual({});
    expect(problemsOf(withBlocks({ id: 'c', type: 'code', content: [{ type: 'text', text: '<p>' }] }))).toEqual({});
  });

  it('stores a button link typed without a scheme with https://, and still refuses other schemes', () => {
    const button = (href: string) => withBlocks({ id: 'b', type: 'button', label: 'Tickets', href });
    const parsed = newsletterDocumentSchema.parse(button('example.com/tickets'));
    expect(parsed.blocks[0]).toMatchObject({ type: 'button', href: 'https://example.com/tickets' });
    expect(newsletterDocumentSchema.parse(button('mailto:desk@example.com')).blocks[0]).toMatchObject({
      href: 'mailto:desk@example.com',
    });
    expect(newsletterDocumentSchema.parse(button('example.com:8080/a')).blocks[0]).toMatchObject({
      href: 'https://example.com:8080/a',
    });
    for (const href of ['javascript:alert(1)', 'data:text/html,hi', 'not a link']) {
      expect(problemsOf(button(href))).toEqual({
        'blocks.0.href': 'Link must be a full https, http or mailto address',
      });
    }
  });

  it('keeps text styles to the presets and normalises colours', () => {
    const styled = (attrs: unknown) =>
      withBlocks(paragraph('a', { type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs }] }));
    expect(problemsOf(styled({ fontSize: '13px' }))).toEqual({
      'blocks.0.content.0.marks.0.attrs.fontSize': expect.stringContaining('Font size must be one of'),
    });
    expect(Object.keys(problemsOf(styled({ fontFamily: 'Comic Sans MS' })))).toEqual([
      'blocks.0.content.0.marks.0.attrs.fontFamily',
    ]);
    expect(Object.keys(problemsOf(styled({ fontWeight: 650 })))).toEqual([
      'blocks.0.content.0.marks.0.attrs.fontWeight',
    ]);
    expect(Object.keys(problemsOf(styled({ color: 'expression(alert(1))' })))).toEqual([
      'blocks.0.content.0.marks.0.attrs.color',
    ]);

    const parsed = newsletterDocumentSchema.parse(
      styled({ color: 'Tomato', fontSize: '18px', fontFamily: 'Georgia', fontWeight: 900, lineHeight: null }),
    );
    const [block] = parsed.blocks;
    expect(block?.type === 'paragraph' && block.content[0]).toEqual({
      type: 'text',
      text: 'x',
      marks: [
        { type: 'textStyle', attrs: { color: '#ff6347', fontSize: '18px', fontFamily: 'Georgia', fontWeight: 900 } },
      ],
    });
  });

  it('reads the nulls Tiptap writes for unset attributes as absent', () => {
    const parsed = newsletterDocumentSchema.parse(
      withBlocks(
        paragraph('a', {
          type: 'text',
          text: 'x',
          marks: [{ type: 'textStyle', attrs: { color: null, fontSize: null } }],
        }),
      ),
    );
    expect(parsed.blocks[0]).toEqual(
      paragraph('a', { type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs: {} }] }),
    );
  });

  it('reads absent content as empty and string weights as numbers', () => {
    const parsed = newsletterDocumentSchema.parse(
      withBlocks(
        { id: 'a', type: 'h2' },
        paragraph('b', { type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs: { fontWeight: '300' } }] }),
      ),
    );
    expect(parsed.blocks).toEqual([
      { id: 'a', type: 'h2', content: [] },
      paragraph('b', { type: 'text', text: 'x', marks: [{ type: 'textStyle', attrs: { fontWeight: 300 } }] }),
    ]);
  });

  it('checks block ids and their uniqueness', () => {
    expect(Object.keys(problemsOf(withBlocks(paragraph('has space'))))).toEqual(['blocks.0.id']);
    expect(Object.keys(problemsOf(withBlocks(paragraph('x'.repeat(65)))))).toEqual(['blocks.0.id']);
    expect(problemsOf(withBlocks(paragraph('a'), paragraph('a')))).toEqual({ 'blocks.1.id': 'Block id is used twice' });
  });

  it('caps the number of blocks and knows its version', () => {
    const blocks = Array.from({ length: BLOCKS_MAX + 1 }, (_, index) => ({ id: `b${index}`, type: 'divider' }));
    expect(Object.keys(problemsOf({ schemaVersion: 1, blocks }))).toEqual(['blocks']);
    expect(Object.keys(problemsOf({ schemaVersion: 2, blocks: [] }))).toEqual(['schemaVersion']);
  });

  it('validates media URLs per kind', () => {
    const problems = problemsOf(
      withBlocks(
        { id: 'v', type: 'youtube', url: 'https://vimeo.com/123' },
        { id: 't', type: 'twitter', url: 'https://x.com/someone' },
        { id: 'e', type: 'embed', url: 'http://insecure.example.com' },
        { id: 'i', type: 'image', src: 'javascript:alert(1)', alt: '', decorative: true },
        {
          id: 'g',
          type: 'gif',
          src: 'https://static.klipy.com/a.gif',
          alt: 'x',
          width: 1,
          height: 1,
          provider: 'Klipy Inc',
        },
      ),
    );
    expect(Object.keys(problems)).toEqual([
      'blocks.0.url',
      'blocks.1.url',
      'blocks.2.url',
      'blocks.3.src',
      'blocks.4.provider',
    ]);
    const valid: NewsletterDocumentInput = {
      schemaVersion: 1,
      blocks: [
        { id: 'v1', type: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' },
        { id: 'v2', type: 'youtube', url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' },
        { id: 't1', type: 'twitter', url: 'https://twitter.com/someone/status/123' },
        { id: 'i1', type: 'image', src: '/uploads/ws/photo.webp', alt: 'A photo', decorative: false },
      ],
    };
    expect(problemsOf(valid)).toEqual({});
  });

  it('requires the source of feed blocks', () => {
    const problems = problemsOf(
      withBlocks({ id: 'a', type: 'article', contentType: 'feed', snapshot: { title: 'x' } }),
    );
    expect(Object.keys(problems).sort()).toEqual([
      'blocks.0.snapshotAt',
      'blocks.0.sourceItemId',
      'blocks.0.sourceUpdatedAt',
    ]);
  });
});

describe('block kinds', () => {
  it('counts article, event, events, ad and any feed-content block as feed items', () => {
    expect(BLOCK_TYPES.filter((type) => isFeedBlock({ type }))).toEqual(['article', 'event', 'events', 'ad']);
    expect(isFeedBlock({ type: 'paragraph', contentType: 'feed' })).toBe(true);
    expect(isFeedBlock({ type: 'paragraph', contentType: 'original' })).toBe(false);
  });

  it('counts youtube, embed, twitter, image, button and gif as media', () => {
    expect(BLOCK_TYPES.filter((type) => isMediaBlock({ type })).sort()).toEqual([
      'button',
      'embed',
      'gif',
      'image',
      'twitter',
      'youtube',
    ]);
  });
});
