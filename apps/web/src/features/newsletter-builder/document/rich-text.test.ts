import { COLOR_SWATCHES, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeContentOf,
  codeTextOf,
  inlineOfTextDoc,
  itemsOfListDoc,
  listEditorDoc,
  normalizeInline,
  textEditorDoc,
} from './rich-text';

describe('rich text between the editor and the document', () => {
  it('strips what Tiptap adds: null style attributes, link target and rel, empty text styles', () => {
    const content = normalizeInline([
      {
        type: 'text',
        text: 'Read',
        marks: [
          { type: 'link', attrs: { href: 'https://example.com', target: '_blank', rel: 'noopener', class: null } },
          { type: 'textStyle', attrs: { color: 'RED', fontSize: null, fontFamily: 'Georgia', fontWeight: '700' } },
          { type: 'textStyle', attrs: { color: null, fontSize: null } },
          { type: 'highlight' },
        ],
      },
      { type: 'hardBreak' },
      { type: 'text', text: '' },
    ]);
    expect(content).toEqual([
      {
        type: 'text',
        text: 'Read',
        marks: [
          { type: 'link', attrs: { href: 'https://example.com' } },
          { type: 'textStyle', attrs: { color: '#ff0000', fontFamily: 'Georgia', fontWeight: 700 } },
        ],
      },
      { type: 'hardBreak' },
    ]);
  });

  it('keeps only the size presets, the seven fonts and the six weights', () => {
    const [node] = normalizeInline([
      {
        type: 'text',
        text: 'x',
        marks: [{ type: 'textStyle', attrs: { fontSize: '13px', fontFamily: 'Comic Sans', fontWeight: 650 } }],
      },
    ]);
    expect(node).toEqual({ type: 'text', text: 'x' });
  });

  it('round-trips a text block through the editor document', () => {
    const content = [{ type: 'text' as const, text: 'Hello', marks: [{ type: 'bold' as const }] }];
    expect(inlineOfTextDoc(textEditorDoc(content))).toEqual(content);
    expect(textEditorDoc([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('round-trips a list and flattens a nested list after its parent item', () => {
    const items = [{ content: [{ type: 'text' as const, text: 'One' }] }, { content: [] }];
    expect(itemsOfListDoc(listEditorDoc(false, items))).toEqual(items);
    const nested = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                { type: 'paragraph', content: [{ type: 'text', text: 'A' }] },
                {
                  type: 'bulletList',
                  content: [
                    { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'B' }] }] },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    expect(itemsOfListDoc(nested)).toEqual([
      { content: [{ type: 'text', text: 'A' }] },
      { content: [{ type: 'text', text: 'B' }] },
    ]);
    expect(itemsOfListDoc({ type: 'doc', content: [] })).toEqual([{ content: [] }]);
  });

  it('turns code text into text and hard breaks and back', () => {
    const text = 'const a = 1;\n\n<b>';
    expect(codeTextOf(codeContentOf(text))).toBe(text);
  });

  it('produces blocks the server schema accepts, with every swatch', () => {
    const blocks = COLOR_SWATCHES.map((color, index) => ({
      id: `b${index}`,
      type: 'paragraph',
      content: normalizeInline([{ type: 'text', text: color, marks: [{ type: 'textStyle', attrs: { color } }] }]),
    }));
    expect(newsletterDocumentSchema.safeParse({ schemaVersion: 1, blocks }).success).toBe(true);
  });
});
