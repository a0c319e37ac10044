import type { Block } from '@newsletter-os/contracts';
import { lazy, Suspense } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import { LoadingState } from '../../../shared/ui/Spinner';

/**
 * The rewrite dialog (and the AI SDK's streaming it needs) is not needed to show a newsletter: it downloads when a
 * block's menu offers it (the menu asks for it as it opens) and is shown on first use.
 */
export const loadBlockRewriteDialog = () => import('../../ai-rewrite/block-dialog.entry');
const BlockRewriteDialog = lazy(async () => ({ default: (await loadBlockRewriteDialog()).BlockRewriteDialog }));

/** The block's rewrite dialog; while its code downloads, a dialog of the same title says it is loading. */
export function LazyBlockRewriteDialog({
  block,
  onClose,
  onAccept,
}: {
  block: Block;
  onClose: () => void;
  onAccept: (next: Block) => void;
}) {
  const onOpenChange = (open: boolean) => (open ? undefined : onClose());
  return (
    <Suspense
      fallback={
        <Modal open onOpenChange={onOpenChange} title="Rewrite with AI" size="xl">
          <LoadingState label="Loading the rewrite..." />
        </Modal>
      }
    >
      <BlockRewriteDialog block={block} open onOpenChange={onOpenChange} onAccept={onAccept} />
    </Suspense>
  );
}
