import {
  blockSourceChangesSchema,
  type NewsletterDocument,
  newsletterDocumentSchema,
  refreshBlocksResultSchema,
} from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, newsletters } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';

let t: TestApp;
let a: Tenant;
let b: Tenant;
let user: { authorization: string };
let other: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  b = await buildTenant(t.db);
  user = await authHeader(t.tokens, a.user);
  other = await authHeader(t.tokens, b.admin);
});
afterAll(async () => {
  await t.close();
});

const INSERTED_AT = '2026-11-20T09:00:00.000Z';
const EDITED_AT = new Date('2026-11-21T10:00:00.000Z');

/**
 * An issue with a heading, an ad that was edited in the content manager after it was put in (new copy and dates), an
 * event whose address changed, a story nobody touched and an archived story.
 */
async function issueWithEditedSources() {
  const workspaceId = a.workspace.id;
  const ad = await buildFeedItem(t.db, {
    workspaceId,
    feedType: 'ads',
    title: 'Bakery: fresh loaves, 20% off',
    summary: 'This week only',
    ctaUrl: 'https://bakery.example/offer',
    adStartsAt: new Date('2026-11-23T00:00:00Z'),
    adEndsAt: new Date('2026-12-06T00:00:00Z'),
    updatedAt: EDITED_AT,
  });
  const event = await buildFeedItem(t.db, {
    workspaceId,
    feedType: 'events',
    title: 'Winter market',
    venue: 'Town Hall',
    address: '1 Market Square',
    eventStartsAt: new Date('2026-12-05T10:00:00Z'),
    eventEndsAt: new Date('2026-12-05T16:00:00Z'),
    updatedAt: EDITED_AT,
  });
  const story = await buildFeedItem(t.db, {
    workspaceId,
    title: 'Bridge reopens',
    link: 'https://news.example/bridge',
    updatedAt: new Date(INSERTED_AT),
  });
  const gone = await buildFeedItem(t.db, {
    workspaceId,
    title: 'Old news',
    feedStatus: 'archived',
    updatedAt: EDITED_AT,
  });
  const source = (id: string) => ({
    contentType: 'feed' as const,
    sourceItemId: id,
    snapshotAt: INSERTED_AT,
    sourceUpdatedAt: INSERTED_AT,
  });
  const document: NewsletterDocument = newsletterDocumentSchema.parse({
    schemaVersion: 1,
    blocks: [
      { id: 'heading', type: 'h1', content: [{ type: 'text', text: 'This week' }] },
      {
        id: 'ad',
        type: 'ad',
        ...source(ad.id),
        snapshot: { title: 'Bakery: fresh loaves', link: 'https://bakery.example/offer', startDate: '2026-11-16' },
      },
      {
        id: 'market',
        type: 'event',
        ...source(event.id),
        snapshot: {
          title: 'Winter market',
          venue: 'Town Hall',
          address: 'Market Square',
          startsAt: '2026-12-05T10:00:00.000Z',
          endsAt: '2026-12-05T16:00:00.000Z',
        },
      },
      {
        id: 'bridge',
        type: 'article',
        ...source(story.id),
        snapshot: { title: 'Bridge reopens', link: 'https://news.example/bridge', feedType: 'rss' },
      },
      { id: 'old', type: 'article', ...source(gone.id), snapshot: { title: 'Old news', feedType: 'rss' } },
    ],
  });
  const newsletter = await buildNewsletter(t.db, { workspaceId, document, version: 3 });
  return { newsletter, ad, event, story, gone };
}

function refresh(id: string, payload: Record<string, unknown>, headers: Record<string, string> = user) {
  return t.app.inject({ method: 'POST', url: `/api/v1/newsletters/${id}/refresh-blocks/`, headers, payload });
}

