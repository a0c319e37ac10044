import { randomUUID } from 'node:crypto';
import { chatSessionSchema, paginated } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { aiChatMessages } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
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

it('lists chats newest first in disjoint pages, titled from their first message; delete removes the messages', async () => {
  const tenant = await buildTenant(t.db);
  await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, acceptedKey(fake));
  const ids: string[] = [];
  for (const question of ['First chat', 'Second chat', `Third chat ${'x'.repeat(80)}`]) {
    const id = randomUUID();
    ids.push(id);
    await chat(t, tenant.user, { workspaceId: tenant.workspace.id, id, text: question });
  }
  const page = (n: number) =>
    as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/ai/chat/sessions/?workspaceId=${tenant.workspace.id}&page=${n}&pageSize=2`,
    });
  const first = await page(1);
  expect(shapeDifferences(first.json().data, paginated(chatSessionSchema))).toEqual([]);
  expect(first.json().data).toMatchObject({ count: 3, page: 1, pageSize: 2, totalPages: 2 });
  const second = await page(2);
  const order = [...first.json().data.results, ...second.json().data.results].map((s: { id: string }) => s.id);
  expect(order).toEqual([...ids].reverse());
  const third = first.json().data.results[0].title;
  expect(third).toHaveLength(60);
  expect(third.endsWith('…')).toBe(true);

  const removed = await as(t, tenant.user, {
    method: 'DELETE',
    url: `/api/v1/ai/chat/sessions/${ids[0]}/?workspaceId=${tenant.workspace.id}`,
  });
  expect(removed.statusCode).toBe(200);
  expect(
    await t.db
      .select()
      .from(aiChatMessages)
      .where(eq(aiChatMessages.sessionId, ids[0] ?? '')),
  ).toEqual([]);
  const again = await as(t, tenant.user, {
    method: 'GET',
    url: `/api/v1/ai/chat/sessions/${ids[0]}/?workspaceId=${tenant.workspace.id}`,
  });
  expect(again.statusCode).toBe(404);
  expectInvalidField(
    await as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/ai/chat/sessions/?workspaceId=${tenant.workspace.id}&pageSize=500`,
    }),
    'pageSize',
  );
});
