import { aiErrorCodeOf, aiErrorMessages, type ChatMessageMetadata } from '@newsletter-os/contracts';
import type { UIMessage } from 'ai';
import { Check, Copy, FileSearch, Megaphone, Newspaper, Search } from 'lucide-react';
import { useState } from 'react';
import { showError } from '../../shared/toast';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { Markdown } from './Markdown';

/** The text an answer shows (tool steps aside). */
export function textOf(message: UIMessage): string {
  return message.parts
    .flatMap((part) => (part.type === 'text' ? [part.text] : []))
    .join('\n\n')
    .trim();
}

function metadataOf(message: UIMessage): ChatMessageMetadata {
  return (message.metadata ?? {}) as ChatMessageMetadata;
}

/** What a tool step did, in the publisher's words. */
function ToolStep({ type, input }: { type: string; input: unknown }) {
  const args = (input ?? {}) as { query?: string };
  if (type === 'tool-searchContent') {
    return (
      <>
        <Search aria-hidden="true" className="size-3.5" />
        Searched your content{args.query ? ` for “${args.query}”` : ''}
      </>
    );
  }
  if (type === 'tool-readContentItem') {
    return (
      <>
        <FileSearch aria-hidden="true" className="size-3.5" />
        Read an item
      </>
    );
  }
  if (type === 'tool-listThisWeeksAds') {
    return (
      <>
        <Megaphone aria-hidden="true" className="size-3.5" />
        Listed this week’s ads
      </>
    );
  }
  return null;
}

export function UserMessage({ message }: { message: UIMessage }) {
  return (
    <li className="flex justify-end">
      <div className="max-w-[85%] rounded-2xl rounded-br-md bg-indigo-600 px-4 py-2.5 text-sm whitespace-pre-wrap break-words text-white">
        <span className="sr-only">You said: </span>
        {textOf(message)}
      </div>
    </li>
  );
}

/** An answer: its tool steps, its Markdown, whether it was stopped, and Copy / Insert into newsletter. */
export function AssistantMessage({
  message,
  streaming,
  stopped,
  onInsert,
}: {
  message: UIMessage;
  streaming: boolean;
  stopped: boolean;
  onInsert?: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const text = textOf(message);
  const steps = message.parts.filter((part) => part.type.startsWith('tool-'));
  const metadata = metadataOf(message);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      showError('Could not copy the answer');
    }
  };

  return (
    <li className="flex flex-col gap-2" aria-busy={streaming || undefined}>
      <article
        aria-label="Assistant answer"
        className="max-w-full rounded-2xl rounded-bl-md border border-gray-200 bg-white px-4 py-3 shadow-sm sm:max-w-[85%]"
      >
        {steps.length ? (
          <ul aria-label="Steps" className="mb-2 flex flex-wrap gap-2">
            {steps.map((part, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the steps of an answer only grow at the end
                key={index}
                className="inline-flex items-center gap-1.5 rounded-full bg-gray-100 px-2.5 py-1 text-xs text-gray-700"
              >
                <ToolStep type={part.type} input={'input' in part ? part.input : undefined} />
              </li>
            ))}
          </ul>
        ) : null}
        {text ? (
          <Markdown text={text} />
        ) : streaming ? (
          <p className="text-sm text-gray-500">
            <span className="inline-block animate-pulse">Thinking…</span>
          </p>
        ) : (
          <p className="text-sm text-gray-500">
            {metadata.errorCode ? aiErrorMessages[aiErrorCodeOf(metadata.errorCode) ?? 'failed'] : 'No answer.'}
          </p>
        )}
        {streaming && text ? (
          <span aria-hidden="true" className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-gray-400 align-middle" />
        ) : null}
      </article>
      {!streaming && (text || stopped) ? (
        <div className="flex flex-wrap items-center gap-1 pl-1">
          {stopped ? <Badge tone="yellow">Stopped</Badge> : null}
          {metadata.model ? <span className="px-1 text-xs text-gray-500">{metadata.model}</span> : null}
          {text ? (
            <Button variant="ghost" className="px-2 py-1 text-xs" onClick={copy} aria-label="Copy answer">
              {copied ? (
                <Check aria-hidden="true" className="size-3.5" />
              ) : (
                <Copy aria-hidden="true" className="size-3.5" />
              )}
              {copied ? 'Copied' : 'Copy'}
            </Button>
          ) : null}
          {text && onInsert ? (
            <Button variant="ghost" className="px-2 py-1 text-xs" onClick={onInsert}>
              <Newspaper aria-hidden="true" className="size-3.5" />
              Insert into newsletter
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
