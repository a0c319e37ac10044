import { and, asc, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../../authz/workspace-scope';
import type { Db } from '../../../db/client';
import { aiChatMessages, aiChatSessions } from '../../../db/schema/index';

export type ChatSessionRow = typeof aiChatSessions.$inferSelect;
export type ChatMessageRow = typeof aiChatMessages.$inferSelect;

export async function findChatSessionsPage(
  db: Db,
  { workspaceId }: WorkspaceScope,
  page: number,
  pageSize: number,
): Promise<{ rows: ChatSessionRow[]; count: number }> {
  const where = eq(aiChatSessions.workspaceId, workspaceId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(aiChatSessions)
      .where(where)
      .orderBy(desc(aiChatSessions.updatedAt), desc(aiChatSessions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(aiChatSessions).where(where),
  ]);
  return { rows, count: totals?.total ?? 0 };
}

export async function findChatSession(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<ChatSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(aiChatSessions)
    .where(and(eq(aiChatSessions.id, id), eq(aiChatSessions.workspaceId, workspaceId)))
    .limit(1);
  return row;
}

/**
 * The chat with this id in this workspace, created with it when new. An id already taken by another workspace's
 * chat is simply not found here (the insert does nothing and the scoped read finds nothing).
 */
export async function ensureChatSession(
  db: Db,
  scope: WorkspaceScope,
  values: { id: string; userId: string; title: string },
): Promise<ChatSessionRow | undefined> {
  await db
    .insert(aiChatSessions)
    .values({ ...values, workspaceId: scope.workspaceId })
    .onConflictDoNothing({ target: aiChatSessions.id });
  return findChatSession(db, scope, values.id);
}

export async function touchChatSession(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<void> {
  await db
    .update(aiChatSessions)
    .set({ updatedAt: new Date() })
    .where(and(eq(aiChatSessions.id, id), eq(aiChatSessions.workspaceId, workspaceId)));
}

export async function deleteChatSession(db: Db, { workspaceId }: WorkspaceScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(aiChatSessions)
    .where(and(eq(aiChatSessions.id, id), eq(aiChatSessions.workspaceId, workspaceId)))
    .returning({ id: aiChatSessions.id });
  return rows.length > 0;
}

export async function findChatMessages(
  db: Db,
  { workspaceId }: WorkspaceScope,
  sessionId: string,
): Promise<ChatMessageRow[]> {
  return db
    .select()
    .from(aiChatMessages)
    .where(and(eq(aiChatMessages.sessionId, sessionId), eq(aiChatMessages.workspaceId, workspaceId)))
    .orderBy(asc(aiChatMessages.seq));
}

/**
 * Stores a message by its id: a message saved again (a resent question, a regenerated answer) replaces its row
 * instead of adding one, and keeps its place in the conversation.
 */
export async function saveChatMessage(
  db: Db,
  { workspaceId }: WorkspaceScope,
  sessionId: string,
  message: { id: string; role: string; parts: unknown; metadata: unknown },
): Promise<void> {
  const [last] = await db
    .select({ seq: max(aiChatMessages.seq) })
    .from(aiChatMessages)
    .where(and(eq(aiChatMessages.sessionId, sessionId), eq(aiChatMessages.workspaceId, workspaceId)));
  await db
    .insert(aiChatMessages)
    .values({
      workspaceId,
      sessionId,
      messageId: message.id,
      seq: (last?.seq ?? 0) + 1,
      role: message.role,
      parts: message.parts,
      metadata: message.metadata ?? null,
    })
    .onConflictDoUpdate({
      target: [aiChatMessages.sessionId, aiChatMessages.messageId],
      set: { parts: message.parts, metadata: message.metadata ?? null },
      // Never across workspaces: the session id is one of this workspace's.
      setWhere: sql`${aiChatMessages.workspaceId} = ${workspaceId}`,
    });
}

/** Removes the messages said after `seq` (the answer a regenerate replaces). */
export async function deleteChatMessagesAfter(
  db: Db,
  { workspaceId }: WorkspaceScope,
  sessionId: string,
  seq: number,
): Promise<void> {
  await db
    .delete(aiChatMessages)
    .where(
      and(
        eq(aiChatMessages.sessionId, sessionId),
        eq(aiChatMessages.workspaceId, workspaceId),
        gt(aiChatMessages.seq, seq),
      ),
    );
}

export async function renameChatSession(
  db: Db,
  { workspaceId }: WorkspaceScope,
  id: string,
  title: string,
): Promise<ChatSessionRow | undefined> {
  const [row] = await db
    .update(aiChatSessions)
    .set({ title })
    .where(and(eq(aiChatSessions.id, id), eq(aiChatSessions.workspaceId, workspaceId)))
    .returning();
  return row;
}

export async function findChatMessage(
  db: Db,
  { workspaceId }: WorkspaceScope,
  sessionId: string,
  messageId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(aiChatMessages)
    .where(
      and(
        eq(aiChatMessages.sessionId, sessionId),
        eq(aiChatMessages.workspaceId, workspaceId),
        eq(aiChatMessages.messageId, messageId),
      ),
    )
    .limit(1);
  return row;
}
