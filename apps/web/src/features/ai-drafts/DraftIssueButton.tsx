import { type AiDraft, type AiErrorCode, aiErrorCodeOf, aiErrorMessages } from '@newsletter-os/contracts';
import { format } from 'date-fns';
import { Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { Alert } from '../../shared/ui/Alert';
import { Button, focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { SelectField, TextField } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';
import { Spinner } from '../../shared/ui/Spinner';
import { useRewriteAvailable } from '../ai-rewrite';
import { useTones } from '../llm-settings';
import { useCreateDraft, useDraft } from './api';

const NO_TONE = '';

function failureSentence(draft: AiDraft): string {
  const code = draft.errorCode ? aiErrorCodeOf(draft.errorCode) : undefined;
  if (code && code !== 'failed') return aiErrorMessages[code as AiErrorCode];
  return draft.warnings.length ? 'The issue could not be drafted from these items.' : aiErrorMessages.failed;
}

function DraftProgress({
  workspaceId,
  draft,
  onRetry,
  retrying,
}: {
  workspaceId: string;
  draft: AiDraft;
  /** Drafts the same items again (a new draft: the failed one stays as it was). */
  onRetry: () => void;
  retrying: boolean;
}) {
  if (draft.status === 'queued' || draft.status === 'running') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
        <Spinner />
        Drafting the issue from {draft.itemCount === 1 ? '1 item' : `${draft.itemCount} items`}…
      </p>
    );
  }
  const warnings = draft.warnings.length ? (
    <ul aria-label="Warnings" className="mt-2 list-disc space-y-0.5 pl-5">
      {draft.warnings.map((warning) => (
        <li key={warning}>{warning}</li>
      ))}
    </ul>
  ) : null;
  if (draft.status === 'failed') {
    return (
      <div className="flex flex-col gap-3">
        <Alert>
          {failureSentence(draft)}
          {warnings}
        </Alert>
        <Button className="self-end" onClick={onRetry} loading={retrying} loadingText="Starting…">
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="success">
        Draft added to the newsletter of {draft.date}: {draft.blocksAdded} blocks.
        {warnings}
      </Alert>
      <Link
        to={`/newsletter-builder?workspaceId=${workspaceId}&date=${draft.date}`}
        className={cn(
          'inline-flex items-center justify-center self-start rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500',
          focusRing,
        )}
      >
        Open in the builder
      </Link>
    </div>
  );
}

function DraftIssueDialog({
  open,
  onOpenChange,
  workspaceId,
  itemIds,
  initialDate,
  onDrafted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  itemIds: string[];
  initialDate?: string;
  /** Runs as the dialog closes after the draft was added (the builder then shows it). */
  onDrafted?: () => void;
}) {
  const tones = useTones(workspaceId);
  const create = useCreateDraft(workspaceId);
  const [date, setDate] = useState(() => initialDate ?? format(new Date(), 'yyyy-MM-dd'));
  const [toneId, setToneId] = useState<string | undefined>(undefined);
  const defaultTone = tones.data?.find((tone) => tone.isDefault)?.id ?? NO_TONE;
  // The draft followed: the latest one created. Kept apart from the mutation, whose data clears while a retry is
  // sent, so the failure (and its button) stays in view until the new draft exists.
  const [current, setCurrent] = useState<AiDraft | null>(null);
  const draft = useDraft(workspaceId, current?.id ?? null, current ?? undefined);

  const submit = () => {
    const chosen = toneId ?? defaultTone;
    create.mutate({ date, itemIds, toneId: chosen === NO_TONE ? null : chosen }, { onSuccess: setCurrent });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const toneOptions = [
    { value: NO_TONE, label: 'No tone' },
    ...(tones.data ?? []).map((tone) => ({
      value: tone.id,
      label: tone.isDefault ? `${tone.name} (default)` : tone.name,
    })),
  ];
  const started = Boolean(current);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && draft.data?.status === 'done') onDrafted?.();
        onOpenChange(next);
      }}
      title="Draft an issue with AI"
      description="The assistant writes an intro and a short story for each chosen item. Every story keeps its item and the item's own link."
    >
      {draft.data ? (
        <>
          <DraftProgress workspaceId={workspaceId} draft={draft.data} onRetry={submit} retrying={create.isPending} />
          {create.error ? <Alert>{errorMessage(create.error)}</Alert> : null}
        </>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Draft options">
          {itemIds.length === 0 ? (
            <Alert tone="info">Nothing is ready for this day yet: no new stories or events to draft from.</Alert>
          ) : null}
          <p className="text-sm text-gray-700">
            From {itemIds.length === 1 ? '1 selected item' : `${itemIds.length} selected items`} (articles and events;
            ads are left out).
          </p>
          <TextField
            label="Newsletter date"
            type="date"
            required
            value={date}
            onChange={(event) => setDate(event.target.value)}
          />
          <SelectField
            label="Tone"
            options={toneOptions}
            value={toneId ?? defaultTone}
            onChange={(event) => setToneId(event.target.value)}
          />
          {create.error ? <Alert>{errorMessage(create.error)}</Alert> : null}
          <Button
            type="submit"
            className="self-end"
            loading={create.isPending}
            loadingText="Starting…"
            disabled={started || !date || itemIds.length === 0}
          >
            Draft issue
          </Button>
        </form>
      )}
    </Modal>
  );
}

/**
 * "Draft an issue with AI" for the selected items (content manager), or, in the builder, for what is ready for its
 * day (`itemIds` is then asked for on click); shown only when the assistant can answer.
 */
export function DraftIssueButton({
  workspaceId,
  selectedIds,
  date,
  compact = false,
  onDrafted,
}: {
  workspaceId: string;
  onDrafted?: () => void;
  selectedIds: string[] | (() => Promise<string[]>);
  /** The issue's day when the button belongs to one (the builder). */
  date?: string;
  compact?: boolean;
}) {
  const available = useRewriteAvailable(workspaceId);
  const [open, setOpen] = useState(false);
  const [itemIds, setItemIds] = useState<string[]>(Array.isArray(selectedIds) ? selectedIds : []);
  const [loading, setLoading] = useState(false);
  // A fresh dialog (and draft) each time it opens.
  const [session, setSession] = useState(0);
  if (!available) return null;
  const ids = Array.isArray(selectedIds) ? selectedIds : itemIds;
  return (
    <>
      <Button
        variant="secondary"
        className={compact ? 'px-3 sm:px-4' : 'py-2'}
        aria-label={compact ? 'Draft an issue' : undefined}
        loading={loading}
        loadingText="Finding items…"
        onClick={async () => {
          if (!Array.isArray(selectedIds)) {
            setLoading(true);
            try {
              setItemIds(await selectedIds());
            } finally {
              setLoading(false);
            }
          }
          setSession((n) => n + 1);
          setOpen(true);
        }}
      >
        <Wand2 aria-hidden="true" className="size-4" />
        <span className={compact ? 'hidden sm:inline' : undefined}>Draft an issue</span>
      </Button>
      <DraftIssueDialog
        key={session}
        open={open}
        onOpenChange={setOpen}
        workspaceId={workspaceId}
        itemIds={ids}
        initialDate={date}
        onDrafted={onDrafted}
      />
    </>
  );
}
