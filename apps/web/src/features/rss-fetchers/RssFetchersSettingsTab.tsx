import type { FetchRun, RssFetcher } from '@newsletter-os/contracts';
import { Download, Plus, Rss } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { showError, showSuccess } from '../../shared/toast';
import { Button } from '../../shared/ui/Button';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { Pagination } from '../../shared/ui/Pagination';
import { SettingsSection } from '../../shared/ui/SettingsSection';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useWorkspaceTags } from '../tags';
import { useWorkspaceId } from '../workspaces';
import { FETCHER_PAGE_SIZE, useDeleteFetcher, useFetchers, useFetchNow } from './api';
import { FetcherCard } from './FetcherCard';
import { FetcherFormDialog } from './FetcherFormDialog';
import { ImportFeedDialog } from './ImportFeedDialog';

/** What a "fetch now" run reported, in words. */
export function describeRun(run: FetchRun): string {
  switch (run.status) {
    case 'ok':
      return run.imported === 1 ? 'Fetched: 1 new item' : `Fetched: ${run.imported} new items`;
    case 'not-modified':
      return 'Fetched: the feed has not changed since the last run';
    case 'queued':
      return 'Fetch queued: new items will appear shortly';
    case 'error':
      return `Fetch failed: ${run.error ?? 'unknown error'}`;
  }
}

/** Settings → RSS fetchers: feeds read on a schedule, with their last run, status, last error and item count. */
export function RssFetchersSettingsTab() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) return <NoWorkspaceState what="RSS fetchers" />;
  return <FetchersSection key={workspaceId} workspaceId={workspaceId} />;
}

function FetchersSection({ workspaceId }: { workspaceId: string }) {
  const [page, setPage] = useState(1);
  const fetchers = useFetchers(workspaceId, page);
  // The cards show each fetcher's default tags by name and colour.
  useWorkspaceTags(workspaceId);
  const remove = useDeleteFetcher(workspaceId);
  const fetchNow = useFetchNow(workspaceId);
  const [formOpen, setFormOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [editing, setEditing] = useState<RssFetcher | null>(null);
  const [deleting, setDeleting] = useState<RssFetcher | null>(null);
  const [fetchingIds, setFetchingIds] = useState<ReadonlySet<string>>(new Set());
  const [lastRuns, setLastRuns] = useState<Record<string, string>>({});

  const openForm = (fetcher: RssFetcher | null) => {
    setEditing(fetcher);
    setFormOpen(true);
  };

  const runNow = (fetcher: RssFetcher) => {
    setFetchingIds((ids) => new Set(ids).add(fetcher.id));
    fetchNow.mutate(fetcher.id, {
      onSuccess: (run) => {
        const text = describeRun(run);
        setLastRuns((runs) => ({ ...runs, [fetcher.id]: text }));
        if (run.status === 'error') showError(text);
        else showSuccess(text);
      },
      onSettled: () =>
        setFetchingIds((ids) => {
          const next = new Set(ids);
          next.delete(fetcher.id);
          return next;
        }),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        showSuccess('RSS fetcher deleted');
        setDeleting(null);
        if (fetchers.data?.results.length === 1 && page > 1) setPage(page - 1);
      },
    });
  };

  const results = fetchers.data?.results ?? [];
  return (
    <SettingsSection
      title="RSS fetchers"
      description="Feeds read on a schedule. New items land in the content manager's RSS tab."
      actions={
        <>
          <Button variant="secondary" onClick={() => setImportOpen(true)}>
            <Download aria-hidden="true" className="size-4" />
            Import once
          </Button>
          <Button onClick={() => openForm(null)}>
            <Plus aria-hidden="true" className="size-4" />
            New fetcher
          </Button>
        </>
      }
    >
      {fetchers.isPending ? (
        <LoadingState label="Loading RSS fetchers..." />
      ) : fetchers.isError ? (
        <ErrorState message={errorMessage(fetchers.error)} onRetry={() => fetchers.refetch()} />
      ) : results.length === 0 ? (
        <EmptyState
          icon={Rss}
          title="No RSS fetchers yet"
          description="Add the feeds of local news sites, councils or clubs to collect their stories automatically."
          action={<Button onClick={() => openForm(null)}>New fetcher</Button>}
        />
      ) : (
        <ul aria-label="RSS fetchers" className="flex flex-col gap-3">
          {results.map((fetcher) => (
            <FetcherCard
              key={fetcher.id}
              fetcher={fetcher}
              fetching={fetchingIds.has(fetcher.id)}
              lastRun={lastRuns[fetcher.id]}
              onFetchNow={() => runNow(fetcher)}
              onEdit={() => openForm(fetcher)}
              onDelete={() => setDeleting(fetcher)}
            />
          ))}
        </ul>
      )}

      {fetchers.data ? (
        <Pagination
          page={fetchers.data.page}
          totalPages={fetchers.data.totalPages}
          count={fetchers.data.count}
          pageSize={FETCHER_PAGE_SIZE}
          noun="fetchers"
          onPageChange={setPage}
          disabled={fetchers.isFetching}
        />
      ) : null}

      <FetcherFormDialog open={formOpen} onOpenChange={setFormOpen} workspaceId={workspaceId} fetcher={editing} />
      <ImportFeedDialog open={importOpen} onOpenChange={setImportOpen} workspaceId={workspaceId} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete RSS fetcher?"
        confirmLabel="Delete fetcher"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      >
        “{deleting?.name}” will stop fetching. Items it already imported stay in the content manager.
      </ConfirmDialog>
    </SettingsSection>
  );
}
