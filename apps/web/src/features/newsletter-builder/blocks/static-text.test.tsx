import type { BlockOfType } from '@newsletter-os/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { builderNewsletter } from '../../../../test/builder-newsletter';
import { currentBlocks, useBuilderStore } from '../store';
import { useEditing } from './editing-loader';
import { clearPendingKeys } from './pending-keys';
import { RichTextBlock } from './RichTextBlock';

// linkify warns once as it loads with the link extension; the spy is in place before the editing code loads it.
vi.spyOn(console, 'warn').mockImplementation(() => {});
const editingModule = await import('./editing-module');

const paragraph: BlockOfType<'paragraph'> = {
  id: 'p1',
  type: 'paragraph',
  align: 'center',
  content: [
    { type: 'text', text: 'Market ' },
    { type: 'text', text: 'on Saturday', marks: [{ type: 'bold' }, { type: 'italic' }] },
    { type: 'text', text: ' with ' },
    { type: 'text', text: 'tickets', marks: [{ type: 'link', attrs: { href: 'https://example.com/tickets' } }] },
    { type: 'hardBreak' },
    { type: 'text', text: 'Free', marks: [{ type: 'textStyle', attrs: { color: '#b91c1c' } }, { type: 'underline' }] },
    { type: 'text', text: ' and ' },
    { type: 'text', text: 'loud', marks: [{ type: 'strike' }] },
  ],
};

const list: BlockOfType<'ul'> = {
  id: 'l1',
  type: 'ul',
  items: [
    { content: [{ type: 'text', text: 'Bread', marks: [{ type: 'bold' }] }] },
    { content: [{ type: 'text', text: 'Fish' }] },
  ],
};

/** The block as the builder renders it: from the store, so what the editor writes comes back. */
function StoredBlock({ id }: { id: string }) {
  const block = useBuilderStore((state) => state.blocks[id]);
  if (!block || (block.type !== 'paragraph' && block.type !== 'ul')) return null;
  return <RichTextBlock block={block} onSlash={() => {}} />;
}

/** Every block of the newsletter in order, as the block list renders them. */
function StoredBlocks() {
  const order = useBuilderStore((state) => state.order);
  return order.map((id) => <StoredBlock key={id} id={id} />);
}

/** What a reader sees of a rendering: text, the marks around each run, links, colours, alignment and list items. */
function visibleShape(root: Element) {
  const marks = ['strong', 'em', 'u', 's', 'code'].map((tag) =>
    [...root.querySelectorAll(tag)].map((element) => `${tag}:${element.textContent}`),
  );
  return {
    text: root.textContent,
    marks: marks.flat(),
    links: [...root.querySelectorAll('a[href], [data-href]')].map(
      (link) => `${link.textContent} → ${link.getAttribute('href') ?? link.getAttribute('data-href')}`,
    ),
    colours: [...root.querySelectorAll<HTMLElement>('span[style]')].map(
      (span) => `${span.textContent}:${span.style.color}`,
    ),
    breaks: root.querySelectorAll('br:not(.ProseMirror-trailingBreak)').length,
    items: [...root.querySelectorAll('li')].map((item) => item.textContent),
    typography: root.querySelector('[data-block-text]')?.className.match(/\bnl-\w+/g),
    aligned: root.querySelector<HTMLElement>('[style*="text-align"]')?.style.textAlign,
  };
}

async function liveShape(id: string, container: Element) {
  act(() => useEditing.setState({ module: editingModule }));
  act(() => useBuilderStore.getState().activate(id, 'end'));
  expect(await screen.findByRole('textbox')).toHaveClass('ProseMirror');
  return visibleShape(container);
}

/** A click far from any text: without layout (jsdom) the editor puts the caret at the end. */
const click = { button: 0, clientX: 500, clientY: 500 };

beforeEach(() => {
  // jsdom has no layout: nothing is under a point, and a text range has no boxes (the editor scrolls its caret
  // into view on focus).
  Object.defineProperty(document, 'elementFromPoint', { value: () => null, configurable: true });
  Object.defineProperty(Range.prototype, 'getClientRects', { value: () => [], configurable: true });
  Object.defineProperty(Range.prototype, 'getBoundingClientRect', { value: () => new DOMRect(), configurable: true });
  useEditing.setState({ module: null, failed: false });
  clearPendingKeys();
});
afterEach(() => useEditing.setState({ module: null, failed: false }));

describe('a text block before its editor', () => {
  it.each([
    ['a paragraph', paragraph],
    ['a list', list],
  ])('shows %s with the same text, marks, links and look as the live editor', async (_, block) => {
    useBuilderStore.getState().open(builderNewsletter([block]));
    const { container } = render(<StoredBlock id={block.id} />);
    expect(container.querySelector('.ProseMirror')).toBeNull();
    const staticShape = visibleShape(container);
    expect(staticShape.text).not.toBe('');
    expect(await liveShape(block.id, container)).toEqual(staticShape);
  });

  it('keeps what is typed after a click before the editing code arrives, and hands it to the editor', async () => {
    useBuilderStore.getState().open(builderNewsletter([{ ...paragraph, content: [{ type: 'text', text: 'Tides' }] }]));
    render(<StoredBlock id="p1" />);
    const text = screen.getByRole('textbox', { name: 'Paragraph text' });
    fireEvent.mouseDown(text, click);
    expect(text).toHaveFocus();
    for (const key of [' ', 'a', 't', 'x', 'Backspace', ' ', '6']) fireEvent.keyDown(text, { key });
    expect(text).toHaveTextContent(/^Tides$/);

    act(() => useEditing.setState({ module: editingModule }));
    const live = screen.getByRole('textbox', { name: 'Paragraph text' });
    expect(live).toHaveClass('ProseMirror');
    expect(live).toHaveFocus();
    expect(currentBlocks()[0]).toMatchObject({ content: [{ type: 'text', text: 'Tides at 6' }] });
  });

  it('replays an Enter typed before the editing code: the block splits and the keys after it go to the new block', () => {
    useBuilderStore.getState().open(builderNewsletter([{ ...paragraph, content: [{ type: 'text', text: 'Tides' }] }]));
    render(<StoredBlocks />);
    const text = screen.getByRole('textbox', { name: 'Paragraph text' });
    fireEvent.mouseDown(text, click);
    for (const key of ['!', 'Enter', 'F', 'e', 'r', 'r', 'y']) fireEvent.keyDown(text, { key });

    act(() => useEditing.setState({ module: editingModule }));
    expect(currentBlocks().map((block) => block.type === 'paragraph' && block.content)).toEqual([
      [{ type: 'text', text: 'Tides!' }],
      [{ type: 'text', text: 'Ferry' }],
    ]);
    expect(screen.getAllByRole('textbox', { name: 'Paragraph text' })[1]).toHaveFocus();
  });

  it('does not take the focus back once left before the editing code arrived', async () => {
    useBuilderStore.getState().open(builderNewsletter([paragraph]));
    render(
      <>
        <StoredBlock id="p1" />
        <input aria-label="Subject" />
      </>,
    );
    const text = screen.getByRole('textbox', { name: 'Paragraph text' });
    fireEvent.mouseDown(text, click);
    const subject = screen.getByLabelText('Subject');
    act(() => subject.focus());
    act(() => useEditing.setState({ module: editingModule }));
    expect(subject).toHaveFocus();
    expect(document.querySelector('.ProseMirror')).toBeNull();
  });
});
