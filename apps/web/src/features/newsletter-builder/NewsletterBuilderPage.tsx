import type { Newsletter } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, Redo2, Undo2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { Button, focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { AssembleButton, pickedItemIds } from '../issue-assembly';
import { useWorkspaceId } from '../workspaces';
import { builderAnswers } from './answers-loader';
import { useNewsletterOfDate } from './api';
import { BeehiivPlanBanner } from './BeehiivPlanBanner';
import { BlockList } from './blocks/BlockList';
import { blockMenus } from './blocks/BlockMenu';
import { type EditingModule, loadEditing, useEditing } from './blocks/editing-loader';
import { clearPendingKeys } from './blocks/pending-keys';
import { EmailCanvas, ReadersViewToggle } from './canvas/EmailCanvas';
import { DetailsFields } from './DetailsFields';
import { BackupBanner, ConflictBanner, ScheduledBanner } from './EditorBanners';
import { useInserter } from './inserter';
import { parseIssueDate } from './issue-date';
import { BookedAdsPanel } from './panels/BookedAdsPanel';
import { StyleButton, TemplatesMenu } from './panels/HeaderPanels';
import { StartIssue } from './panels/StartIssue';
import { builderKeys } from './query-keys';
import { SaveStatusLine } from './SaveStatusLine';
import { useBuilderStore } from './store';
import { useAutosave } from './use-autosave';
import { useIssueDate } from './use-issue-date';
import { useShowAssembled } from './use-show-assembled';
import { useUndoShortcuts } from './use-undo-shortcuts';
import './builder.css';

// Dialogs opened on request: their code (and the content, image and GIF pickers') downloads on first use.
const loadPreviewDialog = () => import('./panels/PreviewDialog');
const PreviewDialog = lazy(async () => ({ default: (await loadPreviewDialog()).PreviewDialog }));
// "Draft an issue" brings the assistant's settings and tones with it: its own chunk, not the builder's first one.
const DraftIssueButton = lazy(async () => ({ default: (await import('../ai-drafts')).DraftIssueButton }));
const InsertDialogs = lazy(async () => ({ default: (await import('./panels/InsertDialogs')).InsertDialogs }));

// Tiptap comes in a chunk of its own, asked for as soon as the builder's code runs: it downloads and evaluates while
// the page renders and the newsletter is fetched (docs/decisions/0033).
void loadEditing();
// The answer checks (zod) likewise: the newsletter's answer waits for them, the first paint does not.
builderAnswers.load().catch(() => undefined);

/** /newsletter-builder: the workspace's newsletter of an issue date, built from blocks. Full height, no page scroll. */
export function NewsletterBuilderPage() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) {
    return (
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">Newsletter Builder</h1>
        <NoWorkspaceState what="newsletters" headingLevel={2} />
      </div>
    );
  }
  return <Builder key={workspaceId} workspaceId={workspaceId} />;
}

function Builder({ workspaceId }: { workspaceId: string }) {
  const [params] = useSearchParams();
  const date = useIssueDate(workspaceId, params.get('date'));
  if (!date) {
    return (
      <div className="p-4 sm:p-6">
        <h1 className="mb-4 text-base font-bold text-gray-900 sm:text-lg">Newsletter Builder</h1>
        <LoadingState label="Loading newsletter..." />
      </div>
    );
  }
  return <BuilderOfDate workspaceId={workspaceId} date={date} />;
}

