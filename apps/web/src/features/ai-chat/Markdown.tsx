import { type InlineNode, type MarkdownBlock, markdownToBlocks } from '@newsletter-os/contracts';
import { type ReactNode, useMemo } from 'react';

/** Wraps a text node in its marks, innermost first. Links open in a new tab and never send a referrer. */
function inline(nodes: InlineNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    // biome-ignore lint/suspicious/noArrayIndexKey: the nodes of one rendered block never reorder
    if (node.type === 'hardBreak') return <br key={index} />;
    let content: ReactNode = node.text;
    for (const mark of node.marks ?? []) {
      if (mark.type === 'bold') content = <strong>{content}</strong>;
      else if (mark.type === 'italic') content = <em>{content}</em>;
      else if (mark.type === 'strike') content = <s>{content}</s>;
      else if (mark.type === 'code')
        content = <code className="rounded bg-gray-100 px-1 py-0.5 font-mono text-[0.85em]">{content}</code>;
      else if (mark.type === 'link')
        content = (
          <a
            href={mark.attrs.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            {content}
          </a>
        );
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: as above
    return <span key={index}>{content}</span>;
  });
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.type) {
    case 'h1':
      return <h3 className="text-lg font-semibold text-gray-900">{inline(block.content)}</h3>;
    case 'h2':
      return <h4 className="text-base font-semibold text-gray-900">{inline(block.content)}</h4>;
    case 'h3':
      return <h5 className="text-sm font-semibold text-gray-900">{inline(block.content)}</h5>;
    case 'paragraph':
      return <p>{inline(block.content)}</p>;
    case 'blockquote':
      return <blockquote className="border-l-4 border-gray-200 pl-3 text-gray-700">{inline(block.content)}</blockquote>;
    case 'code':
      return (
        <pre className="overflow-x-auto rounded-lg bg-gray-900 p-3 font-mono text-xs text-gray-100">
          {block.content.map((node) => (node.type === 'text' ? node.text : '\n')).join('')}
        </pre>
      );
    case 'ul':
    case 'ol': {
      const List = block.type;
      return (
        <List className={block.type === 'ul' ? 'list-disc pl-5' : 'list-decimal pl-5'}>
          {block.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: list items of one rendered block never reorder
            <li key={index}>{inline(item.content)}</li>
          ))}
        </List>
      );
    }
    case 'divider':
      return <hr className="border-gray-200" />;
  }
}

/**
 * An answer's Markdown, read into the same blocks "insert into newsletter" stores and rendered as React elements:
 * no HTML from the model ever reaches the page, links are http(s) or mailto only, and images are not loaded.
 */
export function Markdown({ text }: { text: string }) {
  const blocks = useMemo(() => markdownToBlocks(text, (index) => `b${index}`), [text]);
  return (
    <div className="flex flex-col gap-3 text-sm leading-relaxed break-words text-gray-800">
      {blocks.map((block) => (
        <Block key={block.id} block={block} />
      ))}
    </div>
  );
}
