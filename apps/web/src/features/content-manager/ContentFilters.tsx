import { type FeedType, feedStatuses } from '@newsletter-os/contracts';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../shared/ui/Button';
import { SelectField, TextField } from '../../shared/ui/Field';
import { PHONE_QUERY, useMediaQuery } from '../../shared/use-media-query';
import { useCompanyOptions } from '../business-companies';
import { useWorkspaceTags } from '../tags';
import { activeFilterCount, dateRangeProblem, type ContentFilters as Filters, hasActiveFilters } from './filters';
import { LocationFilter } from './LocationFilter';
import { feedStatusLabels } from './StatusBadge';

const statusOptions = feedStatuses.map((status) => ({ value: status, label: feedStatusLabels[status] }));

function sortOptions(feedType: FeedType) {
  return [
    { value: '', label: feedType === 'events' ? 'Upcoming first' : 'Newest first' },
    ...(feedType === 'events' ? [{ value: 'newest', label: 'Newest first' }] : []),
    { value: 'oldest', label: 'Oldest first' },
    { value: 'title', label: 'Title (A–Z)' },
  ];
}

/**
 * The filter bar of a content tab. Every change goes up at once; the list debounces the search itself. On a phone
 * only the search shows; the other filters fold behind a "Filters" button that counts the active ones, so the
 * items start on the first screen.
 */
export function ContentFilters({
  workspaceId,
  feedType,
  filters,
  onChange,
  onReset,
}: {
  workspaceId: string;
  feedType: FeedType;
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
  onReset: () => void;
}) {
  const { tags } = useWorkspaceTags(workspaceId);
  const companies = useCompanyOptions(feedType === 'ads' ? workspaceId : null);
  const rangeProblem = dateRangeProblem(filters);
  const phone = useMediaQuery(PHONE_QUERY);
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  const activeCount = activeFilterCount(filters);

  const search = (
    <TextField
      label="Search"
      type="search"
      placeholder="Search titles, summaries and content"
      value={filters.search}
      onChange={(event) => onChange({ search: event.target.value })}
      trailing={<Search aria-hidden="true" className="mr-1 size-4 text-gray-400" />}
    />
  );
  const more = (
    <>
      <SelectField
        label="Status"
        options={statusOptions}
        value={filters.feedStatus}
        onChange={(event) => onChange({ feedStatus: event.target.value as Filters['feedStatus'] })}
      />
      <SelectField
        label="Sort by"
        options={sortOptions(feedType)}
        value={filters.sortBy}
        onChange={(event) => onChange({ sortBy: event.target.value as Filters['sortBy'] })}
      />
      <TextField
        label="From"
        type="date"
        value={filters.startDate}
        max={filters.endDate || undefined}
        error={rangeProblem ?? undefined}
        onChange={(event) => onChange({ startDate: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={filters.endDate}
        min={filters.startDate || undefined}
        onChange={(event) => onChange({ endDate: event.target.value })}
      />
      <SelectField
        label="Tag"
        options={[{ value: '', label: 'All tags' }, ...tags.map((tag) => ({ value: tag.id, label: tag.label }))]}
        value={filters.tagId}
        onChange={(event) => onChange({ tagId: event.target.value })}
      />
      {feedType === 'ads' ? (
        <SelectField
          label="Company"
          options={[
            { value: '', label: 'All companies' },
            ...(companies.data ?? []).map((company) => ({ value: company.id, label: company.name })),
          ]}
          value={filters.businessCompanyId}
          onChange={(event) => onChange({ businessCompanyId: event.target.value })}
        />
      ) : null}
      {feedType === 'events' ? (
        <>
          <LocationFilter
            workspaceId={workspaceId}
            value={filters.locationIds}
            onChange={(locationIds) => onChange({ locationIds })}
          />
          <TextField
            label="Distance (km)"
            type="number"
            min={1}
            inputMode="decimal"
            placeholder="Location radius"
            disabled={filters.locationIds.length === 0}
            hint={filters.locationIds.length === 0 ? 'Choose a location first.' : undefined}
            value={filters.distanceKm}
            onChange={(event) => onChange({ distanceKm: event.target.value })}
          />
        </>
      ) : null}
    </>
  );

  return (
    // A named form is a landmark; Enter in a field must not reload anything, the filters apply as they change.
    <form
      aria-label="Filter content"
      onSubmit={(event) => event.preventDefault()}
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      {phone ? (
        <>
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">{search}</div>
            <Button
              variant="secondary"
              aria-expanded={expanded}
              aria-controls={moreId}
              onClick={() => setExpanded((open) => !open)}
              className="px-3"
            >
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Filters
              {activeCount > 0 ? (
                <span className="rounded-full bg-indigo-600 px-1.5 text-xs font-semibold text-white">
                  {activeCount}
                  <span className="sr-only"> active</span>
                </span>
              ) : null}
            </Button>
          </div>
          <div id={moreId} hidden={!expanded} className="mt-4 grid gap-4">
            {expanded ? more : null}
          </div>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <div className="sm:col-span-2">{search}</div>
          {more}
        </div>
      )}
      {hasActiveFilters(filters) ? (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" className="px-3 py-1.5" onClick={onReset}>
            <X aria-hidden="true" className="size-4" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </form>
  );
}
