import { CHAT_TITLE_MAX, type ChatSession } from '@newsletter-os/contracts';
import { formatDistanceToNow } from 'date-fns';
import { Check, MessageSquarePlus, Pencil, Trash2, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../shared/api/errors';
import { Button, focusRing } from '../../shared/ui/Button';
import { cn } from '../../shared/ui/cn';
import { LoadingState } from '../../shared/ui/Spinner';
import { ErrorState } from '../../shared/ui/States';
import { useRenameChat } from './api';

/** The workspace's chats beside the conversation, newest first: open, start, rename, delete (with undo). */
export function SessionList({
  workspaceId,
  sessions,
  loading,
  error,
  onRetry,
  activeId,
  onOpen,
  onNew,
  onDelete,
}: {
  workspaceId: string;
  sessions: ChatSession[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  activeId: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDelete: (session: ChatSession) => void;
}) {
  const [renaming, setRenaming] = useState<string | null>(null);
  return (
    <nav aria-label="Chats" className="flex min-h-0 flex-1 flex-col">
      <div className="p-3">
        <Button fullWidth onClick={onNew}>
          <MessageSquarePlus aria-hidden="true" className="size-4" />
          New chat
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {loading ? (
          <LoadingState label="Loading chats..." />
        ) : error ? (
          <div className="px-2">
            <ErrorState message={errorMessage(error)} onRetry={onRetry} />
          </div>
        ) : sessions.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-gray-500">No chats yet. Your conversations appear here.</p>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {sessions.map((session) =>
              renaming === session.id ? (
                <RenameRow
                  key={session.id}
                  workspaceId={workspaceId}
                  session={session}
                  onDone={() => setRenaming(null)}
                />
              ) : (
                <li key={session.id} className="group relative">
                  <button
                    type="button"
                    onClick={() => onOpen(session.id)}
                    aria-current={session.id === activeId ? 'page' : undefined}
                    className={cn(
                      'flex w-full flex-col rounded-lg py-2 pr-16 pl-3 text-left hover:bg-gray-100',
                      session.id === activeId && 'bg-indigo-50 hover:bg-indigo-50',
                      focusRing,
                    )}
                  >
                    <span
                      className={cn(
                        'truncate text-sm',
                        session.id === activeId ? 'font-semibold text-indigo-800' : 'text-gray-800',
                      )}
                    >
                      {session.title}
                    </span>
                    <span className="text-xs text-gray-600">
                      {formatDistanceToNow(new Date(session.updatedAt), { addSuffix: true })}
                    </span>
                  </button>
                  <div className="absolute top-1.5 right-1 flex gap-0.5 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
                    <Button
                      variant="ghost"
                      className="p-1.5"
                      aria-label={`Rename ${session.title}`}
                      onClick={() => setRenaming(session.id)}
                    >
                      <Pencil aria-hidden="true" className="size-3.5" />
                    </Button>
                    <Button
                      variant="ghost"
                      className="p-1.5 text-red-600 hover:bg-red-50"
                      aria-label={`Delete ${session.title}`}
                      onClick={() => onDelete(session)}
                    >
                      <Trash2 aria-hidden="true" className="size-3.5" />
                    </Button>
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </div>
    </nav>
  );
}

function RenameRow({
  workspaceId,
  session,
  onDone,
}: {
  workspaceId: string;
  session: ChatSession;
  onDone: () => void;
}) {
  const rename = useRenameChat(workspaceId);
  const [title, setTitle] = useState(session.title);
  const trimmed = title.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || trimmed === session.title) return onDone();
    rename.mutate({ id: session.id, title: trimmed }, { onSuccess: onDone });
  };
  return (
    <li className="rounded-lg bg-white p-2 ring-1 ring-indigo-200">
      <form onSubmit={submit} className="flex items-center gap-1">
        <label htmlFor={`rename-${session.id}`} className="sr-only">
          Chat title
        </label>
        <input
          id={`rename-${session.id}`}
          // biome-ignore lint/a11y/noAutofocus: the field appears because the user asked to rename this chat
          autoFocus
          value={title}
          maxLength={CHAT_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone();
          }}
          className={cn('min-w-0 flex-1 rounded-md border border-gray-300 px-2 py-1 text-sm', focusRing)}
        />
        <Button type="submit" variant="ghost" className="p-1.5" aria-label="Save title" loading={rename.isPending}>
          <Check aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="ghost" className="p-1.5" aria-label="Cancel renaming" onClick={onDone}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </form>
      {rename.isError ? <p className="mt-1 text-xs text-red-600">{errorMessage(rename.error)}</p> : null}
    </li>
  );
}
