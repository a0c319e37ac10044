import { type RewriteChecks, type RewriteLength, rewriteLengthLabels, rewriteLengths } from '@newsletter-os/contracts';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../shared/ui/Alert';
import { Button } from '../../shared/ui/Button';
import { SelectField, TextAreaField } from '../../shared/ui/Field';
import { Modal } from '../../shared/ui/Modal';
import { aiErrorSentence } from '../ai-chat/streaming.entry';
import { useTones } from '../llm-settings/assistant.entry';
import { useRewrite } from './use-rewrite';

const NO_TONE = '';
const lengthOptions = rewriteLengths.map((length) => ({ value: length, label: rewriteLengthLabels[length] }));
const factLabels = { number: 'Number', date: 'Date', url: 'Link', quote: 'Quote' } as const;

export interface RewriteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  workspaceId: string;
  /** The text to rewrite, as plain text. */
  original: string;
  /** Called with the rewrite (Markdown) when the editor accepts it; the dialog then closes. */
  onAccept: (rewrite: string) => void;
}

function CheckResults({ checks }: { checks: RewriteChecks }) {
  if (checks.passed) {
    return <Alert tone="success">Every number, date, link and quote of the original is in the rewrite.</Alert>;
  }
  return (
    <Alert>
      <p className="font-semibold">Check the rewrite before accepting it</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {checks.missingFacts.map((fact) => (
          <li key={`${fact.kind}:${fact.value}`}>
            {factLabels[fact.kind]} missing: <span className="font-mono break-all">{fact.value}</span>
          </li>
        ))}
        {checks.bannedTerms.map((term) => (
          <li key={`banned:${term}`}>
            Uses a banned word of the tone: <span className="font-mono">{term}</span>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Rewrite a text in a tone: pick tone and length (and optional instructions), watch the rewrite stream in beside
 * the original with the server's fact check under it, then Accept (the caller replaces its text) or Discard.
 */
export function RewriteDialog({ open, onOpenChange, workspaceId, original, onAccept }: RewriteDialogProps) {
  const tones = useTones(workspaceId);
  const rewrite = useRewrite(workspaceId);
  const [toneId, setToneId] = useState<string | undefined>(undefined);
  const [length, setLength] = useState<RewriteLength>('same');
  const [instructions, setInstructions] = useState('');
  const defaultTone = tones.data?.find((tone) => tone.isDefault)?.id ?? NO_TONE;
  const { reset } = rewrite;

  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const busy = rewrite.status === 'waiting' || rewrite.status === 'streaming';
  const canAccept = !busy && rewrite.text.trim().length > 0 && rewrite.status !== 'failed';
  const toneOptions = [
    { value: NO_TONE, label: 'No tone' },
    ...(tones.data ?? []).map((tone) => ({
      value: tone.id,
      label: tone.isDefault ? `${tone.name} (default)` : tone.name,
    })),
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || !original.trim()) return;
    const chosen = toneId ?? defaultTone;
    rewrite.start({ text: original, toneId: chosen === NO_TONE ? null : chosen, length, instructions });
  };

  const close = () => onOpenChange(false);
  const errorSentence = rewrite.status === 'failed' ? aiErrorSentence(rewrite.error) : undefined;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Rewrite with AI"
      size="xl"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Discard
          </Button>
          <Button
            disabled={!canAccept}
            onClick={() => {
              onAccept(rewrite.text);
              close();
            }}
          >
            Accept
          </Button>
        </>
      }
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Rewrite options">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Tone"
            options={toneOptions}
            value={toneId ?? defaultTone}
            onChange={(event) => setToneId(event.target.value)}
          />
          <SelectField
            label="Length"
            options={lengthOptions}
            value={length}
            onChange={(event) => setLength(event.target.value as RewriteLength)}
          />
        </div>
        <TextAreaField
          label="Instructions (optional)"
          rows={2}
          maxLength={500}
          placeholder="For example: start with the date, keep it friendly"
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          {busy ? (
            <Button variant="secondary" onClick={rewrite.stop}>
              Stop
            </Button>
          ) : (
            <Button type="submit" disabled={!original.trim()}>
              <Sparkles aria-hidden="true" className="size-4" />
              {rewrite.status === 'idle' ? 'Rewrite' : 'Rewrite again'}
            </Button>
          )}
        </div>
      </form>
      {!original.trim() ? (
        <div className="mt-4">
          <Alert tone="info">There is no text to rewrite yet.</Alert>
        </div>
      ) : null}
      <div className="mt-5 grid gap-4 lg:grid-cols-2">
        <section aria-label="Original" className="min-w-0 rounded-xl border border-gray-200 bg-gray-50 p-4">
          <h3 className="text-sm font-semibold text-gray-700">Original</h3>
          <p className="mt-2 text-sm whitespace-pre-wrap break-words text-gray-800">{original}</p>
        </section>
        <section
          aria-label="Rewrite"
          aria-busy={busy}
          className="min-w-0 rounded-xl border border-indigo-200 bg-white p-4"
        >
          <h3 className="text-sm font-semibold text-indigo-800">Rewrite</h3>
          {rewrite.text ? (
            <p className="mt-2 text-sm whitespace-pre-wrap break-words text-gray-900">{rewrite.text}</p>
          ) : (
            <p className="mt-2 text-sm text-gray-500">
              {busy ? 'Writing…' : 'Pick a tone and a length, then choose Rewrite.'}
            </p>
          )}
          {rewrite.status === 'stopped' ? <p className="mt-2 text-xs font-medium text-gray-600">Stopped</p> : null}
        </section>
      </div>
      <div className="mt-4" aria-live="polite">
        {errorSentence ? <Alert>{errorSentence}</Alert> : null}
        {rewrite.checks ? <CheckResults checks={rewrite.checks} /> : null}
      </div>
    </Modal>
  );
}
