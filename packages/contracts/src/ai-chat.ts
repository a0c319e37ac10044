import { z } from 'zod';
import { lineText, pageQuerySchema, workspaceIdSchema } from './common';
import { issueDateSchema } from './newsletters';

export const CHAT_MESSAGE_MAX = 8000;
export const CHAT_TITLE_MAX = 60;

/** A message the browser sends: the user's text, with the id the browser gave it (kept, so a resend is the same row). */
export const userChatMessageSchema = z.object({
  id: z
    .string()
    .min(1, { message: 'message.id is required' })
    .max(100, { message: 'message.id must be at most 100 characters' }),
  role: z.literal('user', { message: 'message.role must be user' }),
  parts: z
    .array(
      z.object({
        type: z.literal('text', { message: 'Only text can be sent' }),
        text: z
          .string()
          .trim()
          .min(1, { message: 'Message is required' })
          .max(CHAT_MESSAGE_MAX, { message: `Message must be at most ${CHAT_MESSAGE_MAX} characters` }),
      }),
    )
    .length(1, { message: 'A message has exactly one text part' }),
});
export type UserChatMessage = z.infer<typeof userChatMessageSchema>;

/** POST /ai/chat/: one new (or resent) user message of a chat; the server holds the history. */
export const postChatBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  /** The chat's id, chosen by the browser for a new chat: the chat is created with it on the first message. */
  id: z.uuid({ message: 'id must be a valid id' }),
  message: userChatMessageSchema,
  /** regenerate-message: answer the last user message again, replacing the answer after it. */
  trigger: z.enum(['submit-message', 'regenerate-message']).default('submit-message'),
  toneId: z.uuid({ message: 'toneId must be a valid id' }).nullable().optional(),
  model: z.string().trim().min(1).max(200, { message: 'model must be at most 200 characters' }).optional(),
});
export type PostChatBody = z.input<typeof postChatBodySchema>;
export type PostChatRequest = z.output<typeof postChatBodySchema>;

/** What the server attaches to an answer: when it started, the model, tokens, and whether it was stopped. */
export const chatMessageMetadataSchema = z.object({
  createdAt: z.string().optional(),
  model: z.string().optional(),
  totalTokens: z.number().optional(),
  stopped: z.boolean().optional(),
  errorCode: z.string().optional(),
});
export type ChatMessageMetadata = z.infer<typeof chatMessageMetadataSchema>;

export const chatSessionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatSession = z.infer<typeof chatSessionSchema>;

/** A stored message in the AI SDK's UI message form. Parts are kept as the SDK wrote them. */
export const storedChatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  parts: z.array(z.looseObject({ type: z.string() })),
  metadata: chatMessageMetadataSchema.nullable(),
});
export type StoredChatMessage = z.infer<typeof storedChatMessageSchema>;

export const chatSessionDetailSchema = z.object({
  session: chatSessionSchema,
  messages: z.array(storedChatMessageSchema),
});
export type ChatSessionDetail = z.infer<typeof chatSessionDetailSchema>;

export const chatSessionListQuerySchema = pageQuerySchema.extend({ workspaceId: workspaceIdSchema });
export type ChatSessionListQuery = z.input<typeof chatSessionListQuerySchema>;

/** PATCH /ai/chat/sessions/{id}/: a new title for a chat. */
export const renameChatSessionBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  title: lineText(CHAT_TITLE_MAX, 'Title'),
});
export type RenameChatSessionBody = z.input<typeof renameChatSessionBodySchema>;

/** POST /ai/chat/sessions/{id}/insert/: adds one of the chat's answers to the newsletter of a day. */
export const insertChatAnswerBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  messageId: z
    .string()
    .min(1, { message: 'messageId is required' })
    .max(100, { message: 'messageId must be at most 100 characters' }),
  date: issueDateSchema,
});
export type InsertChatAnswerBody = z.input<typeof insertChatAnswerBodySchema>;

export const insertChatAnswerResultSchema = z.object({
  newsletterId: z.uuid(),
  date: z.string(),
  /** Whether the day had no newsletter yet and one was started. */
  created: z.boolean(),
  blocksAdded: z.number().int(),
  /** Whether the newsletter is scheduled: it is rendered when sent, so the answer goes out with it. */
  scheduled: z.boolean(),
});
export type InsertChatAnswerResult = z.infer<typeof insertChatAnswerResultSchema>;
