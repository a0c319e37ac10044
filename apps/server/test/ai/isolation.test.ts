import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { text } from '../../fakes/llm-provider';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import {
  acceptedKey,
  chat,
  connectWorkspace,
  createAiTestApp,
  type FakeLlmProvider,
  startFakeLlmProvider,
  textOf,
  uiStreamParts,
} from './helpers';

let t: TestApp;
let fake: FakeLlmProvider;

beforeAll(async () => {
  t = await createAiTestApp();
  fake = await startFakeLlmProvider();
});
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

it('50 interleaved chats across two workspaces: every provider request carries its own workspace key and data', async () => {
  const a = await buildTenant(t.db);
  const b = await buildTenant(t.db);
  const keyA = acceptedKey(fake, 'a');
  const keyB = acceptedKey(fake, 'b');
  // One workspace on the OpenAI dialect, the other on Anthropic's: both SDK clients, side by side.
  await connectWorkspace(t, a.admin, a.workspace.id, fake, keyA, 'openai');
  await connectWorkspace(t, b.admin, b.workspace.id, fake, keyB, 'anthropic');
  fake.reset();
  fake.timing.chunkDelayMs = 2;
  for (let i = 0; i < 25; i++) {
    fake.script(keyA, text(['answer ', 'for ', 'A']));
    fake.script(keyB, text(['answer ', 'for ', 'B']));
  }

  const runs = Array.from({ length: 50 }, (_, i) => {
    const tenant = i % 2 === 0 ? a : b;
    const marker = `${i % 2 === 0 ? 'MARKER-A' : 'MARKER-B'}-${i}`;
    return chat(t, tenant.user, { workspaceId: tenant.workspace.id, id: randomUUID(), text: `question ${marker}` });
  });
  const answers = await Promise.all(runs);

  answers.forEach((res, i) => {
    expect(textOf(uiStreamParts(res.body))).toBe(i % 2 === 0 ? 'answer for A' : 'answer for B');
  });
  const requests = fake.requests().filter((r) => r.method === 'POST');
  expect(requests).toHaveLength(50);
  for (const request of requests) {
    const body = JSON.stringify(request.body);
    if (request.apiKey === keyA) {
      expect(request.path).toBe('/v1/chat/completions');
      expect(body).toContain('MARKER-A');
      expect(body).not.toContain('MARKER-B');
      expect(body).not.toContain(b.workspace.name);
    } else {
      expect(request.apiKey).toBe(keyB);
      expect(request.path).toBe('/v1/messages');
      expect(body).toContain('MARKER-B');
      expect(body).not.toContain('MARKER-A');
      expect(body).not.toContain(a.workspace.name);
    }
  }
});
