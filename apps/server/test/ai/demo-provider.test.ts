import { createAnthropic } from '@ai-sdk/anthropic';
import { aiDraftSchema } from '@newsletter-os/contracts';
import { Output, streamText } from 'ai';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_LLM_KEY, failWith } from '../../fakes/llm-provider';
import { newsletters } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { as } from '../helpers/factories-tenancy';
import { createAiTestApp, type FakeLlmProvider, startFakeLlmProvider } from './helpers';

/**
 * `npm run demo`'s assistant: the "Demo (offline)" provider talks to the LLM fake with nothing scripted, so every
 * structured request must get an answer in the shape its caller asked for, through the real SDK clients.
 */
let t: TestApp;
let fake: FakeLlmProvider;
let tenant: Tenant;

beforeAll(async () => {
  fake = await startFakeLlmProvider({ acceptedKeys: [DEMO_LLM_KEY] });
  t = await createAiTestApp({ DEMO_MODE: 'true', DEMO_LLM_URL: fake.baseUrl, OUTBOUND_ALLOW_PRIVATE: 'false' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  tenant = await buildTenant(t.db);
  const res = await as(t, tenant.admin, {
    method: 'POST',
    url: '/api/v1/llm/',
    payload: { workspaceId: tenant.workspace.id, provider: 'demo', defaultModel: 'gpt-4o-mini', apiKey: DEMO_LLM_KEY },
  });
  expect(res.statusCode, res.body).toBe(201);
  fake.reset();
});

describe('the demo provider', () => {
  it('drafts an issue whose stories are the chosen items, with their own links', async () => {
    const workspaceId = tenant.workspace.id;
    const article = await buildFeedItem(t.db, {
      workspaceId,
      feedType: 'rss',
      title: 'New bridge opens',
      contentText: 'The bridge opens on Monday. Cyclists get their own lane. The old ferry stops.',
      link: 'https://news.example/bridge',
    });
    const event = await buildFeedItem(t.db, {
      workspaceId,
      feedType: 'events',
      title: 'Lantern walk',
      summary: 'A walk with lanterns.',
      link: 'https://events.example/lanterns',
      eventStartsAt: new Date('2031-05-02T18:00:00Z'),
    });
    const res = await as(t, tenant.user, {
      method: 'POST',
      url: '/api/v1/ai/drafts/',
      payload: { workspaceId, date: '2031-05-01', itemIds: [article.id, event.id] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const draft = aiDraftSchema.parse(res.json().data);
    expect(draft).toMatchObject({ status: 'done', errorCode: null, blocksAdded: 3, warnings: [] });

    // The SDK sent the schema, and the fake answered in it.
    const body = fake.requests({ path: '/v1/chat/completions' }).at(-1)?.body;
    expect(body?.response_format).toMatchObject({ type: 'json_schema' });

    const [newsletter] = await t.db
      .select()
      .from(newsletters)
      .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.issueDate, '2031-05-01')));
    const blocks = newsletter?.document.blocks ?? [];
    expect(blocks.map((block) => block.type).sort()).toEqual(['article', 'event', 'paragraph']);
    const story = (id: string) => blocks.find((block) => 'sourceItemId' in block && block.sourceItemId === id);
    expect(story(article.id)).toMatchObject({
      sourceItemId: article.id,
      snapshot: {
        title: 'New bridge opens',
        summary: 'The bridge opens on Monday. Cyclists get their own lane.',
        link: 'https://news.example/bridge',
      },
    });
    expect(story(event.id)).toMatchObject({
      snapshot: { title: 'Lantern walk', link: 'https://events.example/lanterns' },
    });
    expect(newsletter?.title).toBe('Offline demo: a title');
  });

  it('a failed draft can be asked again: the second answer is drafted', async () => {
    const item = await buildFeedItem(t.db, {
      workspaceId: tenant.workspace.id,
      title: 'Quay market returns',
      link: 'https://quay.example/market',
    });
    fake.script(DEMO_LLM_KEY, failWith('invalid_key'));
    const ask = () =>
      as(t, tenant.user, {
        method: 'POST',
        url: '/api/v1/ai/drafts/',
        payload: { workspaceId: tenant.workspace.id, date: '2031-05-03', itemIds: [item.id] },
      });
    expect((await ask()).json().data).toMatchObject({ status: 'failed', errorCode: 'invalid_key' });
    expect((await ask()).json().data).toMatchObject({ status: 'done', errorCode: null, blocksAdded: 2 });
  });

  it('rewrites an event as the {title, description} it is asked for', async () => {
    const event = await buildFeedItem(t.db, {
      workspaceId: tenant.workspace.id,
      feedType: 'events',
      title: 'Lantern walk',
      contentText: 'A walk along the quay.',
    });
    const res = await as(t, tenant.user, {
      method: 'POST',
      url: '/api/v1/ai/rewrite/event',
      payload: { workspaceId: tenant.workspace.id, eventId: event.id, toneId: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.title).toBe('Offline demo: a title');
    expect(res.json().data.description).toMatch(/^Offline demo: this description comes from the offline demo/);
  });

  it('answers the Anthropic client’s forced "json" tool and its output format with the schema’s shape', async () => {
    const schema = z.object({
      title: z.string(),
      tags: z.array(z.object({ itemId: z.string(), label: z.string() })),
      count: z.number().int(),
      kind: z.enum(['weekly', 'daily']),
    });
    const anthropic = createAnthropic({ apiKey: DEMO_LLM_KEY, baseURL: fake.baseUrl });
    const prompt = 'Label these:\nitemId: a1\ntitle: """First"""\nitemId: b2\ntitle: """Second"""';
    for (const mode of ['jsonTool', 'outputFormat'] as const) {
      const result = streamText({
        model: anthropic('claude-sonnet-4-5'),
        prompt,
        output: Output.object({ schema }),
        providerOptions: { anthropic: { structuredOutputMode: mode } },
      });
      await result.consumeStream();
      const output = await result.output;
      expect(output).toEqual({
        title: 'Offline demo: a title',
        tags: [
          { itemId: 'a1', label: expect.stringMatching(/^Offline demo/) },
          { itemId: 'b2', label: expect.stringMatching(/^Offline demo/) },
        ],
        count: 0,
        kind: 'weekly',
      });
    }
    const sent = fake.requests({ path: '/v1/messages' }).map((request) => request.body);
    expect(sent[0]?.tools).toMatchObject([{ name: 'json' }]);
    expect(sent[1]?.output_config).toMatchObject({ format: { type: 'json_schema' } });
  });
});
