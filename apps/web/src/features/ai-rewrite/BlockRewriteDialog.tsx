import type { Block } from '@newsletter-os/contracts';
import { useWorkspaceId } from '../workspaces';
import { blockWithRewrite, canRewriteBlock, rewriteSourceOfBlock } from './block-rewrite';
import { RewriteDialog } from './RewriteDialog';

/**
 * The rewrite dialog for a newsletter block (a text block or an article's summary). The builder owns the document:
 * it gets the rewritten block through `onAccept` and applies it as one undoable change.
 */
export function BlockRewriteDialog({
  block,
  open,
  onOpenChange,
  onAccept,
}: {
  block: Block;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAccept: (next: Block) => void;
}) {
  const workspaceId = useWorkspaceId();
  if (!workspaceId || !canRewriteBlock(block)) return null;
  return (
    <RewriteDialog
      open={open}
      onOpenChange={onOpenChange}
      workspaceId={workspaceId}
      original={rewriteSourceOfBlock(block)}
      onAccept={(rewrite) => onAccept(blockWithRewrite(block, rewrite))}
    />
  );
}
