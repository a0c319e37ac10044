import type { AssembleCandidates, Assembly } from '@newsletter-os/contracts';
import { format, parseISO } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { LoadingState, Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useAssembleCandidates, useAssembly, useStartAssembly } from './api';
import { CandidateGroup } from './CandidateList';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "6 stories, 3 events and 1 ad". */
export function addedSentence(added: Assembly['added']): string {
  const parts = [
    added.articles ? plural(added.articles, 'story', 'stories') : '',
    added.events ? plural(added.events, 'event', 'events') : '',
    added.ads ? plural(added.ads, 'ad', 'ads') : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'nothing new';
  return parts.length === 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const pickedIds = (entries: { id: string; picked: boolean }[]) =>
  new Set(entries.filter((entry) => entry.picked).map((entry) => entry.id));

function TextSummary({ text }: { text: AssembleCandidates['text'] }) {
  return (
    <section aria-labelledby="assemble-text" className="flex flex-col gap-2">
      <h3 id="assemble-text" className="text-sm font-semibold text-gray-900">
        Text
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-lg border border-gray-200 px-3 py-2 text-sm">
        <dt className="text-gray-600">Subject</dt>
        <dd className="min-w-0 break-words text-gray-900">{text.subject || '—'}</dd>
        <dt className="text-gray-600">Preheader</dt>
        <dd className="min-w-0 break-words text-gray-900">{text.preheader || '—'}</dd>
        <dt className="text-gray-600">Web title</dt>
        <dd className="min-w-0 break-words text-gray-900">{text.webTitle || '—'}</dd>
      </dl>
      <p className="text-xs text-gray-600">
        {text.assistant
          ? 'The assistant writes an intro, the subject and the preheader in your default tone, from the chosen items only.'
          : "Without an AI key the subject is the top story's title and the preheader names the next two. What the issue already has is kept."}
      </p>
    </section>
  );
}

function Chooser({
  candidates,
  onStart,
  starting,
  error,
}: {
  candidates: AssembleCandidates;
  onStart: (itemIds: string[], bookingIds: string[]) => void;
  starting: boolean;
  error: unknown;
}) {
  const [items, setItems] = useState(
    () => new Set([...pickedIds(candidates.articles), ...pickedIds(candidates.events)]),
  );
  const [bookings, setBookings] = useState(() => pickedIds(candidates.ads));
  const toggle = (set: (update: (old: Set<string>) => Set<string>) => void) => (id: string, on: boolean) =>
    set((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const chosenStories = candidates.articles.filter((entry) => items.has(entry.id)).length;
  const chosenEvents = candidates.events.filter((entry) => items.has(entry.id)).length;
  const total = items.size + bookings.size;
  return (
    <form
      aria-label="What goes into the issue"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        onStart([...items], [...bookings]);
      }}
    >
      <CandidateGroup
        legend={`Stories (${chosenStories} chosen)`}
        empty={
          candidates.since
            ? `No new stories since the issue of ${candidates.since}.`
            : 'No stories from the last two weeks.'
        }
        entries={candidates.articles}
        chosen={items}
        onToggle={toggle(setItems)}
      />
      <CandidateGroup
        legend={`Events until ${format(parseISO(candidates.eventsUntil), 'EEE d MMM')} (${chosenEvents} chosen)`}
        empty="No events before the next issue."
        entries={candidates.events}
        chosen={items}
        onToggle={toggle(setItems)}
      />
      <CandidateGroup
        legend={`Ads booked for this day (${bookings.size} chosen)`}
        empty="No confirmed bookings for this day."
        entries={candidates.ads}
        chosen={bookings}
        onToggle={toggle(setBookings)}
      />
      <TextSummary text={candidates.text} />
      {error ? <Alert>{errorMessage(error)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" loading={starting} loadingText="Starting…" disabled={total === 0}>
          Assemble issue
        </Button>
      </div>
    </form>
  );
}

function Progress({ assembly, onClose }: { assembly: Assembly; onClose: () => void }) {
  if (assembly.status === 'queued' || assembly.status === 'running') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
        <Spinner />
        Assembling the issue…
      </p>
    );
  }
  const warnings = assembly.warnings.length ? (
    <ul aria-label="Warnings" className="mt-2 list-disc space-y-0.5 pl-5">
      {assembly.warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  ) : null;
  return (
    <div className="flex flex-col gap-3">
      {assembly.status === 'failed' ? (
        <Alert>
          The issue could not be assembled.
          {warnings}
        </Alert>
      ) : (
        <Alert tone="success">
          Added {addedSentence(assembly.added)}.{warnings}
        </Alert>
      )}
      <Button className="self-end" onClick={onClose}>
        Review the issue
      </Button>
    </div>
  );
}

/**
 * "Assemble this issue": what is ready for the day, grouped, each ticked as the server picked it, what was left out
 * saying why; one click lays the chosen ones into the issue in one save. `onAssembled` runs once it is done.
 */
export function AssembleDialog({
  open,
  onOpenChange,
  workspaceId,
  date,
  beforeStart,
  onAssembled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  date: string;
  /** Runs before the request (the builder saves what was typed, so the assembly builds on it). */
  beforeStart?: () => Promise<void>;
  onAssembled: (assembly: Assembly) => void | Promise<void>;
}) {
  const candidates = useAssembleCandidates(workspaceId, date);
  const start = useStartAssembly(workspaceId);
  const [id, setId] = useState<string | null>(null);
  const assembly = useAssembly(workspaceId, id);
  const current = assembly.data;
  const reported = useRef<string | null>(null);
  // Once per assembly: the page shows the issue as it now is.
  useEffect(() => {
    if (current?.status !== 'done' || reported.current === current.id) return;
    reported.current = current.id;
    void onAssembled(current);
  }, [current, onAssembled]);

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Assemble this issue"
      description={`Everything ready for ${format(parseISO(date), 'EEEE d MMMM yyyy')}. Untick what should wait.`}
    >
      {current ? (
        <Progress assembly={current} onClose={() => onOpenChange(false)} />
      ) : candidates.isPending ? (
        <LoadingState label="Finding what is ready…" />
      ) : candidates.isError ? (
        <ErrorState message={errorMessage(candidates.error)} onRetry={() => void candidates.refetch()} />
      ) : (
        <Chooser
          candidates={candidates.data}
          starting={start.isPending || (id !== null && !current)}
          error={start.error}
          onStart={async (itemIds, bookingIds) => {
            await beforeStart?.();
            start.mutate({ date, itemIds, bookingIds }, { onSuccess: (started) => setId(started.id) });
          }}
        />
      )}
    </Modal>
  );
}
