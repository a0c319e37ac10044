import { randomUUID } from 'node:crypto';
import { rewriteChecksSchema, rewrittenEventSchema } from '@newsletter-os/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failWith, text } from '../../fakes/llm-provider';
import { aiUsage } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import {
  acceptedKey,
  connectWorkspace,
  createAiTestApp,
  type FakeLlmProvider,
  messagesSent,
  startFakeLlmProvider,
  textOf,
  uiStreamParts,
} from './helpers';

let t: TestApp;
let fake: FakeLlmProvider;
let tenant: Tenant;
let key: string;

const SOURCE =
  'The harbour fair opens on June 5 at 10am with 1,200 lanterns. Tickets cost 12 and are at https://fair.example/tickets. ' +
  'The mayor said “it is our best year yet”.';

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

const rewrite = (payload: Record<string, unknown>) =>
  as(t, tenant.user, {
    method: 'POST',
    url: '/api/v1/ai/rewrite',
    payload: { workspaceId: tenant.workspace.id, ...payload },
  });

function checksOf(body: string) {
  const part = uiStreamParts(body).find((p) => p.type === 'data-checks');
  return part?.data;
}

async function bannedTone(bannedTerms: string[]) {
  const res = await as(t, tenant.admin, {
    method: 'POST',
    url: '/api/v1/ai/tones/',
    payload: {
      workspaceId: tenant.workspace.id,
      name: `Tone ${randomUUID().slice(0, 6)}`,
      traits: [
        { is: 'warm', isNot: 'gushing' },
        { is: 'plain', isNot: 'dull' },
        { is: 'local', isNot: 'parochial' },
      ],
      bannedTerms,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as string;
}

describe('POST /ai/rewrite', () => {
  it('streams the rewrite, then the checks: every fact kept and no banned term → passed', async () => {
    const kept =
      'On June 5 at 10am, 1200 lanterns light the harbour fair. Tickets (12) at https://fair.example/tickets. ' +
      'The mayor: “it is our best year yet”.';
    fake.script(key, text(kept.match(/\S+\s*/g) ?? [kept], { inputTokens: 90, outputTokens: 40 }));
    const res = await rewrite({ text: SOURCE, length: 'shorter', instructions: 'Lead with the date' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const parts = uiStreamParts(res.body);
    expect(textOf(parts)).toBe(kept);
    const checks = checksOf(res.body);
    expect(shapeDifferences(checks, rewriteChecksSchema)).toEqual([]);
    expect(checks).toEqual({ missingFacts: [], bannedTerms: [], passed: true });
    expect(parts.at(-1)?.type).toBe('finish');

    // The source went to the model as quoted data, with the length rule and the editor's instructions.
    const sent = String(messagesSent(fake.requests({ path: '/v1/chat/completions' })[0]).at(-1)?.content);
    expect(sent).toContain('"""The harbour fair opens');
    expect(sent).toContain('clearly shorter');
    expect(sent).toContain('Lead with the date');
    const [usage] = await t.db.select().from(aiUsage).where(eq(aiUsage.workspaceId, tenant.workspace.id));
    expect(usage).toMatchObject({ feature: 'rewrite', totalTokens: 130, status: 'ok' });
  });

  it('reports the facts the rewrite lost and the tone’s banned terms it used', async () => {
    const toneId = await bannedTone(['world-class', 'synergy']);
    fake.script(key, text(['A world-class fair opens soon with many lanterns. Tickets online.']));
    const res = await rewrite({ text: SOURCE, toneId });
    const checks = checksOf(res.body);
    expect(checks).toMatchObject({ passed: false, bannedTerms: ['world-class'] });
    const missing = (checks as { missingFacts: { kind: string; value: string }[] }).missingFacts;
    expect(missing).toEqual(
      expect.arrayContaining([
        { kind: 'date', value: 'June 5' },
        { kind: 'number', value: '1,200' },
        { kind: 'number', value: '12' },
        { kind: 'url', value: 'https://fair.example/tickets' },
        { kind: 'quote', value: 'it is our best year yet' },
      ]),
    );
  });

  it('rewrites a content item of the workspace by its id; another workspace’s item is not found', async () => {
    const item = await buildFeedItem(t.db, { workspaceId: tenant.workspace.id, contentText: SOURCE });
    fake.script(key, text([SOURCE]));
    const res = await rewrite({ contentItemId: item.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(checksOf(res.body)).toMatchObject({ passed: true });

    const other = await buildTenant(t.db);
    const foreign = await buildFeedItem(t.db, { workspaceId: other.workspace.id, contentText: 'Secret of B' });
    const before = fake.requests().length;
    const refused = await rewrite({ contentItemId: foreign.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Secret of B');
    expect(fake.requests()).toHaveLength(before);
  });

  it('needs exactly one of text and contentItemId, and names bad fields', async () => {
    expectInvalidField(await rewrite({}), 'text', 'Give either text or contentItemId.');
    expectInvalidField(await rewrite({ text: 'a', contentItemId: randomUUID() }), 'text');
    expectInvalidField(await rewrite({ text: 'a', length: 'tiny' }), 'length');
    expectInvalidField(await rewrite({ text: 'a', instructions: 'x'.repeat(501) }), 'instructions');
    expect(fake.requests()).toHaveLength(0);
  });

  it('with the assistant off: 403 before any provider request', async () => {
    await as(t, tenant.admin, {
      method: 'PATCH',
      url: '/api/v1/ai-chat-access/',
      payload: { workspaceId: tenant.workspace.id, enabled: false },
    });
    const res = await rewrite({ text: SOURCE });
    expect(res.statusCode).toBe(403);
    expect(res.json().meta.message).toBe('The AI assistant is turned off for this newsletter.');
    expect(fake.requests()).toHaveLength(0);
  });

  it('a provider refusing the key ends the stream with its code and sends no checks', async () => {
    fake.script(key, failWith('invalid_key'));
    const res = await rewrite({ text: SOURCE });
    const parts = uiStreamParts(res.body);
    expect(parts.find((p) => p.type === 'error')?.errorText).toBe('invalid_key');
    expect(parts.some((p) => p.type === 'data-checks')).toBe(false);
    expect(fake.requests({ path: '/v1/chat/completions' })).toHaveLength(1);
  });
});

describe('POST /ai/rewrite/event', () => {
  it('rewrites title and description; date, venue and price come from the event row', async () => {
    const event = await buildFeedItem(t.db, {
      workspaceId: tenant.workspace.id,
      feedType: 'events',
      title: 'Lantern walk',
      contentText: 'A walk along the quay with lanterns. Details at https://walk.example.',
      eventStartsAt: new Date('2030-06-05T19:00:00Z'),
      venue: 'The Quay',
      address: '1 Harbour Road',
      price: 'Free',
    });
    fake.script(
      key,
      text([
        '{"title":"Lanterns on the quay",',
        '"description":"Walk the quay by lantern light. Details at https://walk.example.","startsAt":"1999-01-01"}',
      ]),
    );
    const res = await as(t, tenant.user, {
      method: 'POST',
      url: '/api/v1/ai/rewrite/event',
      payload: { workspaceId: tenant.workspace.id, eventId: event.id, toneId: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, rewrittenEventSchema)).toEqual([]);
    expect(res.json().data).toEqual({
      title: 'Lanterns on the quay',
      description: 'Walk the quay by lantern light. Details at https://walk.example.',
      startsAt: '2030-06-05T19:00:00.000Z',
      endsAt: null,
      venue: 'The Quay',
      address: '1 Harbour Road',
      price: 'Free',
      checks: { missingFacts: [], bannedTerms: [], passed: true },
    });
    const [usage] = await t.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.workspaceId, tenant.workspace.id), eq(aiUsage.feature, 'rewrite-event')));
    expect(usage?.status).toBe('ok');
  });

  it('an article is not an event, another workspace’s event is not found, and errors keep their state', async () => {
    const article = await buildFeedItem(t.db, { workspaceId: tenant.workspace.id });
    const post = (eventId: string) =>
      as(t, tenant.user, {
        method: 'POST',
        url: '/api/v1/ai/rewrite/event',
        payload: { workspaceId: tenant.workspace.id, eventId },
      });
    expect((await post(article.id)).statusCode).toBe(404);
    expectInvalidField(await post('nope'), 'eventId');

    const event = await buildFeedItem(t.db, { workspaceId: tenant.workspace.id, feedType: 'events' });
    fake.script(key, failWith('rate_limit', 10), failWith('rate_limit', 10), failWith('rate_limit', 10));
    const limited = await post(event.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().meta.message).toBe(
      'The LLM provider is rate limiting requests. Wait a minute and try again.',
    );
  });
});
