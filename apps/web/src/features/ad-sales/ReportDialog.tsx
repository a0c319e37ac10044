import type { AdBooking } from '@newsletter-os/contracts';
import { Copy, Download, Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showError, showSuccess } from '../../shared/toast';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { ReportFigures } from '../sponsor-report';
import { downloadReportCsv, useAdReport, useCreateReportLink, useRevokeReportLink } from './report-api';

/** A booking's report for staff: the figures, the CSV, and the sponsor's link (copy, renew, turn off). */
export function ReportDialog({
  workspaceId,
  booking,
  onClose,
}: {
  workspaceId: string;
  booking: AdBooking;
  onClose: () => void;
}) {
  const report = useAdReport(workspaceId, booking.id);
  const create = useCreateReportLink(workspaceId, booking.id);
  const revoke = useRevokeReportLink(workspaceId, booking.id);
  const [downloading, setDownloading] = useState(false);
  const link = report.data?.shareLink ?? null;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      showSuccess('Sponsor link copied');
    } catch {
      showError('The link could not be copied: select it and copy it yourself');
    }
  };

  const copySponsorLink = () => {
    if (link) {
      void copy(link.url);
      return;
    }
    create.mutate(undefined, {
      onSuccess: (made) => void copy(made.url),
      onError: (error) => showError(errorMessage(error)),
    });
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportCsv(workspaceId, booking.id);
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Report: ${booking.businessCompanyName}`}
      description={booking.productName}
      size="lg"
    >
      {report.isPending ? (
        <LoadingState label="Loading the report…" />
      ) : report.isError ? (
        <ErrorState message={errorMessage(report.error)} onRetry={() => report.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <ReportFigures report={report.data} headingLevel={3} />
          <section aria-labelledby="sponsor-link-heading" className="flex flex-col gap-3 border-t border-gray-200 pt-4">
            <h3 id="sponsor-link-heading" className="text-base font-semibold text-gray-900">
              Share with the sponsor
            </h3>
            <p className="text-sm text-gray-600">
              {link
                ? 'The sponsor opens the report with this link, without an account. Turn it off to stop it at once.'
                : 'No sponsor link yet. Copying makes one; the sponsor needs no account.'}
            </p>
            {link ? (
              <label className="flex flex-col gap-1 text-sm text-gray-700">
                Sponsor link
                <input
                  readOnly
                  value={link.url}
                  onFocus={(event) => event.currentTarget.select()}
                  className="w-full rounded-lg border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs text-gray-900"
                />
              </label>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Button onClick={copySponsorLink} disabled={create.isPending}>
                <Copy aria-hidden className="size-4" />
                Copy sponsor link
              </Button>
              {link ? (
                <Button
                  variant="secondary"
                  disabled={create.isPending}
                  onClick={() =>
                    create.mutate(undefined, {
                      onSuccess: () => showSuccess('New sponsor link made: the old one no longer works'),
                      onError: (error) => showError(errorMessage(error)),
                    })
                  }
                >
                  <Link2 aria-hidden className="size-4" />
                  New link
                </Button>
              ) : null}
              {link ? (
                <Button
                  variant="secondary"
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(undefined, {
                      onSuccess: () => showSuccess('Sponsor link turned off'),
                      onError: (error) => showError(errorMessage(error)),
                    })
                  }
                >
                  <Link2Off aria-hidden className="size-4" />
                  Turn off link
                </Button>
              ) : null}
              <Button variant="secondary" onClick={download} disabled={downloading}>
                <Download aria-hidden className="size-4" />
                {downloading ? 'Downloading…' : 'Download CSV'}
              </Button>
            </div>
          </section>
        </div>
      )}
    </Modal>
  );
}
