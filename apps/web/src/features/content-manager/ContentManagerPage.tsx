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
import { ImportFeedDialog } from '../rss-fetchers';
import { useWorkspaceId } from '../workspaces';
import { ContentList } from './ContentList';
import { ItemFormDialog } from './form/ItemFormDialog';
import { contentKinds, kindOf } from './kinds';

type Dialog = { mode: 'create'; feedType: FeedType } | { mode: 'edit'; item: FeedItem } | { mode: 'import' } | null;

/**
 * The content manager (/content-manager; /Ads opens it on the Ads tab): the five kinds of content in tabs, each
 * with filters, bulk actions, and create/edit dialogs.
 */
export function ContentManagerPage({ initialTab = 'rss' }: { initialTab?: FeedType }) {
  const workspaceId = useWorkspaceId();
  const canManage = useCan('manageWorkspaces');
  const [tab, setTab] = useState<FeedType>(initialTab);
  const [dialog, setDialog] = useState<Dialog>(null);
  const tabList = useRef<HTMLDivElement>(null);
  // The tab list appears once the workspace is known.
  useActiveTabIntoView(tabList, workspaceId ? tab : '');

  // /content-manager and /Ads share this screen: moving between them keeps the component, so follow the route.
  useEffect(() => setTab(initialTab), [initialTab]);

  const kind = kindOf(tab);
  const createAction = kind.createPath ? (
    <Button onClick={() => setDialog({ mode: 'create', feedType: tab })}>
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
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as FeedType)} activationMode="manual">
          <Tabs.List
            ref={tabList}
            aria-label="Content kinds"
            className="relative mb-5 flex gap-1 overflow-x-auto border-b border-gray-200"
          >
            {contentKinds.map((k) => (
              <Tabs.Trigger
                key={k.feedType}
                value={k.feedType}
                className={cn(
                  '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                  'border-transparent text-gray-600 hover:border-gray-300 hover:text-gray-900',
                  'data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700',
                  focusRing,
                )}
              >
                {k.label}
              </Tabs.Trigger>
            ))}
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
              dialog?.mode === 'create' ? dialog.feedType : dialog?.mode === 'edit' ? dialog.item.feedType : tab
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
