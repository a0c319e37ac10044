import {
  FONT_FAMILIES,
  FONT_SIZES,
  FONT_WEIGHT_VALUES,
  type InlineNode,
  type Mark,
  parseColor,
} from '@newsletter-os/contracts';

// The block document stores inline content in Tiptap's JSON shape. The live editor wraps it in a one-paragraph
// (or one-list) document; these helpers convert both ways and strip what Tiptap adds (null attributes, link
// target/rel), so a block read back from the editor is exactly what the server stores and undo compares equal.

/** A node of Tiptap's `getJSON()`. */
export interface EditorJson {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorJson[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}

type TextStyleAttrs = Extract<Mark, { type: 'textStyle' }>['attrs'];

function includes<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}

function textStyleAttrs(attrs: Record<string, unknown> = {}): TextStyleAttrs | null {
  const result: TextStyleAttrs = {};
  const color = typeof attrs.color === 'string' ? parseColor(attrs.color) : null;
  if (color) result.color = color;
  if (includes(FONT_SIZES, attrs.fontSize)) result.fontSize = attrs.fontSize;
  if (includes(FONT_FAMILIES, attrs.fontFamily)) result.fontFamily = attrs.fontFamily;
  const weight = typeof attrs.fontWeight === 'string' ? Number(attrs.fontWeight) : attrs.fontWeight;
  if (includes(FONT_WEIGHT_VALUES, weight)) result.fontWeight = weight;
  return Object.keys(result).length > 0 ? result : null;
}

/** One mark as the document stores it; null for marks the document does not keep. */
export function normalizeMark(mark: { type: string; attrs?: Record<string, unknown> }): Mark | null {
  switch (mark.type) {
    case 'bold':
    case 'italic':
    case 'underline':
    case 'strike':
    case 'code':
      return { type: mark.type };
    case 'link':
      return typeof mark.attrs?.href === 'string' ? { type: 'link', attrs: { href: mark.attrs.href } } : null;
    case 'textStyle': {
      const attrs = textStyleAttrs(mark.attrs);
      return attrs ? { type: 'textStyle', attrs } : null;
    }
    default:
      return null;
  }
}

/** Inline content as the document stores it: text and hard breaks, marks cleaned, empty mark lists left out. */
export function normalizeInline(nodes: readonly EditorJson[] | undefined): InlineNode[] {
  const result: InlineNode[] = [];
  for (const node of nodes ?? []) {
    if (node.type === 'hardBreak') result.push({ type: 'hardBreak' });
    else if (node.type === 'text' && node.text) {
      const marks = (node.marks ?? []).map(normalizeMark).filter((mark): mark is Mark => mark !== null);
      result.push(marks.length > 0 ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text });
    }
  }
  return result;
}

function paragraph(content: readonly InlineNode[]): EditorJson {
  return content.length > 0 ? { type: 'paragraph', content: [...content] } : { type: 'paragraph' };
}

/** The live editor's document of a text block (paragraph, heading or quote: the block type styles it). */
export function textEditorDoc(content: readonly InlineNode[]): EditorJson {
  return { type: 'doc', content: [paragraph(content)] };
}

/** The inline content of a text editor's document (all paragraphs joined by hard breaks, should paste add more). */
export function inlineOfTextDoc(doc: EditorJson): InlineNode[] {
  const paragraphs = doc.content ?? [];
  const joined: EditorJson[] = [];
  paragraphs.forEach((node, index) => {
    if (index > 0) joined.push({ type: 'hardBreak' });
    joined.push(...(node.content ?? []));
  });
  return normalizeInline(joined);
}

export type ListItems = { content: InlineNode[] }[];

/** The live editor's document of a list block: one list whose items hold one paragraph each. */
export function listEditorDoc(ordered: boolean, items: ListItems): EditorJson {
  return {
    type: 'doc',
    content: [
      {
        type: ordered ? 'orderedList' : 'bulletList',
        content: items.map((item) => ({ type: 'listItem', content: [paragraph(item.content)] })),
      },
    ],
  };
}

/**
 * The items of a list editor's document; never empty (a list keeps at least one item). A nested list (Tab in the
 * editor) is flattened into the items after its parent: the document's lists are flat.
 */
export function itemsOfListDoc(doc: EditorJson): ListItems {
  const items: ListItems = [];
  const collect = (list: EditorJson) => {
    for (const item of list.content ?? []) {
      const children = item.content ?? [];
      const paragraphs = children.filter((child) => child.type === 'paragraph');
      items.push({ content: inlineOfTextDoc({ type: 'doc', content: paragraphs }) });
      for (const child of children) if (child.type !== 'paragraph') collect(child);
    }
  };
  for (const list of doc.content ?? []) collect(list);
  return items.length > 0 ? items : [{ content: [] }];
}

/** Code block content as the text of a textarea (hard breaks are newlines). */
export function codeTextOf(content: readonly InlineNode[]): string {
  return content.map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}

/** A textarea's text as code block content. */
export function codeContentOf(text: string): InlineNode[] {
  const result: InlineNode[] = [];
  text.split('\n').forEach((line, index) => {
    if (index > 0) result.push({ type: 'hardBreak' });
    if (line) result.push({ type: 'text', text: line });
  });
  return result;
}

/** Whether inline content has any visible text. */
export function hasText(content: readonly InlineNode[]): boolean {
  return content.some((node) => node.type === 'text' && node.text.trim() !== '');
}
