import { useChat } from '@ai-sdk/react';
import type { ChatMessageMetadata } from '@newsletter-os/contracts';
import type { UIMessage } from 'ai';
import { MessagesSquare, RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../shared/ui/Alert';
import { Button, focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { Composer } from './Composer';
import { aiErrorCodeOfMessage, aiErrorSentence } from './errors';
import { InsertDialog } from './InsertDialog';
import { AssistantMessage, UserMessage } from './MessageView';
import { type ChatChoices, chatTransport } from './transport';

/** Questions to start from, so an empty chat shows what the assistant is for. */
const STARTERS = [
  'What events are on this week?',
  'Summarise this week’s top stories in three bullet points',
  'Which ads run this week?',
];

export interface ChatThreadProps {
  workspaceId: string;
  chatId: string;
  initialMessages: UIMessage[];
  choices: ChatChoices;
  /** The chat got its first message: it now exists on the server. */
  onStarted: () => void;
  /** An answer ended (finished, failed or stopped): the chat list may have changed. */
  onSettled: () => void;
  canInsert: boolean;
  /** Whether to offer the link to Settings → LLM (not for userType user). */
  canOpenSettings: boolean;
}

/** One chat: its messages as they stream in, the error state of a failed answer, and the input. */
export function ChatThread({
  workspaceId,
  chatId,
  initialMessages,
  choices,
  onStarted,
  onSettled,
  canInsert,
  canOpenSettings,
}: ChatThreadProps) {
  const choicesRef = useRef(choices);
  choicesRef.current = choices;
  const transport = useMemo(() => chatTransport(workspaceId, () => choicesRef.current), [workspaceId]);
  const [stoppedIds, setStoppedIds] = useState<ReadonlySet<string>>(new Set());
  const [inserting, setInserting] = useState<string | null>(null);
  const { messages, sendMessage, status, stop, error, regenerate, clearError } = useChat({
    id: chatId,
    messages: initialMessages,
    transport,
    onFinish: ({ message, isAbort }) => {
      if (isAbort) setStoppedIds((ids) => new Set(ids).add(message.id));
      onSettled();
    },
    onError: () => onSettled(),
  });
  const streaming = status === 'submitted' || status === 'streaming';
  const bottom = useRef<HTMLDivElement>(null);
  const { search } = useLocation();

  // Follow the answer as it grows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the messages change
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const send = (text: string) => {
    if (messages.length === 0) onStarted();
    clearError();
    void sendMessage({ text });
  };

  const errorCode = error ? aiErrorCodeOfMessage(error.message) : undefined;
  const settingsLink = `/settings?${new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(search)), tab: 'llm' })}`;
  const last = messages.at(-1);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-6" aria-live="polite" aria-busy={streaming}>
        {messages.length === 0 ? (
          <div className="mx-auto flex max-w-lg flex-col items-center py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
              <MessagesSquare aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 text-base font-semibold text-gray-900">Ask the assistant</h2>
            <p className="mt-1 text-sm text-gray-600">
              It searches this newsletter’s own articles, events and ads, and writes in your tone.
            </p>
            <ul aria-label="Suggestions" className="mt-5 flex w-full flex-col gap-2">
              {STARTERS.map((starter) => (
                <li key={starter}>
                  <button
                    type="button"
                    onClick={() => send(starter)}
                    className={cn(
                      'w-full rounded-xl border border-gray-200 bg-white px-4 py-2.5 text-left text-sm text-gray-700 shadow-sm hover:border-indigo-300 hover:bg-indigo-50',
                      focusRing,
                    )}
                  >
                    {starter}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ol aria-label="Messages" className="mx-auto flex max-w-3xl flex-col gap-4">
            {messages.map((message) =>
              message.role === 'user' ? (
                <UserMessage key={message.id} message={message} />
              ) : (
                <AssistantMessage
                  key={message.id}
                  message={message}
                  streaming={streaming && message === last}
                  stopped={
                    stoppedIds.has(message.id) ||
                    (message.metadata as ChatMessageMetadata | undefined)?.stopped === true
                  }
                  onInsert={canInsert ? () => setInserting(message.id) : undefined}
                />
              ),
            )}
            {status === 'submitted' && last?.role === 'user' ? (
              <li className="text-sm text-gray-500">
                <span className="inline-block animate-pulse">Thinking…</span>
              </li>
            ) : null}
          </ol>
        )}
        {error ? (
          <div className="mx-auto mt-4 flex max-w-3xl flex-col items-start gap-2">
            <Alert>
              <p>{aiErrorSentence(error)}</p>
              {(errorCode === 'no_key' || errorCode === 'invalid_key') && canOpenSettings ? (
                <Link to={settingsLink} className="mt-1 inline-block font-semibold underline">
                  Open Settings → LLM
                </Link>
              ) : null}
            </Alert>
            {errorCode !== 'no_key' && errorCode !== 'assistant_off' && errorCode !== 'budget_exhausted' ? (
              <Button variant="secondary" onClick={() => void regenerate()}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            ) : null}
          </div>
        ) : null}
        <div ref={bottom} />
      </div>
      <div className="border-t border-gray-200 bg-gray-50 px-3 py-3 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <Composer onSend={send} onStop={() => void stop()} streaming={streaming} disabled={false} />
        </div>
      </div>
      {inserting ? (
        <InsertDialog
          open
          onOpenChange={(open) => (open ? undefined : setInserting(null))}
          workspaceId={workspaceId}
          chatId={chatId}
          messageId={inserting}
        />
      ) : null}
    </div>
  );
}
