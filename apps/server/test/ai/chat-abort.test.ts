import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { aiUsage } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/app';
import { authHeader, buildTenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import {
  acceptedKey,
  connectWorkspace,
  createAiTestApp,
  type FakeLlmProvider,
  startFakeLlmProvider,
  userMessage,
} from './helpers';

let t: TestApp;
let fake: FakeLlmProvider;
let origin: string;

beforeAll(async () => {
  t = await createAiTestApp();
  fake = await startFakeLlmProvider();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await fake?.close();
  await t?.close();
});

async function until<T>(read: () => Promise<T | undefined> | T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('stopping in the browser closes the upstream socket at once and keeps the partial answer, marked stopped', async () => {
  const tenant = await buildTenant(t.db);
  const key = acceptedKey(fake);
  await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, key);
  fake.script(key, { kind: 'hang', chunks: ['The first ', 'half'] });
  const id = randomUUID();
  const stop = new AbortController();
  const response = await fetch(`${origin}/api/v1/ai/chat/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await authHeader(t.tokens, tenant.user)) },
    body: JSON.stringify({ workspaceId: tenant.workspace.id, id, message: userMessage('Tell me everything') }),
    signal: stop.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let received = '';
  while (!received.includes('half')) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    received += decoder.decode(chunk.value);
  }
  const [upstream] = fake.requests({ path: '/v1/chat/completions' });
  expect(upstream?.clientClosedAt).toBeUndefined();

  const stoppedAt = Date.now();
  stop.abort();
  const closedAt = await until(() => fake.requests({ path: '/v1/chat/completions' })[0]?.clientClosedAt);
  expect(closedAt - stoppedAt).toBeLessThan(500);

  const answer = await until(async () => {
    const res = await as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/ai/chat/sessions/${id}/?workspaceId=${tenant.workspace.id}`,
    });
    return res.json().data.messages.find((m: { role: string }) => m.role === 'assistant');
  });
  expect(answer.metadata.stopped).toBe(true);
  expect(JSON.stringify(answer.parts)).toContain('The first half');
  const usage = await until(async () => {
    const [row] = await t.db.select().from(aiUsage).where(eq(aiUsage.workspaceId, tenant.workspace.id));
    return row;
  });
  expect(usage.status).toBe('aborted');
});
