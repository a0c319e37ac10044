import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, workspaces } from './tenancy';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const workspaceId = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** A workspace's LLM connection: one per workspace. The key is sealed (lib/secret-box, purpose llm-api-key). */
export const llmKeys = pgTable('llm_keys', {
  workspaceId: workspaceId().primaryKey(),
  /** openai | anthropic | openai-compatible | demo */
  provider: text('provider').notNull(),
  /** The API root, e.g. https://ollama.example/v1; null: the hosted provider's own (never for openai-compatible). */
  baseUrl: text('base_url'),
  defaultModel: text('default_model').notNull(),
  sealedKey: text('sealed_key').notNull(),
  lastFour: text('last_four').notNull(),
  /** Bumped on every change of provider, URL or key: cached model lists of the old key are not reused. */
  keyVersion: integer('key_version').notNull().default(1),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Whether the assistant is on for a workspace and its monthly token budget (null: no budget). No row: on, none. */
export const aiSettings = pgTable('ai_settings', {
  workspaceId: workspaceId().primaryKey(),
  chatEnabled: boolean('chat_enabled').notNull().default(true),
  monthlyTokenBudget: integer('monthly_token_budget'),
  updatedAt: updatedAt(),
});

/** One row per model request (a chat turn, a rewrite): what it cost, for budgets and the usage figure. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** chat | rewrite | rewrite-event | draft */
    feature: text('feature').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    /** ok | aborted | error */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_usage_workspace_month_idx').on(t.workspaceId, t.createdAt)],
);

/** A chat of a workspace (shared by its team), titled from its first message. */
export const aiChatSessions = pgTable(
  'ai_chat_sessions',
  {
    id: uuid('id').primaryKey(),
    workspaceId: workspaceId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('ai_chat_sessions_workspace_updated_idx').on(t.workspaceId, t.updatedAt),
    unique('ai_chat_sessions_workspace_id_key').on(t.workspaceId, t.id),
  ],
);

/** A chat message in the AI SDK's UI message form (id, role, parts, metadata), in the order it was said. */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    workspaceId: uuid('workspace_id').notNull(),
    sessionId: uuid('session_id').notNull(),
    /** The UI message id: the browser's for a user message, the server's for an answer. */
    messageId: text('message_id').notNull(),
    seq: integer('seq').notNull(),
    /** user | assistant */
    role: text('role').notNull(),
    parts: jsonb('parts').notNull(),
    metadata: jsonb('metadata'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.messageId] }),
    index('ai_chat_messages_session_seq_idx').on(t.sessionId, t.seq),
    foreignKey({
      columns: [t.workspaceId, t.sessionId],
      foreignColumns: [aiChatSessions.workspaceId, aiChatSessions.id],
      name: 'ai_chat_messages_session_fk',
    }).onDelete('cascade'),
  ],
);

/** A publisher's voice, rendered into the system prompt (modules/ai/tones/render.ts). */
export const aiTones = pgTable(
  'ai_tones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** [{ is, isNot }], 3 to 5. */
    traits: jsonb('traits').notNull(),
    dos: jsonb('dos').notNull(),
    donts: jsonb('donts').notNull(),
    preferredTerms: jsonb('preferred_terms').notNull(),
    bannedTerms: jsonb('banned_terms').notNull(),
    targetGrade: integer('target_grade'),
    /** { apStyle, oxfordComma, numbers } */
    style: jsonb('style').notNull(),
    /** Up to five texts, for style only. */
    samples: jsonb('samples').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ai_tones_workspace_name_key').on(t.workspaceId, sql`lower(${t.name})`),
    uniqueIndex('ai_tones_one_default_key').on(t.workspaceId).where(sql`${t.isDefault}`),
  ],
);
