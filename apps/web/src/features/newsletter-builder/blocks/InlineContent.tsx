import type { InlineNode, Mark } from '@newsletter-os/contracts';
import type { CSSProperties, ReactNode } from 'react';

function styleOf(attrs: Extract<Mark, { type: 'textStyle' }>['attrs']): CSSProperties {
  return {
    color: attrs.color,
    fontSize: attrs.fontSize,
    fontFamily: attrs.fontFamily,
    fontWeight: attrs.fontWeight,
  };
}

function wrap(mark: Mark, child: ReactNode, key: string): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong key={key}>{child}</strong>;
    case 'italic':
      return <em key={key}>{child}</em>;
    case 'underline':
      return <u key={key}>{child}</u>;
    case 'strike':
      return <s key={key}>{child}</s>;
    case 'code':
      return <code key={key}>{child}</code>;
    case 'link':
      // Not a live link inside the editor: a click edits the text, as in the live editor.
      return (
        <span key={key} className="rt-link" data-href={mark.attrs.href}>
          {child}
        </span>
      );
    case 'textStyle':
      return (
        <span key={key} style={styleOf(mark.attrs)}>
          {child}
        </span>
      );
  }
}

/**
 * Inline content rendered without an editor, laid out like the live editor renders it (the same elements and
 * classes), so a click lands where it would in the editor and only the focused block pays for ProseMirror.
 */
export function InlineContent({ content }: { content: readonly InlineNode[] }) {
  return (
    <>
      {content.map((node, index) => {
        const key = String(index);
        if (node.type === 'hardBreak') return <br key={key} />;
        // Marks apply outermost-first in the order the editor writes them.
        return [...(node.marks ?? [])]
          .reverse()
          .reduce<ReactNode>((child, mark, depth) => wrap(mark, child, `${key}-${depth}`), node.text);
      })}
    </>
  );
}
