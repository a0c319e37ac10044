import type { Block } from '@newsletter-os/contracts';
import { useInserter } from '../inserter';
import { useBuilderStore } from '../store';
import { openSlash } from './block-actions';
import { EventsBody, FeedBody } from './FeedBlocks';
import { GifBody, ImageBody } from './ImageBlocks';
import { RichTextBlock } from './RichTextBlock';
import { ButtonBody, CodeBlockBody, DividerBody, MediaBody } from './SimpleBlocks';

/** A block's content as the email shows it, editable in place. */
export function BlockBody({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
    case 'h1':
    case 'h2':
    case 'h3':
    case 'blockquote':
    case 'ul':
    case 'ol':
      return <RichTextBlock block={block} onSlash={openSlash} />;
    case 'code':
      return <CodeBlockBody block={block} />;
    case 'divider':
      return <DividerBody />;
    case 'button':
      return <ButtonBody block={block} />;
    case 'youtube':
    case 'twitter':
    case 'embed':
      return <MediaBody block={block} />;
    case 'image':
      return (
        <ImageBody
          block={block}
          onReplace={() => {
            const index = useBuilderStore.getState().order.indexOf(block.id);
            useInserter.setState({ request: { type: 'image', index, replaceId: block.id } });
          }}
        />
      );
    case 'gif':
      return <GifBody block={block} />;
    case 'article':
    case 'event':
    case 'ad':
      return <FeedBody block={block} />;
    case 'events':
      return <EventsBody block={block} />;
  }
}
