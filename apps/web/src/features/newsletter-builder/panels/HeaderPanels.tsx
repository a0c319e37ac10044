import { LayoutTemplate, Palette } from 'lucide-react';
import { useCallback, useState } from 'react';
import { showError } from '../../../shared/toast';
import { Button } from '../../../shared/ui/Button';
import { useCan } from '../../../shared/use-can';
import { type LazyModule, lazyModule, useLazyModule } from '../lazy-module';

// The header's Style and Templates buttons. Their dialogs (Radix's dialog, the form fields, the colour field, the
// template list with its confirmation) are not needed to show a newsletter: their code is asked for when the pointer
// or the focus reaches a button, and a dialog opens once it is in (docs/decisions/0040).
const stylePanel = lazyModule(() => import('./StylePanel'));
const templatesDialog = lazyModule(() => import('./TemplatesMenu'));

const preload = (panel: { load: () => Promise<unknown> }) => () => void panel.load().catch(() => undefined);

/** Open state of a header dialog whose code may still be downloading; a failed download says so and closes. */
function useLazyDialog<Module>(panel: LazyModule<Module>, what: string) {
  const [open, setOpen] = useState(false);
  const onFailed = useCallback(() => {
    setOpen(false);
    showError(`The ${what} could not be loaded. Please try again.`);
  }, [what]);
  const module = useLazyModule(panel, open, onFailed);
  return { open, setOpen, module: open ? module : undefined };
}

/** The header's "Style" button; the panel mounts only while open. */
export function StyleButton({ workspaceId }: { workspaceId: string }) {
  const { open, setOpen, module } = useLazyDialog(stylePanel, 'style panel');
  return (
    <>
      <Button
        variant="secondary"
        className="px-3 sm:px-4"
        onPointerEnter={preload(stylePanel)}
        onFocus={preload(stylePanel)}
        onClick={() => setOpen(true)}
        aria-label="Style"
      >
        <Palette aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Style</span>
      </Button>
      {module ? <module.StylePanel workspaceId={workspaceId} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

/** Templates: the header's button and its dialog, for those who may edit newsletters. */
export function TemplatesMenu({ workspaceId }: { workspaceId: string }) {
  const canEdit = useCan('editNewsletters');
  const { open, setOpen, module } = useLazyDialog(templatesDialog, 'templates');
  if (!canEdit) return null;
  return (
    <>
      <Button
        variant="secondary"
        className="px-3 sm:px-4"
        onPointerEnter={preload(templatesDialog)}
        onFocus={preload(templatesDialog)}
        onClick={() => setOpen(true)}
        aria-label="Templates"
      >
        <LayoutTemplate aria-hidden="true" className="size-4" />
        <span className="hidden sm:inline">Templates</span>
      </Button>
      {module ? <module.TemplatesDialog workspaceId={workspaceId} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
