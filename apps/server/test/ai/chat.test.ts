import { randomUUID } from 'node:crypto';
import { chatSessionSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failWith, text } from '../../fakes/llm-provider';
import { aiUsage } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import {
  acceptedKey,
  chat,
  connectWorkspace,
  createAiTestApp,
  type FakeLlmProvider,
  messagesSent,
  startFakeLlmProvider,
  textOf,
  uiStreamParts,
} from './helpers';

describe('POST /ai/chat/', () => {
  let t: TestApp;
  let fake: FakeLlmProvider;
  let tenant: Tenant;
  let key: string;

  beforeAll(async () => {
    t = await createAiTestApp();
    fake = await startFakeLlmProvider();
  });
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });
  beforeEach(async () => {
    tenant = await buildTenant(t.db);
    key = acceptedKey(fake);
    await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, key);
    fake.reset();
  });

  it('streams the answer as a UI message stream and stores both messages under stable ids', async () => {
    fake.script(key, text(['Three ', 'events ', 'this week.'], { inputTokens: 40, outputTokens: 6 }));
    const id = randomUUID();
    const res = await chat(t, tenant.user, { workspaceId: tenant.workspace.id, id, text: 'What is on this week?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    const parts = uiStreamParts(res.body);
    expect(textOf(parts)).toBe('Three events this week.');
    const start = parts.find((p) => p.type === 'start');
    expect(start?.messageId).toMatch(/^msg-/);

    const detail = await as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/ai/chat/sessions/${id}/?workspaceId=${tenant.workspace.id}`,
    });
    expect(detail.statusCode).toBe(200);
    const { session, messages } = detail.json().data;
    expect(shapeDifferences(session, chatSessionSchema)).toEqual([]);
    for (const message of messages) expect(Object.keys(message).sort()).toEqual(['id', 'metadata', 'parts', 'role']);
    expect(session.title).toBe('What is on this week?');
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1].id).toBe(start?.messageId);
    expect(messages[1].metadata).toMatchObject({ model: 'gpt-4o-mini', totalTokens: 46 });

    const [usage] = await t.db.select().from(aiUsage).where(eq(aiUsage.workspaceId, tenant.workspace.id));
    expect(usage).toMatchObject({ feature: 'chat', inputTokens: 40, outputTokens: 6, totalTokens: 46, status: 'ok' });
    // The request carried this workspace's key and the history.
    const [request] = fake.requests({ path: '/v1/chat/completions' });
    expect(request?.apiKey).toBe(key);
  });

  it('a second message continues the chat with its history; a resend of the same message adds no row', async () => {
    const id = randomUUID();
    await chat(t, tenant.user, { workspaceId: tenant.workspace.id, id, text: 'First question' });
    await chat(t, tenant.user, { workspaceId: tenant.workspace.id, id, text: 'Second', messageId: 'same-id' });
    await chat(t, tenant.user, {
      workspaceId: tenant.workspace.id,
      id,
      text: 'Second',
      messageId: 'same-id',
      trigger: 'regenerate-message',
    });
    const detail = await as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/ai/chat/sessions/${id}/?workspaceId=${tenant.workspace.id}`,
    });
    const roles = detail.json().data.messages.map((m: { role: string }) => m.role);
    expect(roles).toEqual(['user', 'assistant', 'user', 'assistant']);
    const last = fake.requests({ path: '/v1/chat/completions' }).at(-1);
    const sent = messagesSent(last).map((m) => m.role);
    expect(sent).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('retries a provider 429 twice, then streams the answer (three requests in all)', async () => {
    fake.script(key, failWith('rate_limit', 10), failWith('rate_limit', 10), text(['Fine.']));
    const res = await chat(t, tenant.user, { workspaceId: tenant.workspace.id, text: 'Hello' });
    expect(textOf(uiStreamParts(res.body))).toBe('Fine.');
    expect(fake.requests({ path: '/v1/chat/completions' })).toHaveLength(3);
  });

  it.each([
    ['invalid_key', failWith('invalid_key'), 1],
    ['quota_exhausted', failWith('insufficient_quota', 1), 3],
    ['provider_unavailable', failWith('overloaded', 1), 3],
  ] as const)(
    'a provider failure arrives as the error code %s, never "An error occurred."',
    async (code, turn, requests) => {
      fake.script(key, turn, turn, turn);
      const res = await chat(t, tenant.user, { workspaceId: tenant.workspace.id, text: 'Hello' });
      const error = uiStreamParts(res.body).find((p) => p.type === 'error');
      expect(error?.errorText).toBe(code);
      expect(fake.requests({ path: '/v1/chat/completions' })).toHaveLength(requests);
    },
  );

  it('a workspace without a key gets "Add an LLM key in settings" and makes no request, even with OPENAI_API_KEY set', async () => {
    const sentinel = 'sk-server-env-sentinel';
    const previous = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = sentinel;
    try {
      const bare = await buildTenant(t.db);
      const res = await chat(t, bare.user, { workspaceId: bare.workspace.id, text: 'Hello' });
      expect(res.statusCode).toBe(409);
      expect(res.json().meta.message).toBe('Add an LLM key in settings');
      expect(fake.requests()).toHaveLength(0);
    } finally {
      if (previous === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = previous;
    }
  });

  it('assistant turned off → 403 before any provider call; a used-up budget → 429', async () => {
    const patch = (payload: Record<string, unknown>) =>
      as(t, tenant.admin, {
        method: 'PATCH',
        url: '/api/v1/ai-chat-access/',
        payload: { workspaceId: tenant.workspace.id, ...payload },
      });
    expect((await patch({ enabled: false })).statusCode).toBe(200);
    const off = await chat(t, tenant.user, { workspaceId: tenant.workspace.id, text: 'Hello' });
    expect(off.statusCode).toBe(403);
    expect(off.json().meta.message).toBe('The AI assistant is turned off for this newsletter.');

    await patch({ enabled: true, monthlyTokenBudget: 1000 });
    await t.db.insert(aiUsage).values({
      workspaceId: tenant.workspace.id,
      feature: 'chat',
      provider: 'openai',
      model: 'm',
      totalTokens: 1000,
      status: 'ok',
    });
    const spent = await chat(t, tenant.user, { workspaceId: tenant.workspace.id, text: 'Hello' });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().meta.message).toBe('This newsletter has used its monthly AI token budget.');
    expect(fake.requests()).toHaveLength(0);
  });

  it('names the field of bad input', async () => {
    const send = (payload: Record<string, unknown>) =>
      as(t, tenant.user, { method: 'POST', url: '/api/v1/ai/chat/', payload });
    const message = { id: 'm1', role: 'user', parts: [{ type: 'text', text: 'Hi' }] };
    expectInvalidField(await send({ workspaceId: tenant.workspace.id, id: 'nope', message }), 'id');
    expectInvalidField(
      await send({
        workspaceId: tenant.workspace.id,
        id: randomUUID(),
        message: { ...message, parts: [{ type: 'text', text: ' ' }] },
      }),
      'message.parts.0.text',
    );
    expectInvalidField(
      await send({ workspaceId: tenant.workspace.id, id: randomUUID(), message: { ...message, role: 'assistant' } }),
      'message.role',
    );
  });
});
