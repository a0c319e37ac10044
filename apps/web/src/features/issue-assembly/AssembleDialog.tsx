import type { AssembleCandidates, Assembly } from '@newsletter-os/contracts';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { Modal } from '../../shared/ui/Modal';
import { LoadingState, Spinner } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useAssembleCandidates, useAssembly, useStartAssembly } from './api';
import { CandidateGroup } from './CandidateList';

const FORM_ID = 'assemble-issue-form';

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
  error,
}: {
  candidates: AssembleCandidates;
  onStart: (itemIds: string[], bookingIds: string[]) => void;
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
      id={FORM_ID}
      aria-label="What goes into the issue"
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        // In the listed order: the issue takes the stories as ranked (or newest first), whatever was ticked last.
        const listed = [...candidates.articles, ...candidates.events].filter((entry) => items.has(entry.id));
        if (total > 0)
          onStart(
            listed.map((entry) => entry.id),
            [...bookings],
          );
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
      {candidates.storiesOrder === 'assistant' ? (
        <p className="-mt-3 text-sm text-gray-700">Stories ranked by the assistant, most interesting first.</p>
      ) : null}
      {candidates.warnings.map((warning) => (
        <p key={warning} role="status" className="-mt-3 text-sm text-amber-800">
          {warning}
        </p>
      ))}
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
      {total === 0 ? <p className="text-sm text-gray-700">Tick at least one story, event or ad.</p> : null}
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
 * saying why; one click lays the chosen ones into the issue in one save. `onAssembled` runs as the dialog closes
 * after it is done.
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
  // The page shows the assembled issue once the dialog closes: on an empty issue the dialog belongs to the "start"
  // screen, which the issue replaces, so showing it earlier would close the dialog before its summary is read.
  const close = (open: boolean) => {
    if (!open && current?.status === 'done') void onAssembled(current);
    onOpenChange(open);
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="lg"
      title="Assemble this issue"
      description={`Everything ready for ${format(parseISO(date), 'EEEE d MMMM yyyy')}. Untick what should wait.`}
      // The button stays in view below the list, however long it is.
      footer={
        candidates.data && !current ? (
          <Button
            type="submit"
            form={FORM_ID}
            loading={start.isPending || (id !== null && !current)}
            loadingText="Starting…"
          >
            Assemble issue
          </Button>
        ) : undefined
      }
    >
      {current ? (
        <Progress assembly={current} onClose={() => close(false)} />
      ) : candidates.isPending ? (
        <LoadingState label="Finding what is ready…" />
      ) : candidates.isError ? (
        <ErrorState message={errorMessage(candidates.error)} onRetry={() => void candidates.refetch()} />
      ) : (
        <Chooser
          candidates={candidates.data}
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
