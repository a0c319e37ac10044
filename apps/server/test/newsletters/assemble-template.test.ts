import {
  assemblySchema,
  assemblyStartedSchema,
  type Block,
  instantOfZoned,
  plainTextOf,
} from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletters } from '../../src/db/schema/index';
import { inDays } from '../ad-sales/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { buildTemplate } from '../helpers/factories-newsletters';
import { as } from '../helpers/factories-tenancy';

let t: TestApp;
let tenant: Tenant;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  tenant = await buildTenant(t.db);
  const start = instantOfZoned(DATE, '00:00', 'UTC').getTime();
  for (const [index, title] of ['Bridge opens', 'Library hours'].entries()) {
    await buildFeedItem(t.db, {
      workspaceId: tenant.workspace.id,
      feedType: 'rss',
      title,
      link: `https://news.example/${index}`,
      publishedAt: new Date(start - (index + 1) * 3_600_000),
    });
  }
  await buildFeedItem(t.db, {
    workspaceId: tenant.workspace.id,
    feedType: 'events',
    title: 'Harbour market',
    venue: 'Quay',
    eventStartsAt: instantOfZoned(DATE, '10:00', 'UTC'),
  });
});

const DATE = inDays(10);
const text = (type: 'paragraph' | 'h2', id: string, value: string): Block =>
  ({ id, type, content: [{ type: 'text', text: value }] }) as Block;

/** Each block as its type, with a heading's or paragraph's text and a card's title. */
function outline(blocks: readonly Block[]): string[] {
  return blocks.map((block) => {
    if ('content' in block && Array.isArray(block.content)) return `${block.type}: ${plainTextOf(block.content)}`;
    if (block.type === 'article' || block.type === 'event') return `${block.type}: ${block.snapshot.title}`;
    if (block.type === 'events') return `events: ${block.entries.map((entry) => entry.snapshot.title).join(', ')}`;
    return block.type;
  });
}

async function assembleOutline() {
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
  expect(assemblySchema.parse(read.json().data).status).toBe('done');
  const [issue] = await t.db.select().from(newsletters).where(eq(newsletters.workspaceId, tenant.workspace.id));
  return { blocks: outline(issue?.document.blocks ?? []), style: issue?.style };
}

describe('assembling in the default template’s layout', () => {
  it('without a default template the standard layout is used', async () => {
    await buildTemplate(t.db, { workspaceId: tenant.workspace.id, name: 'Not the default' });
    expect((await assembleOutline()).blocks).toEqual([
      'h2: Top stories',
      'article: Bridge opens',
      'article: Library hours',
      'h2: Coming up',
      'events: Harbour market',
    ]);
  });

  it('headings of the default template are the places of the stories and events, its text kept in order', async () => {
    const style = {
      ...(await buildTemplate(t.db, { workspaceId: tenant.workspace.id })).style,
      accentColor: '#0f766e',
    };
    await buildTemplate(t.db, {
      workspaceId: tenant.workspace.id,
      name: 'Harbour weekly',
      isDefault: true,
      style,
      document: {
        schemaVersion: 1,
        blocks: [
          text('paragraph', 'p1', 'Morning, Harbour.'),
          text('h2', 'h1', 'Out and about this week'),
          text('h2', 'h2', 'The news'),
          text('paragraph', 'p2', 'Reply to this email with tips.'),
        ],
      },
    });
    const { blocks, style: issueStyle } = await assembleOutline();
    expect(blocks).toEqual([
      'paragraph: Morning, Harbour.',
      'h2: Out and about this week',
      'events: Harbour market',
      'h2: The news',
      'article: Bridge opens',
      'article: Library hours',
      'paragraph: Reply to this email with tips.',
    ]);
    expect(issueStyle?.accentColor).toBe('#0f766e');
  });

  it('the template’s own cards mark the places and are never copied', async () => {
    // A story of the issue the template was saved from, long before this issue's window.
    const old = await buildFeedItem(t.db, {
      workspaceId: tenant.workspace.id,
      feedType: 'rss',
      title: 'Old story',
      publishedAt: new Date(Date.now() - 90 * 86_400_000),
    });
    const source = { contentType: 'feed', sourceItemId: old.id, snapshotAt: new Date().toISOString() };
    await buildTemplate(t.db, {
      workspaceId: tenant.workspace.id,
      isDefault: true,
      document: {
        schemaVersion: 1,
        blocks: [
          text('h2', 'h1', 'Diary'),
          { id: 'e1', type: 'events', contentType: 'feed', entries: [{ ...source, snapshot: { title: 'Old event' } }] },
          text('h2', 'h2', 'Read'),
          { id: 'a1', type: 'article', ...source, snapshot: { title: 'Old story' } },
          { id: 'a2', type: 'article', ...source, snapshot: { title: 'Old story' } },
        ] as Block[],
      },
    });
    expect((await assembleOutline()).blocks).toEqual([
      'h2: Diary',
      'events: Harbour market',
      'h2: Read',
      'article: Bridge opens',
      'article: Library hours',
    ]);
  });
});
