import { z } from 'zod';
import {
  FONT_FAMILIES,
  FONT_SIZES,
  FONT_WEIGHT_VALUES,
  type FontWeight,
  parseColor,
  TEXT_ALIGNMENTS,
} from './editor-constants';
import { isSafeLink, withLinkScheme } from './editor-values';

// Rich text of the newsletter document in the JSON shape of Tiptap/ProseMirror (`{type:'text', text, marks}`), so
// the editor's `getJSON()` is stored as is and the email renderer never parses HTML from a browser.

export const TEXT_NODE_MAX = 10_000;
export const INLINE_NODES_MAX = 1_000;
export const MARKS_MAX = 12;
export const LINK_MAX = 2_000;

export const linkHrefSchema = z
  .string()
  .trim()
  .min(1, { message: 'Link is required' })
  .max(LINK_MAX, { message: `Link must be at most ${LINK_MAX} characters` })
  .refine(isSafeLink, { message: 'Link must be a full https, http or mailto address' });

/** The link of a button or an image block: typed into a field, so "example.com/tickets" is stored with https://. */
export const blockLinkSchema = z.string().transform(withLinkScheme).pipe(linkHrefSchema);

/** An HTML tag or comment opener: `<b`, `</`, `<!`, `<?`. A lone "a < b" is ordinary text. */
const HTML_TAG = /<[A-Za-z/!?]/;

/** Whether a text contains markup; text fields carry plain text only. */
export function containsHtmlTag(value: string): boolean {
  return HTML_TAG.test(value);
}

export const NO_HTML_MESSAGE = 'Text must not contain HTML tags';

/** Plain text without tags, trimmed and bounded; optional fields of snapshots, labels and captions. */
export function plainText(max: number, field = 'Text') {
  return z
    .string()
    .trim()
    .max(max, { message: `${field} must be at most ${max} characters` })
    .refine((value) => !containsHtmlTag(value), { message: NO_HTML_MESSAGE });
}

const colorAttrSchema = z
  .string()
  .max(64)
  .refine((value) => parseColor(value) !== null, { message: 'Colour must be a hex, rgb or named colour' })
  .transform((value) => parseColor(value) ?? value);

/** Tiptap writes null for an unset attribute; stored documents omit it. */
function optionalAttr<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === null ? undefined : value), schema.optional());
}

export const textStyleAttrsSchema = z.object({
  color: optionalAttr(colorAttrSchema),
  fontSize: optionalAttr(z.enum(FONT_SIZES, { message: `Font size must be one of ${FONT_SIZES.join(', ')}` })),
  fontFamily: optionalAttr(z.enum(FONT_FAMILIES, { message: `Font must be one of ${FONT_FAMILIES.join(', ')}` })),
  // Weights read back from the editor's DOM arrive as strings ("700").
  fontWeight: optionalAttr(
    z.preprocess(
      (value) => (typeof value === 'string' && /^\d{3}$/.test(value) ? Number(value) : value),
      z.union(FONT_WEIGHT_VALUES.map((weight) => z.literal(weight)) as [z.ZodLiteral<FontWeight>], {
        message: `Font weight must be one of ${FONT_WEIGHT_VALUES.join(', ')}`,
      }),
    ),
  ),
});

export const markSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('bold') }),
    z.object({ type: z.literal('italic') }),
    z.object({ type: z.literal('underline') }),
    z.object({ type: z.literal('strike') }),
    z.object({ type: z.literal('code') }),
    z.object({ type: z.literal('link'), attrs: z.object({ href: linkHrefSchema }) }),
    z.object({ type: z.literal('textStyle'), attrs: textStyleAttrsSchema }),
  ],
  { message: 'Mark type must be bold, italic, underline, strike, code, link or textStyle' },
);
export type Mark = z.output<typeof markSchema>;
export type MarkType = Mark['type'];

const textNodeSchema = z
  .object({
    type: z.literal('text'),
    text: z
      .string()
      .min(1, { message: 'Text must not be empty' })
      .max(TEXT_NODE_MAX, { message: `Text must be at most ${TEXT_NODE_MAX} characters` }),
    marks: z
      .array(markSchema)
      .max(MARKS_MAX, { message: `At most ${MARKS_MAX} marks` })
      .optional(),
  })
  .superRefine((node, context) => {
    // Inline code shows its text literally (escaped on output), so "<div>" is the content there.
    const isCode = node.marks?.some((mark) => mark.type === 'code') ?? false;
    if (!isCode && containsHtmlTag(node.text)) {
      context.addIssue({ code: 'custom', path: ['text'], message: NO_HTML_MESSAGE });
    }
  });

const hardBreakSchema = z.object({ type: z.literal('hardBreak') });

export const inlineNodeSchema = z.discriminatedUnion('type', [textNodeSchema, hardBreakSchema], {
  message: 'Inline node type must be text or hardBreak',
});
export type InlineNode = z.output<typeof inlineNodeSchema>;
export type TextNode = Extract<InlineNode, { type: 'text' }>;

/** Tiptap omits `content` of an empty node; absent content is read as empty. */
export const inlineContentSchema = z
  .array(inlineNodeSchema)
  .max(INLINE_NODES_MAX, { message: `At most ${INLINE_NODES_MAX} pieces of text in one block` })
  .default([]);

/** Code blocks hold source text, where markup characters are the content (escaped on output). */
export const codeContentSchema = z
  .array(
    z.discriminatedUnion('type', [
      z.object({
        type: z.literal('text'),
        text: z.string().min(1).max(TEXT_NODE_MAX),
        marks: z.array(markSchema).max(MARKS_MAX).optional(),
      }),
      hardBreakSchema,
    ]),
  )
  .max(INLINE_NODES_MAX)
  .default([]);

export const alignSchema = z.enum(TEXT_ALIGNMENTS, { message: 'Alignment must be left, center, right or justify' });

/** The plain text of inline content (hard breaks as newlines): search, previews and plain-text email parts. */
export function plainTextOf(content: readonly InlineNode[]): string {
  return content.map((node) => (node.type === 'text' ? node.text : '\n')).join('');
}
