import { aiDraftSchema } from '@newsletter-os/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failWith, text } from '../../fakes/llm-provider';
import { aiDrafts, newsletters } from '../../src/db/schema/index';
import { draftIssueJob } from '../../src/modules/ai/drafts/queue';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import { acceptedKey, connectWorkspace, createAiTestApp, type FakeLlmProvider, startFakeLlmProvider } from './helpers';

let t: TestApp;
let fake: FakeLlmProvider;
let tenant: Tenant;
let key: string;

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

async function chosenItems() {
  const workspaceId = tenant.workspace.id;
  const article = await buildFeedItem(t.db, {
    workspaceId,
    feedType: 'rss',
    title: 'New bridge opens',
    summary: 'The bridge opens on Monday.',
    link: 'https://news.example/bridge',
  });
  const event = await buildFeedItem(t.db, {
    workspaceId,
    feedType: 'events',
    title: 'Lantern walk',
    summary: 'A walk with lanterns.',
    link: 'https://events.example/lanterns',
    venue: 'Harbour steps',
    eventStartsAt: new Date('2031-05-02T18:00:00Z'),
  });
  return { article, event };
}

const draftReply = (articleId: string, eventId: string) =>
  text([
    JSON.stringify({
      title: 'This week by the harbour',
      intro: 'Two things to know. More at https://invented.example/more and https://news.example/bridge.',
      stories: [
        { itemId: articleId, headline: 'The bridge is open', summary: 'It opens Monday, see https://made-up.example.' },
        { itemId: eventId, headline: 'Walk with lanterns', summary: 'Bring a lantern.' },
        { itemId: '00000000-0000-4000-8000-000000000000', headline: 'A story nobody chose', summary: 'Made up.' },
      ],
    }),
  ]);

const createDraft = (payload: Record<string, unknown>, user = tenant.user) =>
  as(t, user, {
    method: 'POST',
    url: '/api/v1/ai/drafts/',
    payload: { workspaceId: tenant.workspace.id, date: '2031-05-01', ...payload },
  });

