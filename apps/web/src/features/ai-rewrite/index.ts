/**
 * Rewriting a text with the assistant: `RewriteDialog` (tone, length, the streamed rewrite beside the original,
 * the fact check, Accept / Discard) and the helpers that turn a rewrite into a plain text field's or a newsletter
 * block's content.
 */

export { BlockRewriteDialog } from './BlockRewriteDialog';
export { canRewriteBlock } from './block-rewrite';
export { RewriteDialog, type RewriteDialogProps } from './RewriteDialog';
export { inlineOfRewrite, plainTextOfHtml, plainTextOfInline, plainTextOfRewrite } from './rewrite-text';
export { useRewriteAvailable, useRewriteAvailableHere } from './use-rewrite-available';
