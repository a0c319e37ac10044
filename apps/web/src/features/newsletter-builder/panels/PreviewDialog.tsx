import type { RenderedNewsletterResponse } from '@newsletter-os/contracts';
import { Copy, Download, Monitor, Moon, Smartphone } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { showError, showSuccess } from '../../../shared/toast';
import { Button, focusRing } from '../../../shared/ui/Button';
import { Checkbox } from '../../../shared/ui/Checkbox';
import { cn } from '../../../shared/ui/cn';
import { Modal } from '../../../shared/ui/Modal';
import { LoadingState } from '../../../shared/ui/Spinner';
import { ErrorState } from '../../../shared/ui/States';
import { useRenderedNewsletter } from '../api';
import { useBuilderStore } from '../store';
import { BeehiivView } from './BeehiivView';
import { copyForBeehiiv } from './copy-for-beehiiv';
import { withDarkEmulation, withImagesOff } from './email-preview';
import { MarkReady } from './MarkReady';
import { ReadinessPanel } from './ReadinessPanel';
import { TestSendForm } from './TestSendForm';

/** Scrolls the canvas to a block and focuses its frame; false when the block is gone. */
export function focusBlock(blockId: string): boolean {
  const frame = document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(blockId)}"]`);
  if (!frame) return false;
  if (!frame.hasAttribute('tabindex')) frame.tabIndex = -1;
  frame.scrollIntoView({ block: 'center' });
  frame.focus({ preventScroll: true });
  return true;
}

const WIDTHS = { desktop: 600, mobile: 375 } as const;