function BuilderOfDate({ workspaceId, date }: { workspaceId: string; date: string }) {
  const [, setParams] = useSearchParams();
  const dateId = useId();
  const query = useNewsletterOfDate(workspaceId, date);
  const [previewOpen, setPreviewOpen] = useState(false);
  const saverRef = useRef<{ flush: () => Promise<void> } | null>(null);
  const editing = useEditing((state) => state.module);
  const editingFailed = useEditing((state) => state.failed);
  const showAssembled = useShowAssembled(workspaceId, date);
  // Again after a failed download (the first request leaves as this module loads, below).
  useEffect(() => void loadEditing(), []);

  const changeDate = (next: string) => {
    const valid = parseIssueDate(next);
    if (!valid || valid === date) return;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('date', valid);
        return copy;
      },
      { replace: false },
    );
  };

  const newsletter = query.data;
  return (
    <div className="flex h-full flex-col">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-200 bg-white px-3 py-2 sm:px-5">
        <h1 className="text-base font-bold text-gray-900 sm:text-lg">Newsletter Builder</h1>
        <div className="flex items-center gap-2">
          <label htmlFor={dateId} className="text-sm font-medium text-gray-700">
            Issue date
          </label>
          <input
            id={dateId}
            type="date"
            value={date}
            onChange={(event) => changeDate(event.target.value)}
            className={cn('rounded-lg border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900', focusRing)}
          />
        </div>
        {newsletter ? (
          // On a phone the save status has a line of its own ("Offline, kept locally" beside five buttons would be
          // cut), so nothing moves as it changes while typing.
          <div className="flex w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-1 sm:ml-auto sm:w-auto sm:flex-nowrap">
            <SaveStatusLine />
            <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
              <UndoRedoButtons />
              <AssembleButton
                workspaceId={workspaceId}
                date={date}
                compact
                beforeStart={async () => saverRef.current?.flush()}
                onAssembled={showAssembled}
              />
              {/* A phone's header has room for five buttons; "Assemble this issue" writes with the assistant too. */}
              <span className="hidden sm:contents">
                <Suspense fallback={null}>
                  <DraftIssueButton
                    workspaceId={workspaceId}
                    date={date}
                    compact
                    selectedIds={async () => {
                      await saverRef.current?.flush();
                      return pickedItemIds(workspaceId, date);
                    }}
                    onDrafted={() => void showAssembled()}
                  />
                </Suspense>
              </span>
              <StyleButton workspaceId={workspaceId} />
              <TemplatesMenu workspaceId={workspaceId} />
              <Button
                className="px-3 sm:px-4"
                onPointerEnter={() => void loadPreviewDialog()}
                onFocus={() => void loadPreviewDialog()}
                onClick={async () => {
                  // The dialog opens with its code in: no empty frame while it downloads.
                  await Promise.all([saverRef.current?.flush(), loadPreviewDialog()]);
                  setPreviewOpen(true);
                }}
              >
                <Eye aria-hidden="true" className="size-4" />
                Preview
              </Button>
            </div>
          </div>
        ) : null}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto" data-builder-scroll>
        {query.isPending ? (
          <div className="p-6">
            <LoadingState label="Loading newsletter..." />
          </div>
        ) : query.isError ? (
          <div className="p-6">
            <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
          </div>
        ) : newsletter ? (
          // Shown as soon as the newsletter is in, the editing code or not (docs/decisions/0038).
          <Editor
            key={`${newsletter.id}:${date}`}
            workspaceId={workspaceId}
            date={date}
            newsletter={newsletter}
            saverRef={saverRef}
            editing={editing}
            editingFailed={editingFailed}
          />
        ) : (
          <StartIssue workspaceId={workspaceId} date={date} onAssembled={showAssembled} />
        )}
      </div>
      {newsletter && previewOpen ? (
        <Suspense fallback={null}>
          <PreviewDialog workspaceId={workspaceId} date={date} open={previewOpen} onOpenChange={setPreviewOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}

function UndoRedoButtons() {
  const canUndo = useBuilderStore((state) => state.history.past.length > 0);
  const canRedo = useBuilderStore((state) => state.history.future.length > 0);
  const iconButton = cn(
    'flex size-9 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 disabled:text-gray-300',
    focusRing,
  );
  return (
    <div className="flex items-center">
      <button
        type="button"
        className={iconButton}
        disabled={!canUndo}
        onClick={() => useBuilderStore.getState().undo()}
        aria-label="Undo"
        title="Undo (Ctrl+Z)"
      >
        <Undo2 aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={iconButton}
        disabled={!canRedo}
        onClick={() => useBuilderStore.getState().redo()}
        aria-label="Redo"
        title="Redo (Shift+Ctrl+Z)"
      >
        <Redo2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

function Editor({
  workspaceId,
  date,
  newsletter,
  saverRef,
  editing,
  editingFailed,
}: {
  workspaceId: string;
  date: string;
  newsletter: Newsletter;
  saverRef: React.RefObject<{ flush: () => Promise<void> } | null>;
  /** Tiptap and the selection toolbar; until they arrive, text blocks are static (and keep what is typed). */
  editing: EditingModule | null;
  editingFailed: boolean;
}) {
  const queryClient = useQueryClient();
  // The store holds this newsletter from the first render on (the autosave and banners read it at once).
  useState(() => useBuilderStore.getState().open(newsletter));
  const saver = useAutosave(workspaceId, date);
  saverRef.current = saver;
  useUndoShortcuts();
  const announcement = useBuilderStore((state) => state.announcement);
  const [readersView, setReadersView] = useState(false);

  // The block menus' code once the canvas has painted (an effect runs after the paint), so a menu opens at once.
  useEffect(() => void blockMenus.load().catch(() => undefined), []);

  // Leaving the date: the next visit reads it again from the server (after the save made on the way out).
  useEffect(
    () => () => {
      queryClient.removeQueries({ queryKey: builderKeys.ofDate(workspaceId, date) });
      useBuilderStore.getState().close();
      clearPendingKeys();
    },
    [queryClient, workspaceId, date],
  );

  return (
    <div className="flex flex-col">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-3 pt-4 pb-3 sm:px-6 sm:pt-6">
        {editingFailed && !editing ? (
          <ErrorState message="The editor could not be loaded." onRetry={() => void loadEditing()} />
        ) : null}
        <ScheduledBanner workspaceId={workspaceId} scheduledAt={newsletter.scheduledAt} />
        <BeehiivPlanBanner workspaceId={workspaceId} newsletter={newsletter} />
        <ConflictBanner />
        <BackupBanner workspaceId={workspaceId} date={date} />
        <DetailsFields />
        <BookedAdsPanel workspaceId={workspaceId} date={date} />
        <div className="flex justify-end">
          <ReadersViewToggle on={readersView} onChange={setReadersView} />
        </div>
      </div>
      <EmailCanvas readersView={readersView}>
        <BlockList />
      </EmailCanvas>
      <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="builder-announcer">
        {announcement}
      </p>
      <RequestedInsertDialog workspaceId={workspaceId} />
      {editing ? <editing.SelectionToolbar /> : null}
    </div>
  );
}

/** The dialog of a pending insert request, its code fetched with the first request. */
function RequestedInsertDialog({ workspaceId }: { workspaceId: string }) {
  const requested = useInserter((state) => state.request !== null);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <InsertDialogs workspaceId={workspaceId} />
    </Suspense>
  );
}
