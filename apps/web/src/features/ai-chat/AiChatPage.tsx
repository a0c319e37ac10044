import type { ChatSession } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { UIMessage } from 'ai';
import { Ban, History, KeyRound } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { errorMessage } from '../../shared/api/errors';
import { cancelDeletion, scheduleDeletion, usePendingDeletions } from '../../shared/deferred-delete';
import { focusRing } from '../../shared/ui/Button';
import { PageHeader } from '../../shared/ui/Card';
import { cn } from '../../shared/ui/cn';
import { Modal } from '../../shared/ui/Modal';
import { LoadingState } from '../../shared/ui/Spinner';
import { EmptyState, ErrorState, NoWorkspaceState } from '../../shared/ui/States';
import { useCan } from '../../shared/use-can';
import { useAiAccess } from '../llm-settings';
import { useWorkspaceId } from '../workspaces';
import { deleteChat, useChatSession, useChatSessions } from './api';
import { ChatPickers, useChatChoices } from './ChatPickers';
import { ChatThread } from './ChatThread';
import { chatKeys } from './query-keys';
import { SessionList } from './SessionList';

/** The query parameter naming the open chat, so a reload (or a shared link) shows the same conversation. */
export const CHAT_PARAM = 'chat';

/** /ai-chat: full height, the chats beside the conversation (a drawer on small screens). */
export function AiChatPage() {
  const workspaceId = useWorkspaceId();
  if (!workspaceId) {
    return (
      <div className="p-4 sm:p-6">
        <PageHeader title="AI Chats" />
        <NoWorkspaceState what="AI chats" headingLevel={2} />
      </div>
    );
  }
  return <ChatScreen key={workspaceId} workspaceId={workspaceId} />;
}

