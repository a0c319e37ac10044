import { randomUUID } from 'node:crypto';
import { endpoint } from '../helpers/matrix';
import { rowOf, rowsOfWorkspace } from '../helpers/matrix-snapshots';
import {
  buildAnsweredChat,
  buildChatSession,
  buildDraft,
  buildEventToRewrite,
  buildItemToDraft,
  buildTone,
  connectBothTenants,
  MATRIX_KEY,
  matrixFake,
  rowsOfA,
  toneBody,
} from './matrix-fixtures';

const writers = ['admin', 'manager'] as const;
const readers = ['admin', 'manager', 'user'] as const;

export const llmEntries = [
  endpoint({
    name: 'GET /llm',
    allowed: writers,
    foreign: 'own',
    prepare: connectBothTenants,
    request: (_ctx, _fake, { workspaceId }) => ({ method: 'GET', url: `/api/v1/llm?workspaceId=${workspaceId}` }),
  }),
  endpoint({
    name: 'POST /llm/',
    allowed: writers,
    success: 201,
    foreign: 'own',
    prepare: () => matrixFake(),
    request: (_ctx, fake, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/llm/',
      payload: {
        workspaceId,
        provider: 'openai-compatible',
        baseUrl: fake.baseUrl,
        defaultModel: 'm',
        apiKey: MATRIX_KEY,
      },
    }),
    unchanged: (ctx) => rowsOfA(ctx, 'llm_keys', 'workspace_id'),
  }),
  endpoint({
    name: 'PATCH /llm/',
    allowed: writers,
    foreign: 'own',
    prepare: connectBothTenants,
    request: (_ctx, _fake, { workspaceId }) => ({
      method: 'PATCH',
      url: '/api/v1/llm/',
      payload: { workspaceId, defaultModel: `model-${randomUUID().slice(0, 6)}` },
    }),
    unchanged: (ctx) => rowsOfA(ctx, 'llm_keys', 'workspace_id'),
  }),
  endpoint({
    name: 'DELETE /llm/',
    allowed: writers,
    foreign: 'own',
    prepare: connectBothTenants,
    request: (_ctx, _fake, { workspaceId }) => ({ method: 'DELETE', url: `/api/v1/llm/?workspaceId=${workspaceId}` }),
    unchanged: (ctx) => rowsOfA(ctx, 'llm_keys', 'workspace_id'),
  }),
  endpoint({
    name: 'GET /modellist/',
    allowed: readers,
    foreign: 'own',
    prepare: connectBothTenants,
    request: (_ctx, _fake, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/modellist/?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'GET /ai-chat-access/',
    allowed: readers,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ai-chat-access/?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'PATCH /ai-chat-access/',
    allowed: writers,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'PATCH',
      url: '/api/v1/ai-chat-access/',
      payload: { workspaceId, monthlyTokenBudget: 50_000 + Math.floor(Math.random() * 1000) },
    }),
    unchanged: (ctx) => rowsOfA(ctx, 'ai_settings', 'workspace_id'),
  }),
];

