import { llmSettingsSchema, modelListSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failWith } from '../../fakes/llm-provider';
import { llmKeys } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import { acceptedKey, connectWorkspace, createAiTestApp, type FakeLlmProvider, startFakeLlmProvider } from './helpers';

describe('LLM keys', () => {
  let t: TestApp;
  let fake: FakeLlmProvider;
  let tenant: Tenant;

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
    fake.reset();
  });

  const post = (payload: Record<string, unknown>) =>
    as(t, tenant.admin, {
      method: 'POST',
      url: '/api/v1/llm/',
      payload: { workspaceId: tenant.workspace.id, ...payload },
    });

  it('saves a key the provider accepts, shows only its last four characters and seals it at rest', async () => {
    const key = acceptedKey(fake);
    const res = await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, key);
    expect(shapeDifferences(res.json().data, llmSettingsSchema)).toEqual([]);
    expect(res.json().data.key).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: fake.baseUrl,
      defaultModel: 'gpt-4o-mini',
      lastFour: key.slice(-4),
    });
    expect(res.body).not.toContain(key);
    const [row] = await t.db.select().from(llmKeys).where(eq(llmKeys.workspaceId, tenant.workspace.id));
    expect(row?.sealedKey).not.toContain(key);
    // The verification listed the models once, with this key.
    expect(fake.requests({ path: '/v1/models' }).map((r) => r.apiKey)).toEqual([key]);

    const read = await as(t, tenant.manager, { method: 'GET', url: `/api/v1/llm?workspaceId=${tenant.workspace.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain(key);
    expect(read.json().data.providers.map((p: { label: string }) => p.label)).not.toContain('Demo (offline)');
  });

  it('refuses an invalid key with 422 "invalid key" after exactly one request, and stores nothing', async () => {
    const res = await post({
      provider: 'openai-compatible',
      baseUrl: fake.baseUrl,
      defaultModel: 'm',
      apiKey: 'sk-wrong',
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().meta.message).toMatch(/invalid key/i);
    expect(fake.requests()).toHaveLength(1);
    expect(await t.db.select().from(llmKeys).where(eq(llmKeys.workspaceId, tenant.workspace.id))).toEqual([]);
  });

  it('treats a 403 from the provider as an invalid key too', async () => {
    const key = acceptedKey(fake);
    fake.script(key, failWith('forbidden'));
    const res = await post({ provider: 'openai-compatible', baseUrl: fake.baseUrl, defaultModel: 'm', apiKey: key });
    expect(res.statusCode).toBe(422);
    expect(res.json().meta.message).toMatch(/invalid key/i);
  });

  it('holds base URLs to the outbound rules: https only unless private addresses are allowed', async () => {
    const strict = await createAiTestApp({ OUTBOUND_ALLOW_PRIVATE: 'false' });
    try {
      const strictTenant = await buildTenant(strict.db);
      const send = (baseUrl: string) =>
        as(strict, strictTenant.admin, {
          method: 'POST',
          url: '/api/v1/llm/',
          payload: {
            workspaceId: strictTenant.workspace.id,
            provider: 'openai-compatible',
            baseUrl,
            defaultModel: 'm',
            apiKey: 'k',
          },
        });
      expectInvalidField(await send(fake.baseUrl), 'baseUrl');
      expectInvalidField(await send('http://llm.example.com/v1'), 'baseUrl', 'The base URL must start with https://.');
      expectInvalidField(await send('https://169.254.169.254/v1'), 'baseUrl');
      expect(fake.requests()).toHaveLength(0);
    } finally {
      await strict.close();
    }
  });

  it('names the field of bad input', async () => {
    expectInvalidField(await post({ provider: 'other', defaultModel: 'm', apiKey: 'k' }), 'provider');
    expectInvalidField(await post({ provider: 'openai', defaultModel: 'm', apiKey: '' }), 'apiKey');
    expectInvalidField(await post({ provider: 'openai-compatible', defaultModel: 'm', apiKey: 'k' }), 'baseUrl');
    expectInvalidField(await post({ provider: 'demo', defaultModel: 'm', apiKey: 'k' }), 'provider');
  });

  it('PATCH changes the default model without a provider request, and checks a new key', async () => {
    const key = acceptedKey(fake);
    await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, key);
    fake.reset();
    const patch = (payload: Record<string, unknown>) =>
      as(t, tenant.manager, {
        method: 'PATCH',
        url: '/api/v1/llm/',
        payload: { workspaceId: tenant.workspace.id, ...payload },
      });
    const renamed = await patch({ defaultModel: 'gpt-4o' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.key.defaultModel).toBe('gpt-4o');
    expect(fake.requests()).toHaveLength(0);

    const refused = await patch({ apiKey: 'sk-not-accepted' });
    expect(refused.statusCode).toBe(422);
    const next = acceptedKey(fake);
    const changed = await patch({ apiKey: next });
    expect(changed.json().data.key.lastFour).toBe(next.slice(-4));
  });

  it('PATCH before any key is saved → 404', async () => {
    const res = await as(t, tenant.admin, {
      method: 'PATCH',
      url: '/api/v1/llm/',
      payload: { workspaceId: tenant.workspace.id, defaultModel: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('lists the chat models with the workspace key and reuses the list for ten minutes', async () => {
    const key = acceptedKey(fake);
    await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, key);
    fake.reset();
    const list = () =>
      as(t, tenant.user, { method: 'GET', url: `/api/v1/modellist/?workspaceId=${tenant.workspace.id}` });
    const first = await list();
    expect(first.statusCode, first.body).toBe(200);
    expect(shapeDifferences(first.json().data, modelListSchema)).toEqual([]);
    const ids = first.json().data.models.map((m: { id: string }) => m.id);
    expect(ids).toContain('gpt-4o-mini');
    expect(ids).not.toContain('text-embedding-3-small');
    await list();
    expect(fake.requests({ path: '/v1/models' })).toHaveLength(1);
  });

  it.each([
    ['anthropic', ['claude-sonnet-4-5']],
    ['openai', ['gpt-4o', 'gpt-4o-mini']],
    ['openai-compatible', ['claude-sonnet-4-5', 'gpt-4o', 'gpt-4o-mini', 'llama3.2']],
  ] as const)('lists only the models of the chosen provider (%s)', async (provider, expected) => {
    await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, acceptedKey(fake), provider);
    const res = await as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/modellist/?workspaceId=${tenant.workspace.id}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.models.map((m: { id: string }) => m.id)).toEqual(expected);
  });

  it('without a key the model list says to add one and asks no provider', async () => {
    const res = await as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/modellist/?workspaceId=${tenant.workspace.id}`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.message).toBe('Add an LLM key in settings');
    expect(fake.requests()).toHaveLength(0);
  });
});
