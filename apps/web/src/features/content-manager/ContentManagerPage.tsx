import type { FeedItem, FeedType } from '@newsletter-os/contracts';
import { Download, Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Button, focusRing } from '../../shared/ui/Button';
import { PageHeader } from '../../shared/ui/Card';
import { cn } from '../../shared/ui/cn';
import { NoWorkspaceState } from '../../shared/ui/States';
import { useActiveTabIntoView } from '../../shared/ui/use-active-tab-into-view';
import { useCan } from '../../shared/use-can';
import { ModerationQueue, useModerationQueue } from '../portals';
import { ImportFeedDialog } from '../rss-fetchers';
import { useWorkspaceId } from '../workspaces';
import { ContentList } from './ContentList';
import { ItemFormDialog } from './form/ItemFormDialog';
import { contentKinds, kindOf } from './kinds';
import { useSelectionStore } from './selection-store';

type Dialog = { mode: 'create'; feedType: FeedType } | { mode: 'edit'; item: FeedItem } | { mode: 'import' } | null;

/**
 * The content manager (/content-manager; /Ads opens it on the Ads tab): the five kinds of content in tabs, each
 * with filters, bulk actions, and create/edit dialogs.
 */
/** The review queue of submissions sits beside the five kinds of content. */
const REVIEW_TAB = 'review';
type Tab = FeedType | typeof REVIEW_TAB;

export function ContentManagerPage({ initialTab = 'rss' }: { initialTab?: Tab }) {
  const workspaceId = useWorkspaceId();
  const canManage = useCan('manageWorkspaces');
  // The tabs' selections live while the page does (they survive switching tabs, not leaving).
  useEffect(() => () => useSelectionStore.getState().clear(), []);
  const [tab, setTab] = useState<Tab>(initialTab);
  const reviewCount = useReviewCount(workspaceId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const tabList = useRef<HTMLDivElement>(null);
  // The tab list appears once the workspace is known.
  useActiveTabIntoView(tabList, workspaceId ? tab : '');

  // /content-manager and /Ads share this screen: moving between them keeps the component, so follow the route.
  useEffect(() => setTab(initialTab), [initialTab]);

  const feedType: FeedType = tab === REVIEW_TAB ? 'ugc' : tab;
  const kind = kindOf(feedType);
  const createAction =
    tab === REVIEW_TAB ? null : kind.createPath ? (
      <Button onClick={() => setDialog({ mode: 'create', feedType })}>
        <Plus aria-hidden="true" className="size-4" />
        New {kind.noun}
      </Button>
    ) : canManage ? (
      <Button variant="secondary" onClick={() => setDialog({ mode: 'import' })}>
        <Download aria-hidden="true" className="size-4" />
        Import feed
      </Button>
    ) : null;

  return (
    <div>
      <PageHeader
        title="Content Manager"
        subtitle="RSS items, original stories, reader submissions, ads and events for this newsletter."
        actions={workspaceId ? createAction : undefined}
      />
      {workspaceId ? (
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} activationMode="manual">
          <Tabs.List
            ref={tabList}
            aria-label="Content kinds"
            className="relative mb-5 flex gap-1 overflow-x-auto border-b border-gray-200"
          >
            {contentKinds.map((k) => (
              <Tabs.Trigger key={k.feedType} value={k.feedType} className={tabClass}>
                {k.label}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value={REVIEW_TAB} className={tabClass}>
              Review queue
              {reviewCount ? (
                <span className="ml-2 rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {reviewCount}
                </span>
              ) : null}
            </Tabs.Trigger>
          </Tabs.List>
          {contentKinds.map((k) => (
            // Only the open tab is mounted, so each tab starts with clean filters and fetches only when shown.
            <Tabs.Content key={k.feedType} value={k.feedType} className="outline-none">
              <ContentList
                key={workspaceId}
                workspaceId={workspaceId}
                feedType={k.feedType}
                onEdit={(item) => setDialog({ mode: 'edit', item })}
                emptyAction={createAction}
              />
            </Tabs.Content>
          ))}
          <Tabs.Content value={REVIEW_TAB} className="outline-none">
            <ModerationQueue key={workspaceId} workspaceId={workspaceId} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <NoWorkspaceState what="content" headingLevel={2} />
      )}

      {workspaceId ? (
        <>
          <ItemFormDialog
            open={dialog?.mode === 'create' || dialog?.mode === 'edit'}
            onOpenChange={(open) => (open ? undefined : setDialog(null))}
            workspaceId={workspaceId}
            feedType={
              dialog?.mode === 'create' ? dialog.feedType : dialog?.mode === 'edit' ? dialog.item.feedType : feedType
            }
            item={dialog?.mode === 'edit' ? dialog.item : null}
          />
          <ImportFeedDialog
            open={dialog?.mode === 'import'}
            onOpenChange={(open) => (open ? undefined : setDialog(null))}
            workspaceId={workspaceId}
          />
        </>
      ) : null}
    </div>
  );
}

const tabClass = cn(
  '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
  'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
  'data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700',
  focusRing,
);

/** Submissions waiting for a decision, for the tab's count (the queue's first page, shared with the queue). */
function useReviewCount(workspaceId: string | null): number {
  const queue = useModerationQueue(workspaceId ?? '', 'open', 1, workspaceId !== null);
  return queue.data?.counts.pending ?? 0;
}
