import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { z } from 'zod';
import { type FakeLlmProvider, type FakeRequest, startFakeLlmProvider } from '../../fakes/llm-provider';
import { createTestApp, type TestApp } from '../helpers/app';
import type { UserRow } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';

/** The app as the AI tests need it: loopback fakes reachable, and no AI rate limit in the way. */
export function createAiTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  return createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', AI_RATE_LIMIT_MAX: '10000', ...env } });
}

export { type FakeLlmProvider, startFakeLlmProvider };

let keyCounter = 0;
/** A fresh key the fake accepts. */
export function acceptedKey(fake: FakeLlmProvider, label = 'key'): string {
  keyCounter += 1;
  const key = `sk-${label}-${keyCounter}-${randomUUID().slice(0, 8)}`;
  fake.acceptKey(key);
  return key;
}

/** Saves an OpenAI-compatible connection to the fake for the workspace (through the API, as a manager would). */
export async function connectWorkspace(
  t: TestApp,
  admin: UserRow,
  workspaceId: string,
  fake: FakeLlmProvider,
  apiKey: string,
  provider: 'openai-compatible' | 'openai' | 'anthropic' = 'openai-compatible',
) {
  const res = await as(t, admin, {
    method: 'POST',
    url: '/api/v1/llm/',
    payload: { workspaceId, provider, baseUrl: fake.baseUrl, defaultModel: 'gpt-4o-mini', apiKey },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res;
}

export interface UiStreamPart {
  type: string;
  [key: string]: unknown;
}

/** The parts of an AI SDK UI message stream (SSE `data:` lines, `[DONE]` left out). */
export function uiStreamParts(body: string): UiStreamPart[] {
  return body
    .split('\n')
    .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
    .map((line) => JSON.parse(line.slice(6)) as UiStreamPart);
}

export function textOf(parts: UiStreamPart[]): string {
  return parts
    .filter((part) => part.type === 'text-delta')
    .map((part) => String(part.delta))
    .join('');
}

/** A user message as the browser's useChat sends it. */
export function userMessage(text: string, id = `user-${randomUUID()}`) {
  return { id, role: 'user', parts: [{ type: 'text', text }] };
}

export async function chat(
  t: TestApp,
  user: UserRow,
  payload: { workspaceId: string; id?: string; text: string; messageId?: string; [key: string]: unknown },
) {
  const { text, messageId, id, ...rest } = payload;
  return as(t, user, {
    method: 'POST',
    url: '/api/v1/ai/chat/',
    payload: { id: id ?? randomUUID(), message: userMessage(text, messageId), ...rest },
  });
}

const sentMessagesSchema = z.array(z.object({ role: z.string(), content: z.unknown() }));

/** The messages a request to the fake carried (the OpenAI dialect's `messages`). */
export function messagesSent(request: FakeRequest | undefined): { role: string; content: unknown }[] {
  const parsed = sentMessagesSchema.safeParse(request?.body?.messages);
  return parsed.success ? parsed.data : [];
}
