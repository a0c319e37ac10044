import { Editor, type Extensions } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

// linkify keeps the console.warn it finds when it loads: the spy is in place before the editor extensions load it.
const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
const { listBlockExtensions, textBlockExtensions } = await import('./editor-extensions');

const editors: Editor[] = [];

/** A block's editor, once created: its extensions' onCreate (where the link extension registers) has run. */
async function blockEditor(extensions: Extensions = textBlockExtensions): Promise<Editor> {
  const editor = new Editor({ element: document.createElement('div'), extensions });
  editors.push(editor);
  await new Promise((resolve) => editor.on('create', resolve));
  return editor;
}

afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
  warn.mockClear();
});

describe('the block editors', () => {
  it('set up links without a linkify warning, however many blocks open after a link was recognised', async () => {
    const first = await blockEditor();
    // Typing an address makes autolink run linkify, which initialises it once for the page.
    first.commands.insertContent('Tickets at example.com ');
    for (let block = 0; block < 3; block += 1) await blockEditor();
    await blockEditor(listBlockExtensions);
    expect(warn.mock.calls.filter(([message]) => String(message).includes('linkify'))).toEqual([]);
  });

  it('still links a typed address with https', async () => {
    const editor = await blockEditor();
    editor.commands.insertContent('See example.com ');
    expect(editor.getJSON().content?.[0]?.content?.[1]).toMatchObject({
      text: 'example.com',
      marks: [{ type: 'link', attrs: { href: 'https://example.com' } }],
    });
  });
});
