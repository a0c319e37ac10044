import type { FeedStatus } from '@newsletter-os/contracts';
import { Archive, CheckCircle2, ChevronDown, Tag, X } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { showSuccess } from '../../shared/toast';
import { Button, focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { safeColor } from '../../shared/ui/safe';
import { DraftIssueButton } from '../ai-drafts';
import { useWorkspaceTags } from '../tags';
import { type BulkChange, useBulkUpdate } from './api';
import { useDraftSelection } from './selection-store';

/** Actions on the selected items: approve (status active), archive, add a tag. */
export function BulkActions({
  workspaceId,
  selectedIds,
  currentStatus,
  onDone,
  onClear,
}: {
  workspaceId: string;
  selectedIds: string[];
  /** The status filter: approving active items or archiving archived ones would change nothing. */
  currentStatus: FeedStatus;
  onDone: () => void;
  onClear: () => void;
}) {
  const bulk = useBulkUpdate(workspaceId);
  const { tags } = useWorkspaceTags(workspaceId);
  const count = selectedIds.length;
  // The draft takes what is selected on the other tabs too (stories and events in one issue).
  const draftIds = useDraftSelection(workspaceId);
  const elsewhere = draftIds.filter((id) => !selectedIds.includes(id)).length;

  const run = (change: Omit<BulkChange, 'ids'>) =>
    bulk.mutate(
      { ids: selectedIds, ...change },
      {
        onSuccess: (result) => {
          showSuccess(result.message);
          onDone();
        },
      },
    );

  return (
    <div
      role="toolbar"
      aria-label="Bulk actions"
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-2.5"
    >
      <p className="mr-auto text-sm font-medium text-indigo-900" aria-live="polite">
        {count === 1 ? '1 item selected' : `${count} items selected`}
        {elsewhere ? ` (${elsewhere} more on other tabs for a draft)` : ''}
      </p>
      {currentStatus !== 'active' ? (
        <Button
          variant="secondary"
          className="py-2"
          disabled={bulk.isPending}
          onClick={() => run({ feedStatus: 'active' })}
        >
          <CheckCircle2 aria-hidden="true" className="size-4 text-green-600" />
          Approve
        </Button>
      ) : null}
      {currentStatus !== 'archived' ? (
        <Button
          variant="secondary"
          className="py-2"
          disabled={bulk.isPending}
          onClick={() => run({ feedStatus: 'archived' })}
        >
          <Archive aria-hidden="true" className="size-4" />
          Archive
        </Button>
      ) : null}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild disabled={bulk.isPending}>
          <Button variant="secondary" className="py-2">
            <Tag aria-hidden="true" className="size-4" />
            Add tag
            <ChevronDown aria-hidden="true" className="size-4" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 max-h-72 min-w-48 overflow-y-auto rounded-xl border border-gray-200 bg-white p-1 shadow-lg"
          >
            {tags.length === 0 ? (
              <p className="px-3 py-2 text-sm text-gray-500">No tags yet</p>
            ) : (
              tags.map((tag) => (
                <DropdownMenu.Item
                  key={tag.id}
                  onSelect={() => run({ addTagIds: [tag.id] })}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-indigo-50',
                    focusRing,
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="size-2.5 rounded-full"
                    style={{ backgroundColor: safeColor(tag.color) }}
                  />
                  {tag.label}
                </DropdownMenu.Item>
              ))
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <DraftIssueButton workspaceId={workspaceId} selectedIds={draftIds} />
      <Button variant="ghost" className="py-2" onClick={onClear}>
        <X aria-hidden="true" className="size-4" />
        Clear selection
      </Button>
    </div>
  );
}
