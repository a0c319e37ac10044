import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as corpus from '../fakes/feed-corpus';
import { type FakeFeedServer, type FakeRoute, startFeedServer } from '../fakes/feed-server';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildWorkspace } from '../helpers/factories';
import { buildTag } from '../helpers/factories-content';
import {
  buildFetcher,
  itemsOfWorkspace,
  reloadFetcher,
  runFetcherIn,
  tagIdsOfItem,
} from '../helpers/factories-rss-fetchers';

/**
 * The corpus end to end: a fetcher pointed at the fake feed server, one real run (fetch, decode, parse,
 * sanitize, store), then what the fetcher records and what the workspace holds.
 */

let t: TestApp;
let server: FakeFeedServer;
const outbound = { allowPrivate: true };

beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true' } });
  server = await startFeedServer();
});

afterAll(async () => {
  await server?.close();
  await t?.close();
});

async function runOn(path: string, route: FakeRoute, extra: { defaultTagIds?: string[]; workspaceId?: string } = {}) {
  server.set(path, route);
  const workspaceId = extra.workspaceId ?? (await buildWorkspace(t.db)).id;
  const fetcher = await buildFetcher(t.db, { workspaceId, url: server.url(path), defaultTagIds: extra.defaultTagIds });
  const outcome = await runFetcherIn(t.db, fetcher, outbound);
  const items = await itemsOfWorkspace(t.db, workspaceId);
  return { outcome, items, fetcher: await reloadFetcher(t.db, fetcher.id), workspaceId };
}

const xml = (body: string | Buffer, contentType = 'application/rss+xml; charset=utf-8'): FakeRoute => ({
  body,
  contentType,
});

