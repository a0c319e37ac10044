import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { chat, createAiTestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createAiTestApp({ AI_RATE_LIMIT_MAX: '2' });
});
afterAll(async () => {
  await t?.close();
});

it('limits AI requests per user, not per workspace or address', async () => {
  const tenant = await buildTenant(t.db);
  const ask = (user = tenant.user) => chat(t, user, { workspaceId: tenant.workspace.id, text: 'Hello' });
  // Without a key these stop at 409, after the limit was counted.
  expect((await ask()).statusCode).toBe(409);
  expect((await ask()).statusCode).toBe(409);
  const limited = await ask();
  expect(limited.statusCode).toBe(429);
  expect(limited.headers['retry-after']).toBeDefined();
  expect((await ask(tenant.manager)).statusCode).toBe(409);
});