export const aiChatEntries = [
  endpoint({
    name: 'POST /ai/chat/',
    allowed: readers,
    foreign: 'notFound',
    prepare: async (ctx) => {
      await connectBothTenants(ctx);
      return buildChatSession(ctx);
    },
    request: (_ctx, session, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/ai/chat/',
      payload: {
        workspaceId,
        id: session.id,
        message: { id: `u-${randomUUID()}`, role: 'user', parts: [{ type: 'text', text: 'And then?' }] },
      },
    }),
    unchanged: (ctx) => rowsOfA(ctx, 'ai_chat_messages', 'message_id'),
    secrets: (_ctx, session) => [session.title],
  }),
  endpoint({
    name: 'GET /ai/chat/sessions/',
    allowed: readers,
    foreign: 'own',
    prepare: buildChatSession,
    request: (_ctx, _session, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ai/chat/sessions/?workspaceId=${workspaceId}&page=1&pageSize=10`,
    }),
    secrets: (_ctx, session) => [session.id, session.title],
  }),
  endpoint({
    name: 'GET /ai/chat/sessions/{id}/',
    allowed: readers,
    foreign: 'notFound',
    prepare: buildChatSession,
    request: (_ctx, session, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ai/chat/sessions/${session.id}/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, session) => [session.title],
  }),
  endpoint({
    name: 'DELETE /ai/chat/sessions/{id}/',
    allowed: readers,
    foreign: 'notFound',
    prepare: buildChatSession,
    request: (_ctx, session, { workspaceId }) => ({
      method: 'DELETE',
      url: `/api/v1/ai/chat/sessions/${session.id}/?workspaceId=${workspaceId}`,
    }),
    unchanged: (ctx, session) => rowOf(ctx, 'ai_chat_sessions', session.id),
    secrets: (_ctx, session) => [session.title],
  }),
];

export const aiChatSessionWriteEntries = [
  endpoint({
    name: 'PATCH /ai/chat/sessions/{id}/',
    allowed: readers,
    foreign: 'notFound',
    prepare: buildChatSession,
    request: (_ctx, session, { workspaceId }) => ({
      method: 'PATCH',
      url: `/api/v1/ai/chat/sessions/${session.id}/`,
      payload: { workspaceId, title: `Renamed ${randomUUID().slice(0, 6)}` },
    }),
    unchanged: (ctx, session) => rowOf(ctx, 'ai_chat_sessions', session.id),
    secrets: (_ctx, session) => [session.title],
  }),
  endpoint({
    name: 'POST /ai/chat/sessions/{id}/insert/',
    allowed: readers,
    foreign: 'notFound',
    prepare: buildAnsweredChat,
    request: (_ctx, chat, { workspaceId }) => ({
      method: 'POST',
      url: `/api/v1/ai/chat/sessions/${chat.id}/insert/`,
      payload: { workspaceId, messageId: chat.answerId, date: '2031-03-04' },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'newsletters'),
    secrets: (_ctx, chat) => [chat.title],
  }),
];

export const aiRewriteEntries = [
  endpoint({
    name: 'POST /ai/rewrite/',
    allowed: readers,
    foreign: 'own',
    prepare: connectBothTenants,
    request: (_ctx, _fake, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/ai/rewrite',
      payload: { workspaceId, text: 'The fair opens on June 5.' },
    }),
    unchanged: (ctx) => rowsOfA(ctx, 'ai_usage', 'id'),
  }),
  endpoint({
    name: 'POST /ai/rewrite/event/',
    allowed: readers,
    foreign: 'notFound',
    prepare: buildEventToRewrite,
    request: (_ctx, event, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/ai/rewrite/event',
      payload: { workspaceId, eventId: event.id },
    }),
    unchanged: (ctx) => rowsOfA(ctx, 'ai_usage', 'id'),
    secrets: (_ctx, event) => [event.title],
  }),
];

export const aiDraftEntries = [
  endpoint({
    // B's own workspace with A's item ids drafts nothing of A: the items are read inside B's workspace only.
    name: 'POST /ai/drafts/',
    allowed: readers,
    foreign: 'own',
    prepare: buildItemToDraft,
    request: (_ctx, item, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/ai/drafts/',
      payload: { workspaceId, date: '2031-07-02', itemIds: [item.id] },
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'newsletters'),
    secrets: (_ctx, item) => [item.title],
  }),
  endpoint({
    name: 'GET /ai/drafts/{id}/',
    allowed: readers,
    foreign: 'notFound',
    prepare: buildDraft,
    request: (_ctx, draft, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ai/drafts/${draft.id}/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, draft) => draft.warnings,
  }),
];

export const aiToneEntries = [
  endpoint({
    name: 'GET /ai/tones/',
    allowed: readers,
    foreign: 'own',
    prepare: buildTone,
    request: (_ctx, _tone, { workspaceId }) => ({ method: 'GET', url: `/api/v1/ai/tones/?workspaceId=${workspaceId}` }),
    secrets: (_ctx, tone) => [tone.id, tone.name],
  }),
  endpoint({
    name: 'POST /ai/tones/',
    allowed: writers,
    success: 201,
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'POST',
      url: '/api/v1/ai/tones/',
      payload: toneBody(workspaceId),
    }),
    unchanged: (ctx) => rowsOfWorkspace(ctx, 'ai_tones'),
  }),
  endpoint({
    name: 'GET /ai/tones/{id}/',
    allowed: readers,
    foreign: 'notFound',
    prepare: buildTone,
    request: (_ctx, tone, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/ai/tones/${tone.id}/?workspaceId=${workspaceId}`,
    }),
    secrets: (_ctx, tone) => [tone.name],
  }),
  endpoint({
    name: 'PUT /ai/tones/{id}/',
    allowed: writers,
    foreign: 'notFound',
    prepare: buildTone,
    request: (_ctx, tone, { workspaceId }) => ({
      method: 'PUT',
      url: `/api/v1/ai/tones/${tone.id}/`,
      payload: toneBody(workspaceId),
    }),
    unchanged: (ctx, tone) => rowOf(ctx, 'ai_tones', tone.id),
    secrets: (_ctx, tone) => [tone.name],
  }),
  endpoint({
    name: 'DELETE /ai/tones/{id}/',
    allowed: writers,
    foreign: 'notFound',
    prepare: buildTone,
    request: (_ctx, tone, { workspaceId }) => ({
      method: 'DELETE',
      url: `/api/v1/ai/tones/${tone.id}/?workspaceId=${workspaceId}`,
    }),
    unchanged: (ctx, tone) => rowOf(ctx, 'ai_tones', tone.id),
    secrets: (_ctx, tone) => [tone.name],
  }),
];
