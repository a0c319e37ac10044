import type { BeehiivRendering } from '@newsletter-os/contracts';
import { Copy } from 'lucide-react';
import { useMemo } from 'react';
import { showError, showSuccess } from '../../../shared/toast';
import { Button } from '../../../shared/ui/Button';
import { beehiivPreviewDocument, formatKilobytes } from './email-preview';

/** The email width Beehiiv's template centres its content in. */
const BEEHIIV_WIDTH = 600;

async function copyBody(html: string) {
  try {
    await navigator.clipboard.writeText(html);
    showSuccess('Beehiiv HTML copied');
  } catch {
    showError('Could not copy the Beehiiv HTML');
  }
}

/**
 * "As Beehiiv will send it": the body Beehiiv receives (inline styles only) and the fields sent beside it, so the
 * publisher sees what the post template will hold before the scheduled publish.
 */
export function BeehiivView({
  beehiiv,
  headerAndFooter = false,
}: {
  beehiiv: BeehiivRendering;
  /** The issue's switch: our logo header and address footer inside the body. */
  headerAndFooter?: boolean;
}) {
  const srcDoc = useMemo(
    () => beehiivPreviewDocument(beehiiv.html, beehiiv.subjectLine),
    [beehiiv.html, beehiiv.subjectLine],
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-700">
        Beehiiv puts this inside its own post template, with your publication's header and footer
        {headerAndFooter
          ? ' (your logo header and address footer are kept too, as this issue asks)'
          : ' (so your logo header and address footer are left out)'}
        , and removes stylesheets: there are no dark-mode or phone-specific rules, and Outlook shows a square button.
      </p>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-2">
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-xs text-gray-600">Subject line</dt>
          <dd className="break-words font-medium text-gray-900">{beehiiv.subjectLine || 'None'}</dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-xs text-gray-600">Web title</dt>
          <dd className="break-words font-medium text-gray-900">{beehiiv.webTitle || 'None'}</dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-xs text-gray-600">Preview text</dt>
          <dd className="break-words font-medium text-gray-900">
            {beehiiv.previewText || 'None: add a preheader so the inbox does not show the first lines'}
          </dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-xs text-gray-600">Thumbnail</dt>
          <dd className="font-medium text-gray-900">
            {beehiiv.thumbnailUrl ? (
              <img src={beehiiv.thumbnailUrl} alt="The post's thumbnail" className="h-12 w-auto rounded" />
            ) : (
              'None: the newsletter has no image'
            )}
          </dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-xs text-gray-600">Body size</dt>
          <dd className="font-medium text-gray-900">{formatKilobytes(beehiiv.bytes)}</dd>
        </div>
      </dl>
      <div className="overflow-x-auto rounded-xl bg-gray-100 p-2 sm:p-4">
        <iframe
          title="Beehiiv preview"
          sandbox=""
          srcDoc={srcDoc}
          style={{ width: BEEHIIV_WIDTH }}
          className="mx-auto block h-[60vh] max-w-none rounded-lg border border-gray-200 bg-white"
        />
      </div>
      <div>
        <Button variant="secondary" onClick={() => void copyBody(beehiiv.html)}>
          <Copy aria-hidden="true" className="size-4" />
          Copy Beehiiv HTML
        </Button>
      </div>
    </div>
  );
}
