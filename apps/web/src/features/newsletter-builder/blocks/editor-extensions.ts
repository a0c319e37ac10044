import { Extension, type Extensions, Node } from '@tiptap/core';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    fontWeight: {
      /** Sets a weight other than bold (700 is applied as bold formatting). */
      setFontWeight: (fontWeight: number) => ReturnType;
      unsetFontWeight: () => ReturnType;
    };
  }
}

/** Font weight on the text-style mark (the toolbar's weights; Tiptap has no weight extension of its own). */
const FontWeight = Extension.create({
  name: 'fontWeight',
  addGlobalAttributes() {
    return [
      {
        types: ['textStyle'],
        attributes: {
          fontWeight: {
            default: null,
            parseHTML: (element) => {
              const weight = Number(element.style.fontWeight);
              return Number.isFinite(weight) && weight > 0 ? weight : null;
            },
            renderHTML: (attributes) =>
              attributes.fontWeight ? { style: `font-weight: ${attributes.fontWeight}` } : {},
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setFontWeight:
        (fontWeight) =>
        ({ chain }) =>
          chain().setMark('textStyle', { fontWeight }).run(),
      unsetFontWeight:
        () =>
        ({ chain }) =>
          chain().setMark('textStyle', { fontWeight: null }).removeEmptyTextStyle().run(),
    };
  },
});

/** Marks every rich-text block offers (the document's marks: see packages/contracts newsletter-rich-text). */
function inlineKit(listNodes: boolean) {
  return StarterKit.configure({
    document: false,
    heading: false,
    blockquote: false,
    codeBlock: false,
    horizontalRule: false,
    bulletList: listNodes ? {} : false,
    orderedList: listNodes ? {} : false,
    listItem: listNodes ? {} : false,
    listKeymap: listNodes ? {} : false,
    // The builder keeps one undo history for the whole newsletter (typing, styling, moves, deletions).
    undoRedo: false,
    dropcursor: false,
    gapcursor: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      // No `protocols`: https, http and mailto are linkify's own schemes already. Listing them made every block's
      // editor register them again as custom schemes on creation, which linkify refuses (with a console warning per
      // scheme) once a link has been recognised on the page. The document schema keeps links to these three.
      HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: null },
    },
  });
}

const styleMarks: Extensions = [TextStyle, Color, FontFamily, FontSize, FontWeight];

/** A text block's editor: exactly one paragraph (the block type makes it a heading or a quote). */
export const textBlockExtensions: Extensions = [
  Node.create({ name: 'doc', topNode: true, content: 'paragraph' }),
  inlineKit(false),
  ...styleMarks,
];

/** A list block's editor: exactly one list, flat (items hold one paragraph, no nesting). */
export const listBlockExtensions: Extensions = [
  Node.create({ name: 'doc', topNode: true, content: '(bulletList | orderedList)' }),
  inlineKit(true),
  ...styleMarks,
];
