import type { Block } from '@newsletter-os/contracts';
import type { RenderContext } from '../context';
import { renderButtonBlock, renderDividerBlock } from './button';
import { renderAdBlock, renderArticleBlock, renderEventBlock, renderEventsBlock } from './feed-blocks';
import {
  renderEmbedBlock,
  renderGifBlock,
  renderImageBlock,
  renderTwitterBlock,
  renderYoutubeBlock,
} from './media-blocks';
import { renderCodeBlock, renderListBlock, renderTextBlock } from './text-blocks';

/** Whether a text or list block has nothing to show (an empty heading would be announced with no name). */
export function isEmptyBlock(block: Block): boolean {
  if (block.type === 'ul' || block.type === 'ol') return block.items.every((item) => isBlank(item.content));
  if ('content' in block) return isBlank(block.content);
  return false;
}

function isBlank(content: ReadonlyArray<{ type: string; text?: string }>): boolean {
  return content.every((node) => node.type !== 'text' || (node.text ?? '').trim() === '');
}

/** One block as rows of the content table; empty text blocks render nothing. */
export function renderBlock(block: Block, context: RenderContext): string {
  if (isEmptyBlock(block)) return '';
  switch (block.type) {
    case 'paragraph':
    case 'h1':
    case 'h2':
    case 'h3':
    case 'blockquote':
      return renderTextBlock(block, context);
    case 'code':
      return renderCodeBlock(block, context);
    case 'ul':
    case 'ol':
      return renderListBlock(block, context);
    case 'image':
      return renderImageBlock(block, context);
    case 'gif':
      return renderGifBlock(block, context);
    case 'youtube':
      return renderYoutubeBlock(block, context);
    case 'twitter':
      return renderTwitterBlock(block, context);
    case 'embed':
      return renderEmbedBlock(block, context);
    case 'button':
      return renderButtonBlock(block, context);
    case 'divider':
      return renderDividerBlock(context);
    case 'article':
      return renderArticleBlock(block, context);
    case 'event':
      return renderEventBlock(block, context);
    case 'events':
      return renderEventsBlock(block, context);
    case 'ad':
      return renderAdBlock(block, context);
  }
}
