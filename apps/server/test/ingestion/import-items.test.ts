import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedItems, feedItemTags } from '../../src/db/schema/index';
import { finishEntries } from '../../src/integrations/feeds/normalize';
import { readFeedText } from '../../src/integrations/feeds/parse';
import { importFeedItems } from '../../src/modules/rss-fetchers/import-items';
import { finishFeedEntriesOffThread } from '../../src/workers/sanitize-pool';
import * as corpus from '../fakes/feed-corpus';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { buildWorkspace } from '../helpers/factories';
import { buildTag } from '../helpers/factories-content';
import { scopeOf } from '../helpers/scope';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

const FEED_URL = 'https://town.example/feed.xml';

const rss = (items: string) => `<?xml version="1.0"?><rss version="2.0"><channel><title>Town</title>
<link>https://town.example/</link><description>Town news</description>${items}</channel></rss>`;

const item = (guid: string, title: string, body: string) =>
  `<item><title>${title}</title><guid isPermaLink="false">${guid}</guid><link>https://town.example/${guid}</link>
<description><![CDATA[${body}]]></description></item>`;

async function newScope() {
  const workspace = await buildWorkspace(db.db);
  return scopeOf(db.db, workspace.id);
}

async function storedItems(workspaceId: string) {
  return db.db
    .select()
    .from(feedItems)
    .where(eq(feedItems.workspaceId, workspaceId))
    .orderBy(asc(feedItems.publishedAt), asc(feedItems.dedupeKey));
}

describe('importing a feed’s items', () => {
  it('finishes entries on the sanitiser workers exactly as on the calling thread', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const documents = [
      corpus.rss20,
      corpus.atom,
      corpus.atomXmlBase,
      corpus.rdf,
      corpus.jsonFeed,
      corpus.relativeLinks,
      corpus.hostile,
    ];
    for (const text of documents) {
      const { entries, feedUrl } = readFeedText(text, FEED_URL);
      expect(entries.length).toBeGreaterThan(0);
      expect(await finishFeedEntriesOffThread(entries, feedUrl, now)).toEqual(finishEntries(entries, feedUrl, now));
    }
  });

  it('leaves a stored item as it is, edits included, and stores only the new ones', async () => {
    const scope = await newScope();
    const first = rss(item('a', 'First', '<p>One</p>') + item('b', 'Second', '<p>Two</p>'));
    expect(await importFeedItems(db.db, scope, readFeedText(first, FEED_URL), { fetcherId: null })).toBe(2);
    // An editor changes the first item; the feed later changes its text too and adds a third item.
    await db.db
      .update(feedItems)
      .set({ title: 'Edited by the editor' })
      .where(and(eq(feedItems.workspaceId, scope.workspaceId), eq(feedItems.guid, 'a')));
    const before = await storedItems(scope.workspaceId);
    const second = rss(
      item('a', 'First, corrected', '<p>One, corrected</p>') +
        item('b', 'Second', '<p>Two</p>') +
        item('c', 'Third', '<p>Three <script>x()</script></p>'),
    );
    expect(await importFeedItems(db.db, scope, readFeedText(second, FEED_URL), { fetcherId: null })).toBe(1);
    const after = await storedItems(scope.workspaceId);
    expect(after).toHaveLength(3);
    for (const row of before) expect(after.find((r) => r.id === row.id)).toEqual(row);
    const third = after.find((r) => r.guid === 'c');
    expect(third).toMatchObject({ title: 'Third', content: '<p>Three </p>', contentText: 'Three', source: 'Town' });
  });

  it('stores a feed larger than one batch once, every item with its tags, the first of a repeated guid kept', async () => {
    const scope = await newScope();
    const tag = await buildTag(db.db, { workspaceId: scope.workspaceId });
    const many = corpus
      .largeRssFeed(1_203)
      .replace('</channel>', `${item('item-7', 'A repeat', '<p>Again</p>')}</channel>`);
    const feed = readFeedText(many, FEED_URL);
    expect(await importFeedItems(db.db, scope, feed, { fetcherId: null, source: 'Big' }, [tag.id])).toBe(1_203);
    const [items] = await db.db
      .select({ n: count() })
      .from(feedItems)
      .where(eq(feedItems.workspaceId, scope.workspaceId));
    const [links] = await db.db.select({ n: count() }).from(feedItemTags).where(eq(feedItemTags.tagId, tag.id));
    expect(items?.n).toBe(1_203);
    expect(links?.n).toBe(1_203);
    const [seventh] = await db.db
      .select({ title: feedItems.title, source: feedItems.source })
      .from(feedItems)
      .where(and(eq(feedItems.workspaceId, scope.workspaceId), eq(feedItems.guid, 'item-7')));
    expect(seventh).toEqual({ title: 'Story 7 about the town & its people', source: 'Big' });
    expect(await importFeedItems(db.db, scope, feed, { fetcherId: null }, [tag.id])).toBe(0);
  });

  it('keys an item with neither guid nor link by its text, once per workspace', async () => {
    const scope = await newScope();
    const plain = '<item><title>Notice</title><description>Road closed</description></item>';
    const feed = readFeedText(rss(plain + plain), FEED_URL);
    expect(await importFeedItems(db.db, scope, feed, { fetcherId: null })).toBe(1);
    expect(await importFeedItems(db.db, scope, feed, { fetcherId: null })).toBe(0);
    expect(await storedItems(scope.workspaceId)).toHaveLength(1);
  });
});
