import type { Block, FeedItem, FeedType } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../shared/api/errors';
import { Alert } from '../../../shared/ui/Alert';
import { Button, focusRing } from '../../../shared/ui/Button';
import { cn } from '../../../shared/ui/cn';
import { Modal } from '../../../shared/ui/Modal';
import { Pagination } from '../../../shared/ui/Pagination';
import { LoadingState } from '../../../shared/ui/Spinner';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { defaultFilters, listParams, useContentItems } from '../../content-manager/content-items.entry';
import { eventsBlockOf, feedBlockOf } from '../document/block-factory';

type PickerType = 'article' | 'event' | 'events' | 'ad';

const SOURCES: Record<PickerType, { title: string; feedTypes: readonly FeedType[] }> = {
  article: { title: 'Add an article', feedTypes: ['rss', 'original', 'ugc'] },
  event: { title: 'Add an event', feedTypes: ['events'] },
  events: { title: 'Add an events list', feedTypes: ['events'] },
  ad: { title: 'Add an ad', feedTypes: ['ads'] },
};

const FEED_LABEL: Record<FeedType, string> = {
  rss: 'RSS',
  original: 'Original',
  ugc: 'User submitted',
  ads: 'Ads',
  events: 'Events',
};

function itemMeta(item: FeedItem): string {
  const parts: string[] = [];
  if (item.feedType === 'events' && item.eventStartsAt)
    parts.push(format(new Date(item.eventStartsAt), 'EEE d MMM · p'));
  if (item.venue) parts.push(item.venue);
  if (item.feedType === 'ads' && item.company) parts.push(item.company.name);
  if (item.feedType !== 'events' && item.feedType !== 'ads')
    parts.push(format(new Date(item.publishedAt), 'd MMM yyyy'));
  if (item.source) parts.push(item.source);
  return parts.join(' · ');
}

/**
 * Feed blocks come from the content manager: search the workspace's active items of the right kind and insert a
 * card that keeps the item's id and a snapshot of what it showed.
 */
export function ContentPickerDialog({
  workspaceId,
  type,
  onOpenChange,
  onDone,
}: {
  workspaceId: string;
  type: PickerType;
  onOpenChange: (open: boolean) => void;
  onDone: (blocks: Block[]) => void;
}) {
  const source = SOURCES[type];
  const [feedType, setFeedType] = useState<FeedType>(source.feedTypes[0] ?? 'rss');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<FeedItem[]>([]);
  const [heading, setHeading] = useState('Events this week');
  const debounced = useDebouncedValue(search);
  const params = listParams(workspaceId, feedType, defaultFilters, debounced, page);
  const items = useContentItems(workspaceId, feedType, params);
  const searchId = useId();
  const headingId = useId();
  const multi = type === 'events';

  const toggle = (item: FeedItem) =>
    setChosen((current) =>
      current.some((entry) => entry.id === item.id)
        ? current.filter((entry) => entry.id !== item.id)
        : [...current, item],
    );

  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={source.title}
      description="Pick from the content manager. The newsletter keeps a copy and shows when the original changes."
      size="lg"
      footer={
        multi ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button disabled={chosen.length === 0} onClick={() => onDone([eventsBlockOf(chosen, heading)])}>
              Insert {chosen.length} event{chosen.length === 1 ? '' : 's'}
            </Button>
          </>
        ) : undefined
      }
    >
      <div className="flex flex-col gap-4">
        {source.feedTypes.length > 1 ? (
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Kind of content</legend>
            {source.feedTypes.map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={feedType === option}
                onClick={() => {
                  setFeedType(option);
                  setPage(1);
                }}
                className={cn(
                  'rounded-full border px-3 py-1 text-sm font-medium',
                  feedType === option
                    ? 'border-indigo-600 bg-indigo-600 text-white'
                    : 'border-gray-300 bg-white text-gray-800 hover:bg-gray-50',
                  focusRing,
                )}
              >
                {FEED_LABEL[option]}
              </button>
            ))}
          </fieldset>
        ) : null}
        {multi ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={headingId} className="text-sm font-medium text-gray-800">
              Heading
            </label>
            <input
              id={headingId}
              value={heading}
              maxLength={200}
              onChange={(event) => setHeading(event.target.value)}
              className={cn('rounded-lg border border-gray-300 px-3 py-2 text-sm', focusRing)}
            />
          </div>
        ) : null}
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search content
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-3 size-4 text-gray-500" />
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder="Search by title"
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
            className={cn('block w-full rounded-lg border border-gray-300 py-2 pr-3 pl-9 text-sm', focusRing)}
          />
        </div>
        {items.isPending ? (
          <LoadingState label="Loading content..." />
        ) : items.isError ? (
          <Alert>{errorMessage(items.error)}</Alert>
        ) : items.data.results.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-8 text-center text-sm text-gray-600">
            {debounced
              ? `Nothing matches "${debounced}".`
              : `No active ${FEED_LABEL[feedType].toLowerCase()} items yet.`}
          </p>
        ) : (
          <ul aria-label="Content items" className={cn('flex flex-col gap-2', items.isPlaceholderData && 'opacity-60')}>
            {items.data.results.map((item) => {
              const selected = chosen.some((entry) => entry.id === item.id);
              return (
                <li key={item.id} className="flex items-center gap-3 rounded-xl border border-gray-200 bg-white p-3">
                  {item.imageUrl ? (
                    <img
                      src={item.imageUrl}
                      alt=""
                      className="size-14 shrink-0 rounded-md object-cover"
                      loading="lazy"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-gray-900">{item.title}</p>
                    <p className="truncate text-xs text-gray-600">{itemMeta(item)}</p>
                  </div>
                  {multi ? (
                    <Button
                      variant={selected ? 'primary' : 'secondary'}
                      aria-pressed={selected}
                      onClick={() => toggle(item)}
                      aria-label={`${selected ? 'Remove' : 'Choose'} ${item.title}`}
                    >
                      {selected ? 'Chosen' : 'Choose'}
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      onClick={() => onDone([feedBlockOf(item)])}
                      aria-label={`Insert ${item.title}`}
                    >
                      Insert
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {items.data && items.data.totalPages > 1 ? (
          <Pagination
            page={page}
            totalPages={items.data.totalPages}
            count={items.data.count}
            pageSize={items.data.pageSize}
            onPageChange={setPage}
          />
        ) : null}
      </div>
    </Modal>
  );
}
