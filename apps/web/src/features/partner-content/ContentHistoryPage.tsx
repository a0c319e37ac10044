import type { PartnerUpload } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { History, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { showError, showSuccess } from '../../shared/toast';
import { Button, focusRing } from '../../shared/ui/Button';
import { PageHeader } from '../../shared/ui/Card';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { cn } from '../../shared/ui/cn';
import { TextField } from '../../shared/ui/Field';
import { Pagination } from '../../shared/ui/Pagination';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { SubmissionStatusBadge } from '../portals';
import { useWorkspaceId } from '../workspaces';
import { useUploadHistory, useWithdrawUpload } from './api';

/** /partner-content-history: the caller's own uploads with their status; withdraw one. */
export function ContentHistoryPage() {
  const workspaceId = useWorkspaceId();
  return (
    <div>
      <PageHeader title="Content History" subtitle="Everything you uploaded to this newsletter, and where it stands." />
      {workspaceId ? <HistoryList workspaceId={workspaceId} /> : <NoWorkspaceState what="uploads" headingLevel={2} />}
    </div>
  );
}

function HistoryList({ workspaceId }: { workspaceId: string }) {
  const location = useLocation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim());
  const history = useUploadHistory(workspaceId, page, query);
  const withdraw = useWithdrawUpload(workspaceId);
  const [withdrawing, setWithdrawing] = useState<PartnerUpload | null>(null);
  const rows = history.data?.results ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="w-full sm:w-80">
        <TextField
          label="Search your uploads"
          type="search"
          placeholder="Title or reference"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
      </div>
      {history.isPending ? (
        <LoadingState label="Loading your uploads..." />
      ) : history.isError ? (
        <ErrorState message={errorMessage(history.error)} onRetry={() => history.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={query ? History : Upload}
          title={query ? 'No upload matches your search' : 'No uploads yet'}
          description={query ? undefined : 'What you send from Content Upload appears here with its status.'}
          action={
            query ? undefined : (
              <Link
                to={`/content-upload-portal${location.search}`}
                className={cn('text-sm font-semibold text-indigo-700 underline', focusRing)}
              >
                Upload content
              </Link>
            )
          }
        />
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Your uploads">
          {rows.map((row) => (
            <li
              key={row.trackingId}
              className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
            >
              {row.imageUrl ? (
                <img
                  src={row.imageUrl}
                  alt=""
                  className="h-16 w-24 shrink-0 rounded-lg border border-gray-200 object-cover"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 className="text-base font-semibold break-words text-gray-900">{row.title}</h2>
                  <SubmissionStatusBadge status={row.status} />
                </div>
                <p className="mt-1 text-sm text-gray-600">
                  <span className="font-mono">{row.trackingId}</span> · sent{' '}
                  {format(new Date(row.submittedAt), 'd MMM yyyy')}
                  {row.tags.length ? ` · ${row.tags.map((t) => t.name).join(', ')}` : ''}
                </p>
                {row.reason && (row.status === 'rejected' || row.status === 'needs_changes') ? (
                  <p className="mt-1 text-sm text-gray-700">Message from the team: {row.reason}</p>
                ) : null}
                {row.status === 'approved' ? (
                  <p className="mt-1 text-sm text-gray-700">
                    Approved uploads may already be in a newsletter: to take this one down, ask the team.
                  </p>
                ) : null}
              </div>
              {row.status !== 'withdrawn' && row.status !== 'approved' ? (
                <Button variant="secondary" onClick={() => setWithdrawing(row)} aria-label={`Withdraw ${row.title}`}>
                  Withdraw
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {history.data ? (
        <Pagination
          page={page}
          totalPages={history.data.totalPages}
          count={history.data.count}
          pageSize={history.data.pageSize}
          onPageChange={setPage}
          noun="uploads"
        />
      ) : null}
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => (open ? undefined : setWithdrawing(null))}
        title={`Withdraw “${withdrawing?.title ?? ''}”?`}
        confirmLabel="Withdraw"
        pendingLabel="Withdrawing..."
        pending={withdraw.isPending}
        onConfirm={() =>
          withdrawing &&
          withdraw.mutate(withdrawing.trackingId, {
            onSuccess: () => {
              setWithdrawing(null);
              showSuccess('Upload withdrawn');
            },
            onError: (error) => {
              setWithdrawing(null);
              showError(errorMessage(error));
            },
          })
        }
      >
        It will not be published. You can upload it again later.
      </ConfirmDialog>
    </div>
  );
}