describe('GET /api/v1/newsletters/{id}/source-changes/', () => {
  it('names each block whose item changed, with what a refresh would change on it', async () => {
    const { newsletter, ad, event, gone } = await issueWithEditedSources();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletters/${newsletter.id}/source-changes/?workspaceId=${a.workspace.id}`,
      headers: user,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, blockSourceChangesSchema)).toEqual([]);
    expect(res.json().data).toEqual({
      version: 3,
      blocks: [
        { blockId: 'ad', state: 'changed', sourceItemIds: [ad.id], changes: ['title', 'summary', 'run dates'] },
        { blockId: 'market', state: 'changed', sourceItemIds: [event.id], changes: ['address'] },
        { blockId: 'old', state: 'archived', sourceItemIds: [gone.id], changes: [] },
      ],
    });
  });

  it('answers 401 without a token and 404 to another business', async () => {
    const { newsletter } = await issueWithEditedSources();
    const url = `/api/v1/newsletters/${newsletter.id}/source-changes/?workspaceId=${a.workspace.id}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletters/${newsletter.id}/source-changes/?workspaceId=${b.workspace.id}`,
      headers: other,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Bakery');
  });
});

describe('POST /api/v1/newsletters/{id}/refresh-blocks/', () => {
  it('takes the current items into every changed block in one save, keeping places and ids', async () => {
    const { newsletter, ad, event, gone } = await issueWithEditedSources();
    const res = await refresh(newsletter.id, { workspaceId: a.workspace.id, version: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ code: 1, message: '2 blocks refreshed from the content manager' });
    expect(shapeDifferences(body.data, refreshBlocksResultSchema)).toEqual([]);
    expect(body.data.refreshed).toEqual(['ad', 'market']);
    expect(body.data.notRefreshed).toEqual([
      { blockId: 'old', state: 'archived', sourceItemIds: [gone.id], changes: [] },
    ]);
    expect(body.data.newsletter.version).toBe(4);
    const blocks = body.data.newsletter.document.blocks;
    expect(blocks.map((block: { id: string }) => block.id)).toEqual(['heading', 'ad', 'market', 'bridge', 'old']);
    expect(blocks[1]).toEqual({
      id: 'ad',
      type: 'ad',
      contentType: 'feed',
      sourceItemId: ad.id,
      snapshotAt: expect.any(String),
      sourceUpdatedAt: EDITED_AT.toISOString(),
      snapshot: {
        title: 'Bakery: fresh loaves, 20% off',
        summary: 'This week only',
        link: 'https://bakery.example/offer',
        startDate: '2026-11-23T00:00:00.000Z',
        endDate: '2026-12-06T00:00:00.000Z',
      },
    });
    expect(blocks[2].snapshot.address).toBe('1 Market Square');
    expect(blocks[2].sourceItemId).toBe(event.id);
    // What was stored is what was answered, and nothing is stale any more but the archived story.
    const [stored] = await t.db.select().from(newsletters).where(eq(newsletters.id, newsletter.id));
    expect(stored?.document).toEqual(body.data.newsletter.document);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/newsletters/${newsletter.id}/source-changes/?workspaceId=${a.workspace.id}`,
      headers: user,
    });
    expect(again.json().data.blocks.map((c: { blockId: string }) => c.blockId)).toEqual(['old']);
  });

  it('refreshes only the named blocks', async () => {
    const { newsletter } = await issueWithEditedSources();
    const res = await refresh(newsletter.id, { workspaceId: a.workspace.id, version: 3, blockIds: ['market'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refreshed).toEqual(['market']);
    expect(res.json().data.newsletter.document.blocks[1].snapshot.title).toBe('Bakery: fresh loaves');
  });

  it('saves nothing when nothing changed', async () => {
    const { newsletter } = await issueWithEditedSources();
    const res = await refresh(newsletter.id, { workspaceId: a.workspace.id, version: 3, blockIds: ['bridge'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().meta.message).toBe('Nothing to refresh');
    expect(res.json().data.newsletter.version).toBe(3);
  });

  it('refuses a stale version with the current newsletter (409), changing nothing', async () => {
    const { newsletter } = await issueWithEditedSources();
    const res = await refresh(newsletter.id, { workspaceId: a.workspace.id, version: 2 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().data.currentVersion).toBe(3);
    const [stored] = await t.db.select().from(newsletters).where(eq(newsletters.id, newsletter.id));
    expect(stored?.version).toBe(3);
  });

  it('answers 401 without a token', async () => {
    const { newsletter } = await issueWithEditedSources();
    const res = await refresh(newsletter.id, { workspaceId: a.workspace.id, version: 3 }, {});
    expect(res.statusCode).toBe(401);
  });

  it('names the field of bad input (400)', async () => {
    const { newsletter } = await issueWithEditedSources();
    expectInvalidField(await refresh(newsletter.id, { workspaceId: a.workspace.id }), 'version');
    expectInvalidField(await refresh(newsletter.id, { workspaceId: 'nope', version: 3 }), 'workspaceId');
    expectInvalidField(
      await refresh(newsletter.id, { workspaceId: a.workspace.id, version: 3, blockIds: ['bad id!'] }),
      'blockIds.0',
    );
    const unknown = await refresh(newsletter.id, { workspaceId: a.workspace.id, version: 3, blockIds: ['nope'] });
    expectInvalidField(unknown, 'blockIds.0', 'No block with this id in the newsletter.');
  });

  it('answers 404 to another business and changes nothing of theirs', async () => {
    const { newsletter, ad } = await issueWithEditedSources();
    const res = await refresh(newsletter.id, { workspaceId: b.workspace.id, version: 3 }, other);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(ad.title);
    const [stored] = await t.db.select().from(newsletters).where(eq(newsletters.id, newsletter.id));
    expect(stored?.version).toBe(3);
  });

  it('never reads another workspace’s item into a block', async () => {
    const foreignItem = await buildFeedItem(t.db, {
      workspaceId: b.workspace.id,
      title: 'Secret of B',
      updatedAt: EDITED_AT,
    });
    const document = newsletterDocumentSchema.parse({
      schemaVersion: 1,
      blocks: [
        {
          id: 'x',
          type: 'article',
          contentType: 'feed',
          sourceItemId: foreignItem.id,
          snapshotAt: INSERTED_AT,
          sourceUpdatedAt: INSERTED_AT,
          snapshot: { title: 'Copied' },
        },
      ],
    });
    const newsletter = await buildNewsletter(t.db, { workspaceId: a.workspace.id, document });
    const res = await refresh(newsletter.id, { workspaceId: a.workspace.id, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refreshed).toEqual([]);
    expect(res.json().data.notRefreshed[0].state).toBe('missing');
    expect(res.body).not.toContain('Secret of B');
    await t.db.delete(feedItems).where(eq(feedItems.id, foreignItem.id));
  });
});
