import { type ChatSession, type StoredChatMessage, storedChatMessageSchema } from '@newsletter-os/contracts';
import type { ChatMessageRow, ChatSessionRow } from './repository';

export function presentChatSession(row: ChatSessionRow): ChatSession {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentChatMessage(row: ChatMessageRow): StoredChatMessage {
  return storedChatMessageSchema.parse({
    id: row.messageId,
    role: row.role,
    parts: row.parts,
    metadata: row.metadata ?? null,
  });
}
