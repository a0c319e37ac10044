import type { NewsletterDocument } from '@newsletter-os/contracts';

/** The ids of the content-manager items the document's feed blocks were made from. */
export function sourceItemIds(document: NewsletterDocument): string[] {
  const ids = document.blocks.flatMap((block) => {
    if (block.type === 'events') return block.entries.map((entry) => entry.sourceItemId);
    return block.type === 'article' || block.type === 'event' || block.type === 'ad' ? [block.sourceItemId] : [];
  });
  return [...new Set(ids)];
}