describe('fetcher runs over the corpus: ingested', () => {
  const cases: [string, FakeRoute, number, string][] = [
    ['/rss091.xml', xml(corpus.rss091), 2, 'Café reopens on Main Street'],
    ['/rss20.xml', xml(corpus.rss20), 3, 'Bridge repairs start Monday'],
    ['/atom.xml', xml(corpus.atom, 'application/atom+xml'), 2, 'Spring fair announced'],
    ['/rdf.xml', xml(corpus.rdf, 'application/rdf+xml'), 2, 'School play a success'],
    ['/feed.json', xml(corpus.jsonFeed, 'application/feed+json'), 2, 'Boat race <results>'],
    ['/cdata.xml', xml(corpus.cdata), 1, 'Fish & chips festival'],
    ['/entities.xml', xml(corpus.entities), 1, 'Rock & roll – “live” at park tonight ©'],
    ['/latin1.xml', xml(corpus.latin1Body(), 'application/rss+xml'), 1, 'Crème brûlée night'],
    ['/cp1252.xml', xml(corpus.windows1252Body(false), 'text/xml; charset=windows-1252'), 1, '“Café” €5'],
    ['/undated.xml', xml(corpus.missingDates), 2, 'No date here'],
    ['/relative.xml', xml(corpus.relativeLinks), 1, 'Relative item'],
  ];
  for (const [path, route, count, firstTitle] of cases) {
    it(`${path}: ${count} item(s), fetcher ok`, async () => {
      const { outcome, items, fetcher } = await runOn(path, route);
      expect(outcome?.status, outcome?.error ?? '').toBe('ok');
      expect(items).toHaveLength(count);
      expect(items.map((i) => i.title)).toContain(firstTitle);
      expect(fetcher).toMatchObject({ lastStatus: 'ok', lastError: null, itemCount: count });
      expect(fetcher.lastRunAt).toBeInstanceOf(Date);
      for (const item of items) {
        expect(item).toMatchObject({ feedType: 'rss', feedStatus: 'active', fetcherId: fetcher.id });
        expect(item.dedupeKey).toBeTruthy();
      }
    });
  }

  it('stores every normalized field, the feed title as source, and the default tags', async () => {
    const workspace = await buildWorkspace(t.db);
    const [tagA, tagB] = await Promise.all([
      buildTag(t.db, { workspaceId: workspace.id }),
      buildTag(t.db, { workspaceId: workspace.id }),
    ]);
    if (!tagA || !tagB) throw new Error('tags');
    const { items } = await runOn('/full.xml', xml(corpus.rss20), {
      workspaceId: workspace.id,
      defaultTagIds: [tagA.id, tagB.id],
    });
    const bridge = items.find((i) => i.guid === 'riverside-101');
    expect(bridge).toMatchObject({
      title: 'Bridge repairs start Monday',
      summary: 'Crews begin work on the old bridge.',
      link: 'https://riverside.example/news/bridge',
      imageUrl: 'https://riverside.example/img/bridge.jpg',
      author: 'Ada Reporter',
      source: 'Riverside Weekly',
      guid: 'riverside-101',
      dedupeKey: 'riverside-101',
      publishedAt: new Date('2026-04-06T08:30:00Z'),
    });
    expect(bridge?.contentText).toContain('Crews begin work on the old bridge.');
    for (const item of items) expect(await tagIdsOfItem(t.db, item.id)).toEqual([tagA.id, tagB.id].sort());
  });

  it('missing dates are stored as the time of the fetch', async () => {
    const before = Date.now();
    const { items } = await runOn('/undated2.xml', xml(corpus.missingDates));
    for (const item of items) expect(item.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('duplicate guids and links leave one copy each', async () => {
    const { items, fetcher } = await runOn('/dupes.xml', xml(corpus.duplicateGuids));
    expect(items.map((i) => i.dedupeKey).sort()).toEqual(['https://dupes.example/c', 'same-guid']);
    expect(items.find((i) => i.dedupeKey === 'same-guid')?.title).toBe('First copy');
    expect(fetcher.itemCount).toBe(2);
  });

  it('uses the stored ETag and Last-Modified: a 304 is ok with nothing new', async () => {
    const route = { ...xml(corpus.rss20), etag: '"v1"', lastModified: 'Wed, 08 Apr 2026 18:00:00 GMT' };
    const first = await runOn('/conditional.xml', route);
    expect(first.fetcher).toMatchObject({ etag: '"v1"', lastModified: 'Wed, 08 Apr 2026 18:00:00 GMT' });
    const second = await runFetcherIn(t.db, first.fetcher, outbound);
    expect(second?.status).toBe('not-modified');
    const conditional = server.requests.filter((r) => r.path === '/conditional.xml').at(-1);
    expect(conditional?.headers['if-none-match']).toBe('"v1"');
    expect(conditional?.headers['if-modified-since']).toBe('Wed, 08 Apr 2026 18:00:00 GMT');
    expect(await reloadFetcher(t.db, first.fetcher.id)).toMatchObject({ lastStatus: 'ok', itemCount: 3 });
    expect(await itemsOfWorkspace(t.db, first.workspaceId)).toHaveLength(3);
  });

  it('the same bytes again, from a server without validators, are not read; other bytes are', async () => {
    const first = await runOn('/no-validators.xml', xml(corpus.rss20));
    expect(first.outcome).toMatchObject({ status: 'ok', imported: 3 });
    expect(first.fetcher.bodyHash).toEqual(expect.any(String));
    const again = await runFetcherIn(t.db, first.fetcher, outbound);
    expect(again).toMatchObject({ status: 'not-modified', imported: 0, error: null });
    expect(await reloadFetcher(t.db, first.fetcher.id)).toMatchObject({
      lastStatus: 'ok',
      itemCount: 3,
      bodyHash: first.fetcher.bodyHash,
    });
    // The same address now serves another feed: read and imported, and its hash replaces the old one.
    server.set('/no-validators.xml', xml(corpus.duplicateGuids));
    const changed = await runFetcherIn(t.db, first.fetcher, outbound);
    expect(changed).toMatchObject({ status: 'ok', imported: 2 });
    const stored = await reloadFetcher(t.db, first.fetcher.id);
    expect(stored).toMatchObject({ itemCount: 5 });
    expect(stored.bodyHash).not.toBe(first.fetcher.bodyHash);
    expect(await itemsOfWorkspace(t.db, first.workspaceId)).toHaveLength(5);
  });
});

describe('fetcher runs over the corpus: broken feeds fail readably', () => {
  const cases: [string, FakeRoute, string | RegExp][] = [
    ['/missing.xml', { status: 404, body: 'nope' }, 'The server answered 404 Not Found'],
    ['/error.xml', { status: 500, body: 'boom' }, 'The server answered 500 Internal Server Error'],
    ['/page.html', xml(corpus.htmlPage, 'text/html'), /^The response is not an RSS, Atom, RDF or JSON feed/],
    ['/plain.txt', xml('hello world', 'text/plain'), 'The response is not a feed: no XML document was found'],
    [
      '/bomb.xml',
      xml(corpus.billionLaughs),
      'The feed declares its own XML entities, which are refused (a possible XML bomb)',
    ],
    ['/xxe.xml', xml(corpus.externalEntity), /XML entities/],
    [
      '/truncated.xml',
      xml(corpus.truncatedAfterItem),
      'The feed is incomplete: the document ends before its closing </rss> tag',
    ],
    ['/cut.xml', xml(corpus.truncatedMidElement), /^The feed is incomplete/],
    ['/huge.xml', { streamBytes: 20 * 1024 * 1024 }, 'The response is larger than 5 MB'],
    ['/declared-50mb.xml', { body: 'x', headers: { 'content-length': String(50 * 1024 * 1024) } }, /larger than 5 MB/],
  ];
  for (const [path, route, message] of cases) {
    it(`${path} → "${String(message)}"`, async () => {
      const { outcome, items, fetcher } = await runOn(path, route);
      expect(outcome?.status).toBe('error');
      expect(fetcher.lastStatus).toBe('error');
      expect(fetcher.lastError).toMatch(message);
      expect(fetcher.lastRunAt).toBeInstanceOf(Date);
      expect(items).toHaveLength(0);
    });
  }

  it('a slow server times out after 10 s while another fetcher completes meanwhile', async () => {
    server.set('/slow.xml', { hang: true });
    server.set('/quick.xml', xml(corpus.rss091));
    const [slow, quick] = await Promise.all([
      buildFetcher(t.db, { url: server.url('/slow.xml') }),
      buildFetcher(t.db, { url: server.url('/quick.xml') }),
    ]);
    const started = Date.now();
    let quickDoneAt = 0;
    const [slowOutcome] = await Promise.all([
      runFetcherIn(t.db, slow, outbound),
      runFetcherIn(t.db, quick, outbound).then((o) => {
        quickDoneAt = Date.now();
        return o;
      }),
    ]);
    expect(slowOutcome?.error).toBe('The server did not answer within 10 seconds');
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_500);
    expect(quickDoneAt - started).toBeLessThan(5_000);
    expect(await reloadFetcher(t.db, quick.id)).toMatchObject({ lastStatus: 'ok', itemCount: 2 });
  }, 20_000);

  it('a failed run keeps the items and validators of earlier runs', async () => {
    const route = { ...xml(corpus.rss091), etag: '"keep"' };
    const { fetcher, workspaceId } = await runOn('/flaky.xml', route);
    server.set('/flaky.xml', { status: 503, body: 'down' });
    const outcome = await runFetcherIn(t.db, fetcher, outbound);
    expect(outcome?.error).toBe('The server answered 503 Service Unavailable');
    expect(await reloadFetcher(t.db, fetcher.id)).toMatchObject({ etag: '"keep"', itemCount: 2, lastStatus: 'error' });
    expect(await itemsOfWorkspace(t.db, workspaceId)).toHaveLength(2);
  });

  it('returns null for a fetcher that no longer exists', async () => {
    const workspace = await buildWorkspace(t.db);
    const gone = { id: '00000000-0000-4000-8000-000000000000', workspaceId: workspace.id };
    expect(await runFetcherIn(t.db, gone, outbound)).toBeNull();
  });

  it('a run naming another workspace finds no fetcher and changes nothing', async () => {
    server.set('/tenant.xml', xml(corpus.rss20));
    const owner = await buildWorkspace(t.db);
    const other = await buildWorkspace(t.db);
    const fetcher = await buildFetcher(t.db, { workspaceId: owner.id, url: server.url('/tenant.xml') });
    expect(await runFetcherIn(t.db, { id: fetcher.id, workspaceId: other.id }, outbound)).toBeNull();
    expect(await reloadFetcher(t.db, fetcher.id)).toMatchObject({ lastRunAt: null, itemCount: 0 });
    expect(await itemsOfWorkspace(t.db, owner.id)).toHaveLength(0);
    expect(await itemsOfWorkspace(t.db, other.id)).toHaveLength(0);
  });
});
