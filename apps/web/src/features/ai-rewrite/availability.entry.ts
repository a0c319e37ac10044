/**
 * Whether a block can be rewritten here, without the rewrite dialog: the builder's block menu asks this at first
 * paint, and the dialog (with the AI SDK's streaming) loads only when a rewrite is opened (block-dialog.entry.ts).
 */
export { canRewriteBlock } from './block-rewrite';
export { useRewriteAvailableHere } from './use-rewrite-available';
