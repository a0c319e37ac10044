import { CHAT_MESSAGE_MAX } from '@newsletter-os/contracts';
import { ArrowUp, Square } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button, focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';

/**
 * The message input: Enter sends, Shift+Enter starts a new line (and Enter while composing with an input method
 * only confirms the composition). While an answer streams, Stop takes the place of Send.
 */
export function Composer({
  onSend,
  onStop,
  streaming,
  disabled,
}: {
  onSend: (text: string) => void;
  onStop: () => void;
  streaming: boolean;
  disabled: boolean;
}) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === '';

  // The input grows with its text up to a limit, then scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured whenever the text changes
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 200)}px`;
  }, [text]);

  const send = () => {
    if (empty || streaming || disabled) return;
    onSend(text.trim());
    setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex items-end gap-2 rounded-2xl border border-gray-300 bg-white p-2 shadow-sm focus-within:border-indigo-500"
    >
      <label htmlFor="chat-message" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-message"
        ref={input}
        rows={1}
        value={text}
        maxLength={CHAT_MESSAGE_MAX}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Ask the assistant…"
        aria-describedby="chat-message-hint"
        className={cn(
          'max-h-[200px] min-h-10 flex-1 resize-none rounded-lg border-0 bg-transparent px-2 py-2 text-sm text-gray-900 placeholder:text-gray-400 focus:outline-none disabled:text-gray-400',
        )}
      />
      <span id="chat-message-hint" className="sr-only">
        Enter sends, Shift+Enter starts a new line.
      </span>
      {streaming ? (
        <Button variant="secondary" className={cn('shrink-0 px-3', focusRing)} onClick={onStop}>
          <Square aria-hidden="true" className="size-4 fill-current" />
          Stop
        </Button>
      ) : (
        <Button type="submit" className="shrink-0 px-3" disabled={empty || disabled} aria-label="Send">
          <ArrowUp aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      )}
    </form>
  );
}
