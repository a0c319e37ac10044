import { EMAIL_SIZE_ERROR_BYTES, type ReadinessCheck, type RenderedNewsletterResponse } from '@newsletter-os/contracts';
import { AlertOctagon, AlertTriangle, CheckCircle2 } from 'lucide-react';
import { Button } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { useRefreshBlocks } from '../source-changes';
import { formatKilobytes } from './email-preview';

function CheckRow({ check, onShowBlock }: { check: ReadinessCheck; onShowBlock: (blockId: string) => void }) {
  const error = check.severity === 'error';
  const Icon = error ? AlertOctagon : AlertTriangle;
  return (
    <li
      className={cn(
        'flex gap-2 rounded-lg p-2.5 text-sm',
        error ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-950',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* A broken link's full URL is the useful part of its message: it wraps anywhere rather than being cut off. */}
      <span className="min-w-0 wrap-anywhere">
        <span className="sr-only">{error ? 'Error: ' : 'Warning: '}</span>
        {check.message}
        {check.blockIds.length > 0 ? (
          <button
            type="button"
            className="ml-1 underline"
            onClick={() => {
              const first = check.blockIds[0];
              if (first) onShowBlock(first);
            }}
          >
            ({check.blockIds.length} block{check.blockIds.length === 1 ? '' : 's'})
          </button>
        ) : null}
        {check.id === 'feed-changed' ? <RefreshAll /> : null}
      </span>
    </li>
  );
}

/** The stale-blocks finding's action: every changed feed block takes its item's current version. */
function RefreshAll() {
  const refresh = useRefreshBlocks();
  return (
    <button
      type="button"
      className="ml-2 font-semibold underline"
      disabled={refresh.isPending}
      onClick={() => refresh.mutate(undefined)}
    >
      {refresh.isPending ? 'Refreshing…' : 'Refresh all'}
    </button>
  );
}

/** The readiness checks of the rendered email, its size against Gmail's clipping point, and the link check. */
export function ReadinessPanel({
  output,
  checkingLinks,
  linksChecked,
  onCheckLinks,
  onShowBlock,
}: {
  output: RenderedNewsletterResponse;
  checkingLinks: boolean;
  linksChecked: boolean;
  onCheckLinks: () => void;
  /** A finding's "(N blocks)" link: closes the dialog and shows the first block. */
  onShowBlock: (blockId: string) => void;
}) {
  const errors = output.checks.filter((check) => check.severity === 'error');
  const warnings = output.checks.filter((check) => check.severity === 'warning');
  const { stats } = output;
  const share = Math.min(100, Math.round((stats.estimatedBytesAfterLinkRewriting / EMAIL_SIZE_ERROR_BYTES) * 100));
  return (
    <section aria-labelledby="readiness-heading" className="flex flex-col gap-3">
      <h3 id="readiness-heading" className="text-base font-semibold text-gray-900">
        Send readiness
      </h3>
      <p className="text-sm font-medium" role="status">
        {errors.length === 0 && warnings.length === 0 ? (
          <span className="flex items-center gap-1.5 text-emerald-700">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            Ready to send: no problems found
          </span>
        ) : (
          <span className={errors.length > 0 ? 'text-red-800' : 'text-amber-900'}>
            {errors.length} error{errors.length === 1 ? '' : 's'}, {warnings.length} warning
            {warnings.length === 1 ? '' : 's'}
          </span>
        )}
      </p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-xs text-gray-600">Email size</dt>
          <dd className="font-semibold text-gray-900">{formatKilobytes(stats.bytes)}</dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-xs text-gray-600">After link tracking</dt>
          <dd className="font-semibold text-gray-900">≈ {formatKilobytes(stats.estimatedBytesAfterLinkRewriting)}</dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-xs text-gray-600">Links</dt>
          <dd className="font-semibold text-gray-900">{stats.links}</dd>
        </div>
        <div className="rounded-lg bg-gray-50 p-2">
          <dt className="text-xs text-gray-600">Images</dt>
          <dd className="font-semibold text-gray-900">{stats.images}</dd>
        </div>
      </dl>
      <div>
        <meter className="sr-only" min={0} max={100} value={share} aria-label="Share of Gmail's clipping point" />
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-gray-200">
          <div
            className={cn('h-full', share >= 100 ? 'bg-red-600' : share >= 88 ? 'bg-amber-500' : 'bg-emerald-600')}
            style={{ width: `${share}%` }}
          />
        </div>
        <p className="mt-1 text-xs text-gray-600">{share}% of Gmail's clipping point (102 KB)</p>
      </div>
      {output.checks.length > 0 ? (
        <ul aria-label="Readiness checks" className="flex flex-col gap-2">
          {[...errors, ...warnings].map((check, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a check id can repeat with different blocks
            <CheckRow key={`${check.id}-${index}`} check={check} onShowBlock={onShowBlock} />
          ))}
        </ul>
      ) : null}
      <Button
        variant="secondary"
        onClick={onCheckLinks}
        loading={checkingLinks}
        loadingText="Checking links…"
        disabled={linksChecked}
      >
        {linksChecked ? 'Links checked' : 'Check links'}
      </Button>
    </section>
  );
}
