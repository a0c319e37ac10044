import {
  assembleCandidatesSchema,
  assemblySchema,
  assemblyStartedSchema,
  instantOfZoned,
} from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failWith, text } from '../../fakes/llm-provider';
import { newsletters } from '../../src/db/schema/index';
import { RANKING_FAILED_WARNING } from '../../src/modules/issue-assembly/candidates';
import { orderFromAnswer } from '../../src/modules/issue-assembly/ranking';
import { inDays } from '../ad-sales/fixtures';
import type { TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { as } from '../helpers/factories-tenancy';
import { acceptedKey, connectWorkspace, createAiTestApp, type FakeLlmProvider, startFakeLlmProvider } from './helpers';

let t: TestApp;
let fake: FakeLlmProvider;
let tenant: Tenant;
let key: string;
const DATE = inDays(5);
/** Newest first: "Story 1" is an hour before the day, "Story 8" eight hours. */
const TITLES = Array.from({ length: 8 }, (_, index) => `Story ${index + 1}`);

beforeAll(async () => {
  t = await createAiTestApp();
  fake = await startFakeLlmProvider();
});
afterAll(async () => {
  await fake?.close();
  await t?.close();
});
beforeEach(async () => {
  fake.reset();
  tenant = await buildTenant(t.db);
  key = acceptedKey(fake);
});

async function stories(count = TITLES.length) {
  const start = instantOfZoned(DATE, '00:00', 'UTC').getTime();
  for (const [index, title] of TITLES.slice(0, count).entries()) {
    await buildFeedItem(t.db, {
      workspaceId: tenant.workspace.id,
      feedType: 'rss',
      title,
      link: `https://news.example/${index}`,
      publishedAt: new Date(start - (index + 1) * 3_600_000),
    });
  }
}

async function candidates() {
  const res = await as(t, tenant.user, {
    method: 'GET',
    url: `/api/v1/newsletters/assemble/candidates/?workspaceId=${tenant.workspace.id}&date=${DATE}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return assembleCandidatesSchema.parse(res.json().data);
}

const rankingAnswer = (order: number[]) => text([JSON.stringify({ order })]);
const issueText = text([JSON.stringify({ subject: 'S', preheader: 'P', intro: 'I.' })]);

async function assemble(itemIds?: string[]) {
  const res = await as(t, tenant.user, {
    method: 'POST',
    url: '/api/v1/newsletters/assemble/',
    payload: { workspaceId: tenant.workspace.id, date: DATE, ...(itemIds ? { itemIds } : {}) },
  });
  expect(res.statusCode, res.body).toBe(202);
  const { id } = assemblyStartedSchema.parse(res.json().data);
  const read = await as(t, tenant.user, {
    method: 'GET',
    url: `/api/v1/newsletters/assemble/${id}/?workspaceId=${tenant.workspace.id}`,
  });
  const [issue] = await t.db.select().from(newsletters).where(eq(newsletters.workspaceId, tenant.workspace.id));
  const headlines = (issue?.document.blocks ?? []).flatMap((block) =>
    block.type === 'article' ? [block.snapshot.title] : [],
  );
  return { assembly: assemblySchema.parse(read.json().data), headlines };
}

describe('stories ranked by the assistant', () => {
  it('without a key the stories are newest first and nothing asks a model', async () => {
    await stories();
    const found = await candidates();
    expect(found.storiesOrder).toBe('newest');
    expect(found.warnings).toEqual([]);
    expect(found.articles.map((entry) => entry.title)).toEqual(TITLES);
    expect(fake.requests()).toHaveLength(0);
  });

  it('with a key the stories come in the model’s order and the first six of that order are picked', async () => {
    await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, key);
    await stories();
    fake.script(key, rankingAnswer([8, 3, 1, 5, 2, 7, 4, 6]));
    const found = await candidates();
    expect(found.warnings).toEqual([]);
    expect(found.storiesOrder).toBe('assistant');
    expect(found.warnings).toEqual([]);
    expect(found.articles.map((entry) => entry.title)).toEqual([
      'Story 8',
      'Story 3',
      'Story 1',
      'Story 5',
      'Story 2',
      'Story 7',
      'Story 4',
      'Story 6',
    ]);
    expect(found.articles.map((entry) => entry.picked)).toEqual([true, true, true, true, true, true, false, false]);
    const prompt = JSON.stringify(fake.requests({ path: '/v1/chat/completions' }).at(-1)?.body ?? '');
    expect(prompt).toContain('Story 8');

    // The job started without ids builds from the same order (the answer is reused, not asked again).
    fake.script(key, issueText);
    const { assembly, headlines } = await assemble();
    expect(assembly.status).toBe('done');
    expect(headlines).toEqual(['Story 8', 'Story 3', 'Story 1', 'Story 5', 'Story 2', 'Story 7']);
    expect(fake.requests({ path: '/v1/chat/completions' })).toHaveLength(2);
  });

  it('a partial answer ranks what it named and keeps the rest newest first after them', () => {
    expect(orderFromAnswer([3, 3, 9, 0, 1], 4)).toEqual([2, 0, 1, 3]);
    expect(orderFromAnswer([9, -1], 4)).toBeNull();
  });

  it('when the model fails the list still answers, newest first, with a warning', async () => {
    await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, key);
    await stories();
    fake.script(key, failWith('overloaded'));
    const found = await candidates();
    expect(found.storiesOrder).toBe('newest');
    expect(found.warnings).toEqual([RANKING_FAILED_WARNING]);
    expect(found.articles.map((entry) => entry.title)).toEqual(TITLES);
    expect(found.articles.filter((entry) => entry.picked)).toHaveLength(6);
  });

  it('an answer naming no story keeps newest first with a warning', async () => {
    await connectWorkspace(t, tenant.admin, tenant.workspace.id, fake, key);
    await stories(3);
    fake.script(key, rankingAnswer([42]));
    const found = await candidates();
    expect(found.storiesOrder).toBe('newest');
    expect(found.warnings).toEqual([RANKING_FAILED_WARNING]);
    expect(found.articles.map((entry) => entry.title)).toEqual(['Story 1', 'Story 2', 'Story 3']);
  });

  it('named ids are laid in the order they are sent', async () => {
    await stories(3);
    const found = await candidates();
    const [first, second, third] = found.articles.map((entry) => entry.id);
    const { headlines } = await assemble([third, first, second].filter((id): id is string => Boolean(id)));
    expect(headlines).toEqual(['Story 3', 'Story 1', 'Story 2']);
  });
});
