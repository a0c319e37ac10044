import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import {
  acceptedKey,
  chat,
  connectWorkspace,
  createAiTestApp,
  type FakeLlmProvider,
  startFakeLlmProvider,
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

it('DELETE /llm/ removes the key: the settings show none and the assistant says to add one', async () => {
  const tenant = await buildTenant(t.db);
  await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, acceptedKey(fake));
  const url = `/api/v1/llm/?workspaceId=${tenant.workspace.id}`;

  const res = await as(t, tenant.manager, { method: 'DELETE', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ meta: { code: 1, message: 'LLM key removed' }, data: null });

  const settings = await as(t, tenant.admin, { method: 'GET', url: `/api/v1/llm?workspaceId=${tenant.workspace.id}` });
  expect(settings.json().data.key).toBeNull();
  const before = fake.requests().length;
  const answer = await chat(t, tenant.user, { workspaceId: tenant.workspace.id, id: randomUUID(), text: 'Hi' });
  expect(answer.statusCode).toBe(409);
  expect(answer.json().meta.message).toBe('Add an LLM key in settings');
  expect(fake.requests()).toHaveLength(before);

  // Nothing left to remove.
  expect((await as(t, tenant.admin, { method: 'DELETE', url })).statusCode).toBe(404);
});

it('DELETE /llm/ names a missing or malformed workspace id', async () => {
  const tenant = await buildTenant(t.db);
  expectInvalidField(
    await as(t, tenant.admin, { method: 'DELETE', url: '/api/v1/llm/?workspaceId=nope' }),
    'workspaceId',
  );
});
