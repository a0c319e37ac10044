import {
  assembleCandidatesSchema,
  assemblySchema,
  assemblyStartedSchema,
  instantOfZoned,
} from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failWith, text } from '../../fakes/llm-provider';
import { issueAssemblies, newsletters } from '../../src/db/schema/index';
import { assembleIssueJob } from '../../src/modules/issue-assembly/queue';
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

/** The job started without ids ranks the stories first, as the candidates list does: here as they came. */
const rankFirstToLast = text([JSON.stringify({ order: [1, 2, 3] })]);

async function stories() {
  const workspaceId = tenant.workspace.id;
  const start = instantOfZoned(DATE, '00:00', 'UTC').getTime();
  for (const [index, title] of ['Bridge opens', 'Library hours', 'Harbour clean-up'].entries()) {
    await buildFeedItem(t.db, {
      workspaceId,
      feedType: 'rss',
      title,
      link: `https://news.example/${index}`,
      publishedAt: new Date(start - (index + 1) * 3_600_000),
    });
  }
}

async function assembled() {
  const res = await as(t, tenant.user, {
    method: 'POST',
    url: '/api/v1/newsletters/assemble/',
    payload: { workspaceId: tenant.workspace.id, date: DATE },
  });
  expect(res.statusCode, res.body).toBe(202);
  const { id } = assemblyStartedSchema.parse(res.json().data);
  const read = await as(t, tenant.user, {
    method: 'GET',
    url: `/api/v1/newsletters/assemble/${id}/?workspaceId=${tenant.workspace.id}`,
  });
  const [issue] = await t.db.select().from(newsletters).where(eq(newsletters.workspaceId, tenant.workspace.id));
  return { assembly: assemblySchema.parse(read.json().data), issue };
}

describe('assembling with the assistant', () => {
  it('says the assistant will write the text', async () => {
    const res = await as(t, tenant.user, {
      method: 'GET',
      url: `/api/v1/newsletters/assemble/candidates/?workspaceId=${tenant.workspace.id}&date=${DATE}`,
    });
    expect(assembleCandidatesSchema.parse(res.json().data).text.assistant).toBe(true);
  });

  it('writes the intro, subject and preheader from the chosen items only, links of its own removed', async () => {
    await stories();
    fake.script(
      key,
      rankFirstToLast,
      text([
        JSON.stringify({
          subject: 'The bridge is open',
          preheader: 'Plus the library and the harbour',
          intro: 'A busy week by the water. Read https://invented.example/x and https://news.example/0.',
        }),
      ]),
    );
    const { assembly, issue } = await assembled();
    expect(assembly.status).toBe('done');
    expect(assembly.added).toEqual({ articles: 3, events: 0, ads: 0 });
    expect(assembly.warnings).toEqual(['Removed a link the assistant made up: https://invented.example/x']);
    expect(issue?.subject).toBe('The bridge is open');
    expect(issue?.preheader).toBe('Plus the library and the harbour');
    expect(issue?.document.blocks.map((block) => block.type)).toEqual([
      'paragraph',
      'h2',
      'article',
      'article',
      'article',
    ]);
    const prompt = JSON.stringify(fake.requests({ path: '/v1/chat/completions' }).at(-1)?.body ?? '');
    expect(prompt).toContain('Bridge opens');
    expect(prompt).toContain('Harbour clean-up');
  });

  it('still assembles when the provider fails: the subject is the top story title', async () => {
    await stories();
    fake.script(key, failWith('invalid_key'), failWith('invalid_key'));
    const { assembly, issue } = await assembled();
    expect(assembly.status).toBe('done');
    expect(assembly.warnings).toEqual([
      'The assistant could not rank the stories; they are newest first',
      "The assistant could not write the intro; the subject is the top story's title",
    ]);
    expect(issue?.subject).toBe('Bridge opens');
    expect(issue?.preheader).toBe('Plus: Library hours, Harbour clean-up');
  });

  it('the queued job assembles the issue of its own workspace only', async () => {
    await stories();
    const [row] = await t.db
      .insert(issueAssemblies)
      .values({ workspaceId: tenant.workspace.id, userId: tenant.manager.id, issueDate: DATE })
      .returning();
    if (!row) throw new Error('assembly not stored');
    fake.script(key, rankFirstToLast, text([JSON.stringify({ subject: 'S', preheader: 'P', intro: 'I.' })]));
    const deps = { db: t.db, config: t.config, log: t.app.log, mailer: t.mailer };
    const other = await buildTenant(t.db);
    await assembleIssueJob.handle({ assemblyId: row.id, workspaceId: other.workspace.id }, deps, undefined as never);
    expect(fake.requests({ path: '/v1/chat/completions' })).toHaveLength(0);
    await assembleIssueJob.handle({ assemblyId: row.id, workspaceId: tenant.workspace.id }, deps, undefined as never);
    const [done] = await t.db.select().from(issueAssemblies).where(eq(issueAssemblies.id, row.id));
    expect(done).toMatchObject({ status: 'done', added: { articles: 3, events: 0, ads: 0 } });
    const [issue] = await t.db.select().from(newsletters).where(eq(newsletters.workspaceId, tenant.workspace.id));
    expect(issue).toMatchObject({ subject: 'S', preheader: 'P' });
  });
});