describe('POST /ai/drafts/', () => {
  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/ai/drafts/', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('names the field of bad input', async () => {
    expectInvalidField(await createDraft({ itemIds: [] }), 'itemIds', 'Choose at least one item.');
    expectInvalidField(await createDraft({ itemIds: ['nope'] }), 'itemIds');
    expectInvalidField(await createDraft({ itemIds: [crypto.randomUUID()], date: '2031-13-40' }), 'date');
  });

  it('a member of another business gets 404 and no request reaches the provider', async () => {
    const { article } = await chosenItems();
    const other = await buildTenant(t.db);
    const res = await createDraft({ itemIds: [article.id] }, other.admin);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('bridge');
    expect(fake.requests({ path: '/v1/chat/completions' })).toHaveLength(0);
  });

  it('builds the draft from the chosen items only: ids and own links kept, invented links and items dropped', async () => {
    const { article, event } = await chosenItems();
    fake.script(key, draftReply(article.id, event.id));
    const res = await createDraft({ itemIds: [article.id, event.id] });
    expect(res.statusCode, res.body).toBe(200);
    const draft = aiDraftSchema.parse(res.json().data);
    expect(shapeDifferences(res.json().data, aiDraftSchema)).toEqual([]);
    expect(draft).toMatchObject({ status: 'done', date: '2031-05-01', itemCount: 2, blocksAdded: 3, errorCode: null });
    expect(draft.warnings).toEqual([
      'Removed a link the assistant made up: https://invented.example/more',
      'Removed a link the assistant made up: https://made-up.example',
      'Left out a story about an item that was not chosen (A story nobody chose)',
    ]);

    const [newsletter] = await t.db
      .select()
      .from(newsletters)
      .where(and(eq(newsletters.workspaceId, tenant.workspace.id), eq(newsletters.issueDate, '2031-05-01')));
    expect(newsletter?.id).toBe(draft.newsletterId);
    expect(newsletter?.title).toBe('This week by the harbour');
    const blocks = newsletter?.document.blocks ?? [];
    expect(blocks.map((block) => block.type)).toEqual(['paragraph', 'article', 'event']);
    expect(blocks[1]).toMatchObject({
      sourceItemId: article.id,
      snapshot: { title: 'The bridge is open', link: 'https://news.example/bridge', summary: 'It opens Monday, see .' },
    });
    expect(blocks[2]).toMatchObject({
      sourceItemId: event.id,
      snapshot: {
        link: 'https://events.example/lanterns',
        venue: 'Harbour steps',
        startsAt: '2031-05-02T18:00:00.000Z',
      },
    });
    const stored = JSON.stringify(newsletter?.document);
    expect(stored).not.toContain('invented.example');
    expect(stored).not.toContain('made-up.example');
    expect(stored).toContain('https://news.example/bridge');

    // The items reach the model as quoted data.
    const body = fake.requests({ apiKey: key, path: '/v1/chat/completions' }).at(-1)?.body;
    const messages = (body?.messages ?? []) as { role: string; content: string }[];
    expect(messages.find((message) => message.role === 'user')?.content).toContain('title: """New bridge opens"""');
  });

  it('fills the subject and preheader, and hands the model the stories newest first (never by title)', async () => {
    const workspaceId = tenant.workspace.id;
    const older = await buildFeedItem(t.db, {
      workspaceId,
      title: 'Alpha: an older story',
      publishedAt: new Date('2031-04-28T08:00:00Z'),
    });
    const newer = await buildFeedItem(t.db, {
      workspaceId,
      title: 'Zulu: the newest story',
      publishedAt: new Date('2031-04-30T08:00:00Z'),
    });
    const middle = await buildFeedItem(t.db, {
      workspaceId,
      title: 'Mike: in between',
      publishedAt: new Date('2031-04-29T08:00:00Z'),
    });
    fake.script(
      key,
      text([
        JSON.stringify({
          title: 'The week',
          intro: 'Three stories.',
          stories: [newer, middle, older].map((item) => ({ itemId: item.id, headline: item.title, summary: 'S.' })),
        }),
      ]),
    );
    const res = await createDraft({ itemIds: [older.id, newer.id, middle.id] });
    expect(res.json().data).toMatchObject({ status: 'done' });
    const body = fake.requests({ apiKey: key, path: '/v1/chat/completions' }).at(-1)?.body;
    const messages = (body?.messages ?? []) as { role: string; content: string }[];
    const prompt = messages.find((message) => message.role === 'user')?.content ?? '';
    expect(prompt.indexOf('Zulu')).toBeLessThan(prompt.indexOf('Mike'));
    expect(prompt.indexOf('Mike')).toBeLessThan(prompt.indexOf('Alpha'));
    const [newsletter] = await t.db
      .select()
      .from(newsletters)
      .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.issueDate, '2031-05-01')));
    // The model gave no subject or preheader: the first story's headline, and the next two.
    expect(newsletter?.subject).toBe('Zulu: the newest story');
    expect(newsletter?.preheader).toBe('Plus: Mike: in between, Alpha: an older story');
  });

  it('another business’s items are never drafted, even by id', async () => {
    const other = await buildTenant(t.db);
    const foreign = await buildFeedItem(t.db, { workspaceId: other.workspace.id, title: 'Secret of the other' });
    const res = await createDraft({ itemIds: [foreign.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'failed', errorCode: 'failed', newsletterId: null });
    expect(fake.requests({ path: '/v1/chat/completions' })).toHaveLength(0);
    expect(res.body).not.toContain('Secret of the other');
  });

  it('an invalid key is stored as the draft’s error', async () => {
    const { article } = await chosenItems();
    fake.script(key, failWith('invalid_key'));
    const res = await createDraft({ itemIds: [article.id] });
    expect(res.json().data).toMatchObject({ status: 'failed', errorCode: 'invalid_key', blocksAdded: 0 });
  });

  it('without a key nothing is queued: 409 with the sentence', async () => {
    const bare = await buildTenant(t.db);
    const item = await buildFeedItem(t.db, { workspaceId: bare.workspace.id });
    const res = await as(t, bare.admin, {
      method: 'POST',
      url: '/api/v1/ai/drafts/',
      payload: { workspaceId: bare.workspace.id, date: '2031-05-01', itemIds: [item.id] },
    });
    expect(res.statusCode).toBe(409);
    expect(await t.db.select().from(aiDrafts).where(eq(aiDrafts.workspaceId, bare.workspace.id))).toEqual([]);
  });
});

describe('GET /ai/drafts/{id}/ and the job', () => {
  it('reads a draft back in its workspace only', async () => {
    const { article, event } = await chosenItems();
    fake.script(key, draftReply(article.id, event.id));
    const created = aiDraftSchema.parse((await createDraft({ itemIds: [article.id, event.id] })).json().data);
    const url = `/api/v1/ai/drafts/${created.id}/?workspaceId=${tenant.workspace.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await as(t, tenant.user, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(created);

    const other = await buildTenant(t.db);
    const foreign = await as(t, other.admin, {
      method: 'GET',
      url: `/api/v1/ai/drafts/${created.id}/?workspaceId=${other.workspace.id}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(created.newsletterId ?? 'x');
  });

  it('the queued job drafts the issue of its own workspace', async () => {
    const { article, event } = await chosenItems();
    const [row] = await t.db
      .insert(aiDrafts)
      .values({
        workspaceId: tenant.workspace.id,
        userId: tenant.manager.id,
        issueDate: '2031-06-01',
        itemIds: [article.id, event.id],
      })
      .returning();
    if (!row) throw new Error('draft not stored');
    fake.script(key, draftReply(article.id, event.id));
    // A payload naming another workspace finds nothing.
    const other = await buildTenant(t.db);
    await draftIssueJob.handle({ draftId: row.id, workspaceId: other.workspace.id }, jobDeps(), undefined as never);
    expect(fake.requests({ path: '/v1/chat/completions' })).toHaveLength(0);
    await draftIssueJob.handle({ draftId: row.id, workspaceId: tenant.workspace.id }, jobDeps(), undefined as never);
    const [done] = await t.db.select().from(aiDrafts).where(eq(aiDrafts.id, row.id));
    expect(done).toMatchObject({ status: 'done', blocksAdded: 3 });
  });
});

function jobDeps() {
  return { db: t.db, config: t.config, log: t.app.log, mailer: t.mailer };
}
