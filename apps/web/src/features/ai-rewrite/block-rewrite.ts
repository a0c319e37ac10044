import { type Block, TEXT_BLOCK_TYPES, type TextBlock } from '@newsletter-os/contracts';
import { inlineOfRewrite, plainTextOfInline, plainTextOfRewrite } from './rewrite-text';

/** An article block's summary is plain text of at most this many characters (the document's rule). */
const ARTICLE_SUMMARY_MAX = 5_000;

type RewritableBlock = TextBlock | Extract<Block, { type: 'article' }>;

function isTextBlock(block: Block): block is TextBlock {
  return (TEXT_BLOCK_TYPES as readonly string[]).includes(block.type);
}

export function canRewriteBlock(block: Block): block is RewritableBlock {
  return isTextBlock(block) || block.type === 'article';
}

/** What a rewrite of the block starts from: a text block's words, or an article's summary (else its title). */
export function rewriteSourceOfBlock(block: RewritableBlock): string {
  if (block.type === 'article') return (block.snapshot.summary ?? block.snapshot.title).trim();
  return plainTextOfInline(block.content).trim();
}

/** The block with its text replaced by the rewrite: marks and links kept in text blocks, plain in an article. */
export function blockWithRewrite<T extends RewritableBlock>(block: T, rewrite: string): T {
  if (block.type === 'article') {
    const summary = plainTextOfRewrite(rewrite).slice(0, ARTICLE_SUMMARY_MAX);
    return { ...block, snapshot: { ...block.snapshot, summary } };
  }
  return { ...block, content: inlineOfRewrite(rewrite) };
}
