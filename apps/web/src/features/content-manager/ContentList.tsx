import type { FeedItem, FeedType } from '@newsletter-os/contracts';
import { Inbox, SearchX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { useScheduleSettings } from '../../shared/schedule-settings';
import { Button } from '../../shared/ui/Button';
import { Checkbox } from '../../shared/ui/Checkbox';
import { cn } from '../../shared/ui/cn';
import { Pagination } from '../../shared/ui/Pagination';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { timesInZoneText } from '../../shared/zoned-day';
import { useContentItems } from './api';
import { BulkActions } from './BulkActions';
import { ContentCard } from './ContentCard';
import { ContentFilters } from './ContentFilters';
import {
  CONTENT_PAGE_SIZE,
  defaultFilters,
  type ContentFilters as Filters,
  hasActiveFilters,
  listParams,
} from './filters';
import { kindOf } from './kinds';
import { useTabSelection } from './selection-store';
import { useItemDeletion } from './use-item-deletion';

/**
 * One tab of the content manager: filters, the page of items, multi-select with bulk actions, and paging.
 * Any filter change goes back to page 1 and clears the selection.
 */
export function ContentList({
  workspaceId,
  feedType,
  onEdit,
  emptyAction,
}: {
  workspaceId: string;
  feedType: FeedType;
  onEdit: (item: FeedItem) => void;
  /** Offered when the tab has no items at all (e.g. "New ad"). */
  emptyAction?: ReactNode;
}) {
  const [filters, setFilters] = useState<Filters>(defaultFilters);
  const [page, setPage] = useState(1);
  // Kept per tab while the tabs switch: a draft takes the stories and the events chosen on their tabs.
  const [selected, setSelected] = useTabSelection(workspaceId, feedType);
  const search = useDebouncedValue(filters.search);

  // The debounced search arrives after the keystrokes: when it changes, go back to page 1 in the same render, so
  // no request is made for the new search on the old page.
  const [appliedSearch, setAppliedSearch] = useState(search);
  if (search !== appliedSearch) {
    setAppliedSearch(search);
    setPage(1);
    setSelected(new Set());
  }

  const params = useMemo(
    () => listParams(workspaceId, feedType, filters, search, page),
    [workspaceId, feedType, filters, search, page],
  );
  // Dates and times are on the newsletter's clock: the list waits for its zone rather than show another's first
  // (UTC only when the settings cannot be read).
  const settings = useScheduleSettings(workspaceId);
  const zone = settings.data?.timeZone ?? 'UTC';
  const items = useContentItems(workspaceId, feedType, params);

  const changeFilters = (changes: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...changes }));
    if (!('search' in changes)) {
      setPage(1);
      setSelected(new Set());
    }
  };

  const changePage = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };

  const deletion = useItemDeletion(workspaceId);
  // An item waiting out its undo window is already gone for the user.
  const results = (items.data?.results ?? []).filter((item) => !deletion.hidden.has(item.id));
  const allSelected = results.length > 0 && results.every((item) => selected.has(item.id));
  const someSelected = results.some((item) => selected.has(item.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const kind = kindOf(feedType);
  const filtered = hasActiveFilters(filters);

  return (
    <div className="flex flex-col gap-4">
      <ContentFilters
        workspaceId={workspaceId}
        feedType={feedType}
        filters={filters}
        onChange={changeFilters}
        onReset={() => changeFilters(defaultFilters)}
      />

      {selected.size > 0 ? (
        <BulkActions
          workspaceId={workspaceId}
          selectedIds={[...selected]}
          currentStatus={filters.feedStatus}
          onDone={() => setSelected(new Set())}
          onClear={() => setSelected(new Set())}
        />
      ) : null}

      {items.isPending || settings.isPending ? (
        <LoadingState label="Loading content..." />
      ) : items.isError ? (
        <ErrorState message={errorMessage(items.error)} onRetry={() => items.refetch()} />
      ) : results.length === 0 ? (
        filtered ? (
          <EmptyState
            headingLevel={2}
            icon={SearchX}
            title="Nothing matches these filters"
            description="Try another search, status or date range."
            action={
              <Button variant="secondary" onClick={() => changeFilters(defaultFilters)}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={Inbox}
            headingLevel={2}
            title={`No ${kind.plural} yet`}
            description={
              feedType === 'rss'
                ? 'Add an RSS fetcher in Settings, or import a feed, and its stories will appear here.'
                : `Items you add${feedType === 'ugc' ? ' or readers submit' : ''} will appear here.`
            }
            action={emptyAction}
          />
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3 px-1">
            <Checkbox
              label="Select all on this page"
              checked={allSelected}
              ref={(input) => {
                if (input) input.indeterminate = someSelected && !allSelected;
              }}
              onChange={(event) =>
                setSelected(event.target.checked ? new Set(results.map((item) => item.id)) : new Set())
              }
            />
            {items.isFetching ? <span className="text-xs text-gray-500">Updating…</span> : null}
          </div>
          {feedType === 'events' ? <p className="-mt-2 px-1 text-xs text-gray-600">{timesInZoneText(zone)}</p> : null}
          <ul
            aria-label={`${kind.label} items`}
            aria-busy={items.isFetching || undefined}
            className={cn('flex flex-col gap-3 transition-opacity', items.isPlaceholderData && 'opacity-60')}
          >
            {results.map((item) => (
              <ContentCard
                key={item.id}
                item={item}
                selected={selected.has(item.id)}
                onSelectedChange={(on) => toggle(item.id, on)}
                onEdit={() => onEdit(item)}
                onDelete={() => deletion.requestDelete(item)}
                timeZone={zone}
              />
            ))}
          </ul>
        </>
      )}

      {items.data ? (
        <Pagination
          page={items.data.page}
          totalPages={items.data.totalPages}
          count={items.data.count}
          pageSize={CONTENT_PAGE_SIZE}
          onPageChange={changePage}
          disabled={items.isFetching}
        />
      ) : null}
      {deletion.dialog}
    </div>
  );
}