function ChatScreen({ workspaceId }: { workspaceId: string }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const access = useAiAccess(workspaceId);
  const sessions = useChatSessions(workspaceId);
  const pending = usePendingDeletions();
  const canManage = useCan('manageWorkspaces');
  const canInsert = useCan('editNewsletters');
  const choices = useChatChoices(workspaceId, access.data?.keyConfigured === true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A chat started here exists on the server only after its first message; until then it has an id of its own.
  const [draftId, setDraftId] = useState(() => crypto.randomUUID());
  const [startedHere, setStartedHere] = useState<ReadonlySet<string>>(new Set());

  const openId = params.get(CHAT_PARAM);
  const activeId = openId && !pending.has(openId) ? openId : draftId;
  const isSaved = activeId !== draftId && !startedHere.has(activeId);
  const saved = useChatSession(workspaceId, activeId, isSaved);
  const list = (sessions.data?.results ?? []).filter((session) => !pending.has(session.id));
  const active = list.find((session) => session.id === activeId);

  const setOpen = (id: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set(CHAT_PARAM, id);
        else next.delete(CHAT_PARAM);
        return next;
      },
      { replace: false },
    );
  const open = (id: string) => {
    // Reopened from the list, a chat started here is read back from the server like any other.
    setStartedHere(new Set());
    setOpen(id);
    setDrawerOpen(false);
  };
  const startNew = () => {
    setStartedHere(new Set());
    setDraftId(crypto.randomUUID());
    setOpen(null);
    setDrawerOpen(false);
  };
  const onStarted = () => {
    setStartedHere((ids) => new Set(ids).add(activeId));
    if (activeId === draftId) setOpen(draftId);
  };
  const onSettled = () => {
    queryClient.invalidateQueries({ queryKey: chatKeys.sessions(workspaceId) });
    // The open chat keeps its messages itself; a later visit reads them again.
    queryClient.invalidateQueries({ queryKey: chatKeys.session(workspaceId, activeId), refetchType: 'none' });
  };
  const remove = (session: ChatSession) => {
    if (session.id === activeId) startNew();
    scheduleDeletion(
      session.id,
      session.title,
      async () => {
        await deleteChat(workspaceId, session.id);
        queryClient.removeQueries({ queryKey: chatKeys.session(workspaceId, session.id) });
        await queryClient.invalidateQueries({ queryKey: chatKeys.sessions(workspaceId) });
      },
      () => cancelDeletion(session.id),
    );
  };

  const sessionList = (
    <SessionList
      workspaceId={workspaceId}
      sessions={list}
      loading={sessions.isPending}
      error={sessions.isError ? sessions.error : null}
      onRetry={() => sessions.refetch()}
      activeId={activeId}
      onOpen={open}
      onNew={startNew}
      onDelete={remove}
    />
  );

  let body: ReactNode;
  if (access.isPending || (isSaved && saved.isPending)) {
    body = <LoadingState label="Loading chat..." />;
  } else if (access.isError) {
    body = <ErrorState message={errorMessage(access.error)} onRetry={() => access.refetch()} />;
  } else if (!access.data.enabled) {
    body = (
      <Blocked
        icon={Ban}
        title="The AI assistant is turned off for this newsletter."
        description={canManage ? 'Turn it on in Settings → LLM.' : 'Ask an admin of this newsletter to turn it on.'}
        link={canManage}
      />
    );
  } else if (!access.data.keyConfigured) {
    body = (
      <Blocked
        icon={KeyRound}
        title="Add an LLM key in settings"
        description={
          canManage
            ? 'The assistant answers with this newsletter’s own key from OpenAI, Anthropic or an OpenAI-compatible server.'
            : 'Ask an admin of this newsletter to add a key from an LLM provider.'
        }
        link={canManage}
      />
    );
  } else if (isSaved && saved.isError) {
    body = (
      <ErrorState
        message={
          errorMessage(saved.error) === 'Chat not found' ? 'This chat no longer exists.' : errorMessage(saved.error)
        }
        onRetry={startNew}
      />
    );
  } else {
    body = (
      <ChatThread
        key={activeId}
        workspaceId={workspaceId}
        chatId={activeId}
        initialMessages={isSaved ? ((saved.data?.messages ?? []) as UIMessage[]) : []}
        choices={choices.values}
        onStarted={onStarted}
        onSettled={onSettled}
        canInsert={canInsert}
        canOpenSettings={canManage}
      />
    );
  }

  const ready = access.data?.enabled === true && access.data.keyConfigured;
  return (
    <div className="flex h-full min-h-0">
      <aside className="hidden w-72 shrink-0 flex-col border-r border-gray-200 bg-white md:flex">{sessionList}</aside>
      <section aria-labelledby="ai-chat-title" className="flex min-w-0 flex-1 flex-col bg-gray-50">
        <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-gray-200 bg-white px-3 py-2.5 sm:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-lg border border-gray-300 px-2.5 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-100 md:hidden',
              focusRing,
            )}
            aria-label="Show chats"
          >
            <History aria-hidden="true" className="size-4" />
            Chats
          </button>
          <div className="min-w-0 flex-1">
            <h1 id="ai-chat-title" className="truncate text-lg font-semibold text-gray-900">
              AI Chats
            </h1>
            <p className="truncate text-xs text-gray-500">{active?.title ?? 'New chat'}</p>
          </div>
          {ready ? <ChatPickers choices={choices} /> : null}
        </header>
        <div className="flex min-h-0 flex-1 flex-col">{body}</div>
      </section>
      <Modal open={drawerOpen} onOpenChange={setDrawerOpen} title="Chats" size="sm">
        <div className="-mx-6 -my-5 flex h-[70dvh] flex-col">{sessionList}</div>
      </Modal>
    </div>
  );
}

function Blocked({
  icon,
  title,
  description,
  link,
}: {
  icon: typeof KeyRound;
  title: string;
  description: string;
  link: boolean;
}) {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(CHAT_PARAM);
  params.set('tab', 'llm');
  return (
    <div className="flex flex-1 items-center justify-center p-4 sm:p-6">
      <EmptyState
        headingLevel={2}
        icon={icon}
        title={title}
        description={description}
        action={
          link ? (
            <Link
              to={`/settings?${params}`}
              className={cn(
                'inline-flex items-center justify-center rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500',
                focusRing,
              )}
            >
              Open LLM settings
            </Link>
          ) : null
        }
      />
    </div>
  );
}
