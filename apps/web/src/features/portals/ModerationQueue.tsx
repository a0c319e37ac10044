import { BLOCK_REASON_LABELS, type ModerationItem } from '@newsletter-os/contracts';
import { Inbox, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { useScheduleSettings } from '../../shared/schedule-settings';
import { showError, showSuccess } from '../../shared/toast';
import { SelectField } from '../../shared/ui/Field';
import { Pagination } from '../../shared/ui/Pagination';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState } from '../../shared/ui/States';
import { QUEUE_PAGE_SIZE, useModerate, useModerationQueue } from './api';
import { ModerationCard } from './ModerationCard';
import { ReasonDialog } from './ReasonDialog';

const views = [
  { value: 'open', label: 'Waiting for review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'withdrawn', label: 'Withdrawn' },
];

type Pending = { submission: ModerationItem; action: 'reject' | 'needs_changes' } | null;

/** Keys that act on the active submission; typing in a field never triggers them. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
      target.isContentEditable ||
      target.closest('[contenteditable]:not([contenteditable="false"])') !== null)
  );
}

/** Any open dialog (ours or another screen's) owns the keyboard. */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * The moderation queue of the content manager: public submissions and partner uploads, oldest first, with
 * approve, reject (reason) and "needs changes". Keyboard: J/K move between submissions, A approves, R rejects,
 * C asks for changes.
 */
export function ModerationQueue({ workspaceId }: { workspaceId: string }) {
  const [view, setView] = useState('open');
  const [page, setPage] = useState(1);
  const [activeIndex, setActiveIndex] = useState(0);
  const [pending, setPending] = useState<Pending>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const queue = useModerationQueue(workspaceId, view, page);
  const moderate = useModerate(workspaceId);
  const zone = useScheduleSettings(workspaceId).data?.timeZone ?? 'UTC';
  const cards = useRef<(HTMLElement | null)[]>([]);
  const results = queue.data?.results ?? [];
  // Set when a decision succeeds: once that submission leaves the list, focus goes to the card now in its place.
  const [decided, setDecided] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusedOnOpen = useRef(false);

  const decide = useCallback((submission: ModerationItem, message: string) => {
    showSuccess(`${message}: ${submission.item.title}`);
    setAnnouncement(`${message}: ${submission.item.title}`);
    setDecided(submission.id);
  }, []);

  const act = useCallback(
    (submission: ModerationItem, action: 'approve' | 'reject' | 'needs_changes') => {
      if (action !== 'approve') {
        setDialogError(null);
        setPending({ submission, action });
        return;
      }
      moderate.mutate(
        { id: submission.id, action: 'approve' },
        {
          onSuccess: ({ message }) => decide(submission, message),
          onError: (error) => showError(errorMessage(error)),
        },
      );
    },
    [moderate, decide],
  );

  useEffect(() => {
    if (activeIndex >= results.length && results.length > 0) setActiveIndex(results.length - 1);
  }, [activeIndex, results.length]);

  // The first card takes focus when the queue first shows submissions, so the keys work straight away.
  useEffect(() => {
    if (focusedOnOpen.current || results.length === 0) return;
    // Next frame: a tab opened with the pointer takes focus on mousedown after this effect has run.
    const frame = requestAnimationFrame(() => {
      focusedOnOpen.current = true;
      cards.current[0]?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [results.length]);

  useEffect(() => {
    if (!decided || results.some((submission) => submission.id === decided)) return;
    setDecided(null);
    if (results.length === 0) return;
    const index = Math.min(activeIndex, results.length - 1);
    const next = results[index];
    setActiveIndex(index);
    cards.current[index]?.focus();
    if (next) setAnnouncement((said) => `${said}. Next: ${next.item.title}`);
  }, [decided, results, activeIndex]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || isTyping(event.target) || event.metaKey || event.ctrlKey || event.altKey) return;
    if (pending || dialogOpen()) return;
    const current = results[activeIndex];
    const move = (index: number) => {
      const next = Math.max(0, Math.min(results.length - 1, index));
      setActiveIndex(next);
      cards.current[next]?.focus();
    };
    const key = event.key.toLowerCase();
    if (key === 'j' || event.key === 'ArrowDown') move(activeIndex + 1);
    else if (key === 'k' || event.key === 'ArrowUp') move(activeIndex - 1);
    else if (current && (current.status === 'pending' || current.status === 'needs_changes')) {
      if (key === 'a') act(current, 'approve');
      else if (key === 'r') act(current, 'reject');
      else if (key === 'c' && current.status === 'pending') act(current, 'needs_changes');
      else return;
    } else return;
    event.preventDefault();
  };
  // Listening on the document lets the keys work wherever focus is (a card, a button, the page itself); the latest
  // handler is read through a ref so the listener is added once.
  const keyHandler = useRef(onKeyDown);
  keyHandler.current = onKeyDown;
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const counts = queue.data?.counts;
  const blocked = queue.data?.blocked ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full sm:w-64">
          <SelectField
            label="Show"
            value={view}
            options={views}
            onChange={(event) => {
              setView(event.target.value);
              setPage(1);
              setActiveIndex(0);
            }}
          />
        </div>
        {counts ? (
          <p className="text-sm text-gray-600">
            {counts.pending} waiting for review · {counts.needs_changes} waiting for the submitter
          </p>
        ) : null}
      </div>
      {blocked.length > 0 ? (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
          <ShieldCheck aria-hidden="true" className="size-4 text-green-600" />
          <span className="font-medium">Spam stopped in the last 30 days:</span>
          {blocked.map((b) => `${BLOCK_REASON_LABELS[b.reason]} ${b.count}`).join(' · ')}
        </p>
      ) : null}
      <p className="hidden text-xs text-gray-700 sm:block">
        Keyboard: J and K move between submissions, A approves, R rejects, C asks for changes.
      </p>

      {queue.isPending ? (
        <LoadingState label="Loading submissions..." />
      ) : queue.isError ? (
        <ErrorState message={errorMessage(queue.error)} onRetry={() => queue.refetch()} />
      ) : results.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={view === 'open' ? 'Nothing waiting for review' : 'No submissions here'}
          description={
            view === 'open'
              ? 'Submissions from your public links and partner uploads appear here. Share your links from Settings → Submission links.'
              : undefined
          }
        />
      ) : (
        <section aria-label="Submissions" className="flex flex-col gap-3">
          {results.map((submission, index) => (
            <ModerationCard
              key={submission.id}
              ref={(element) => {
                cards.current[index] = element;
              }}
              submission={submission}
              active={index === activeIndex}
              onFocus={() => setActiveIndex(index)}
              onAct={(action) => act(submission, action)}
              busy={moderate.isPending}
              timeZone={zone}
            />
          ))}
        </section>
      )}
      {queue.data ? (
        <Pagination
          page={page}
          totalPages={queue.data.totalPages}
          count={queue.data.count}
          pageSize={QUEUE_PAGE_SIZE}
          onPageChange={setPage}
          noun="submissions"
        />
      ) : null}

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <ReasonDialog
        action={pending?.action ?? null}
        title={pending?.submission.item.title ?? ''}
        pending={moderate.isPending}
        error={dialogError}
        onClose={() => setPending(null)}
        onConfirm={(reason) => {
          if (!pending) return;
          moderate.mutate(
            { id: pending.submission.id, action: pending.action, reason },
            {
              onSuccess: ({ message }) => {
                setPending(null);
                decide(pending.submission, message);
              },
              onError: (error) => setDialogError(errorMessage(error)),
            },
          );
        }}
      />
    </div>
  );
}