/** Issue 10 in the builder: the email as it will be sent, its readiness checks, export and a test send. */
export function PreviewDialog({
  workspaceId,
  date,
  open,
  onOpenChange,
}: {
  workspaceId: string;
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const newsletterId = useBuilderStore((state) => state.newsletterId);
  const version = useBuilderStore((state) => state.version);
  // A readiness finding's "(1 block)": the dialog closes and the block, not the Preview button, gets the focus.
  const blockToShow = useRef<string | null>(null);
  const showBlock = (blockId: string) => {
    blockToShow.current = blockId;
    onOpenChange(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Preview and send"
      size="xl"
      onCloseAutoFocus={(event) => {
        const blockId = blockToShow.current;
        blockToShow.current = null;
        if (blockId && focusBlock(blockId)) event.preventDefault();
      }}
    >
      {newsletterId && version ? (
        <PreviewBody
          workspaceId={workspaceId}
          date={date}
          newsletterId={newsletterId}
          version={version}
          onShowBlock={showBlock}
        />
      ) : (
        <p className="text-sm text-gray-600">Save the newsletter first.</p>
      )}
    </Modal>
  );
}

function PreviewBody({
  workspaceId,
  date,
  newsletterId,
  version,
  onShowBlock,
}: {
  workspaceId: string;
  date: string;
  newsletterId: string;
  version: number;
  onShowBlock: (blockId: string) => void;
}) {
  const [checkLinks, setCheckLinks] = useState(false);
  const rendered = useRenderedNewsletter(workspaceId, newsletterId, version, checkLinks);
  if (rendered.isPending) return <LoadingState label="Rendering the email..." />;
  if (rendered.isError) {
    return <ErrorState message={errorMessage(rendered.error)} onRetry={() => void rendered.refetch()} />;
  }
  const output = rendered.data;
  return (
    <div className="flex flex-col gap-6 lg:flex-row">
      <div className="min-w-0 flex-1">
        <EmailViews output={output} />
      </div>
      <aside className="flex w-full flex-col gap-6 lg:w-80 lg:shrink-0">
        <ReadinessPanel
          output={output}
          checkingLinks={checkLinks && rendered.isFetching}
          linksChecked={checkLinks && !rendered.isFetching}
          onCheckLinks={() => setCheckLinks(true)}
          onShowBlock={onShowBlock}
        />
        <MarkReady errorCount={output.checks.filter((check) => check.severity === 'error').length} />
        <ExportPanel output={output} date={date} />
        <TestSendForm workspaceId={workspaceId} newsletterId={newsletterId} />
      </aside>
    </div>
  );
}

function EmailViews({ output }: { output: RenderedNewsletterResponse }) {
  const [view, setView] = useState<'desktop' | 'mobile' | 'text' | 'beehiiv'>('desktop');
  const headerAndFooter = useBuilderStore((state) => state.beehiivHeaderFooter);
  const [dark, setDark] = useState(false);
  const [imagesOff, setImagesOff] = useState(false);
  const html = useMemo(() => {
    const shown = imagesOff ? withImagesOff(output.html) : output.html;
    return dark ? withDarkEmulation(shown) : shown;
  }, [output.html, imagesOff, dark]);
  const tabClass = cn(
    'flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-white/60 data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm',
    focusRing,
  );
  return (
    <Tabs.Root value={view} onValueChange={(value) => setView(value as typeof view)}>
      <div className="flex flex-wrap items-center gap-3">
        <Tabs.List aria-label="Preview" className="flex gap-1 rounded-lg bg-gray-100 p-1">
          <Tabs.Trigger value="desktop" className={tabClass}>
            <Monitor aria-hidden="true" className="size-4" />
            Desktop
          </Tabs.Trigger>
          <Tabs.Trigger value="mobile" className={tabClass}>
            <Smartphone aria-hidden="true" className="size-4" />
            Mobile
          </Tabs.Trigger>
          <Tabs.Trigger value="text" className={tabClass}>
            Plain text
          </Tabs.Trigger>
          <Tabs.Trigger value="beehiiv" className={tabClass}>
            As Beehiiv will send it
          </Tabs.Trigger>
        </Tabs.List>
        {view === 'desktop' || view === 'mobile' ? (
          <div className="flex flex-wrap gap-4">
            <Checkbox
              label={
                <span className="flex items-center gap-1">
                  <Moon aria-hidden="true" className="size-4" />
                  Dark mode
                </span>
              }
              checked={dark}
              onChange={(event) => setDark(event.target.checked)}
            />
            <Checkbox label="Images off" checked={imagesOff} onChange={(event) => setImagesOff(event.target.checked)} />
          </div>
        ) : null}
      </div>
      {(['desktop', 'mobile'] as const).map((width) => (
        <Tabs.Content key={width} value={width} className="mt-3 outline-none">
          <div className="overflow-x-auto rounded-xl bg-gray-100 p-2 sm:p-4">
            <iframe
              title={`Email preview, ${width} width`}
              sandbox=""
              srcDoc={html}
              // Dark mode is emulated inside the document (withDarkEmulation), so pictures are not inverted.
              style={{ width: WIDTHS[width] }}
              className="mx-auto block h-[60vh] max-w-none rounded-lg border border-gray-200 bg-white"
            />
          </div>
          <p className="mt-2 text-xs text-gray-600">
            {WIDTHS[width]} px wide{dark ? ', dark mode emulated' : ''}
            {imagesOff ? ', images off (alt text shown)' : ''}.
          </p>
        </Tabs.Content>
      ))}
      <Tabs.Content value="text" className="mt-3 outline-none">
        {/* The text is wrapped at 78 characters already: the box scrolls sideways instead of wrapping it again. */}
        <textarea
          readOnly
          wrap="off"
          aria-label="Plain-text version"
          value={output.text}
          className="block h-[60vh] w-full resize-none overflow-auto rounded-xl border border-gray-200 bg-white p-4 font-mono text-sm text-gray-900"
        />
      </Tabs.Content>
      <Tabs.Content value="beehiiv" className="mt-3 outline-none">
        <BeehiivView beehiiv={output.beehiiv} headerAndFooter={headerAndFooter} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    showSuccess(`${what} copied`);
  } catch {
    showError(`Could not copy the ${what.toLowerCase()}`);
  }
}

function ExportPanel({ output, date }: { output: RenderedNewsletterResponse; date: string }) {
  const download = () => {
    const url = URL.createObjectURL(new Blob([output.html], { type: 'text/html;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `newsletter-${date}.html`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };
  return (
    <section aria-labelledby="export-heading" className="flex flex-col gap-2">
      <h3 id="export-heading" className="text-base font-semibold text-gray-900">
        Export
      </h3>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          Download HTML
        </Button>
        <Button variant="secondary" onClick={() => void copy(output.html, 'HTML')}>
          <Copy aria-hidden="true" className="size-4" />
          Copy HTML
        </Button>
        <Button variant="secondary" onClick={() => void copy(output.text, 'Plain text')}>
          <Copy aria-hidden="true" className="size-4" />
          Copy plain text
        </Button>
        <Button variant="secondary" onClick={() => void copyForBeehiiv(output.beehiiv.html)}>
          <Copy aria-hidden="true" className="size-4" />
          Copy for Beehiiv
        </Button>
      </div>
    </section>
  );
}
