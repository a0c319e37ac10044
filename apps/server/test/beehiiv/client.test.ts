import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeBeehiiv, startFakeBeehiiv } from '../../fakes/beehiiv';
import { FAKE_PUBLICATION_ID, FAKE_SECOND_PUBLICATION_ID } from '../../fakes/beehiiv-data';
import { BeehiivClient, BeehiivError, rateLimitWaitMs } from '../../src/integrations/beehiiv';
import { resetPacing, takeToken } from '../../src/integrations/beehiiv/pacing';

let fake: FakeBeehiiv;
beforeAll(async () => {
  fake = await startFakeBeehiiv({ keys: {}, slowMs: 3_000 });
});
afterAll(async () => {
  await fake?.close();
});
beforeEach(() => resetPacing());

let counter = 0;
/** A fresh key in the given scenario, and a client that uses it. */
function clientIn(scenario: Parameters<FakeBeehiiv['setKey']>[1] = 'normal', options: { timeoutMs?: number } = {}) {
  counter += 1;
  const key = `bh_client_${counter}_${scenario}`;
  fake.setKey(key, scenario);
  return { key, client: new BeehiivClient({ baseUrl: fake.url, apiKey: key, allowPrivate: true, ...options }) };
}

async function errorOf(promise: Promise<unknown>): Promise<BeehiivError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof BeehiivError) return err;
    throw err;
  }
  throw new Error('expected a BeehiivError');
}

describe('Beehiiv client against the fake', () => {
  it('lists publications with stats, sending the key as a Bearer token and expand[]=stats', async () => {
    const { key, client } = clientIn();
    const publications = await client.listPublications();
    expect(publications.map((p) => p.id)).toEqual([FAKE_PUBLICATION_ID, FAKE_SECOND_PUBLICATION_ID]);
    expect(publications[0]?.stats?.active_subscriptions).toBe(8421);
    // The fraction stays as Beehiiv sent it: the product never shows it.
    expect(publications[0]?.stats?.average_open_rate).toBeLessThan(1);
    const sent = fake.requests.filter((r) => r.key === key);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.path).toBe('/v2/publications');
    expect(sent[0]?.query.get('expand[]')).toBe('stats');
  });

  it('lists posts newest first by publish date with their percentages and counts', async () => {
    const { key, client } = clientIn();
    const page = await client.listPosts(FAKE_PUBLICATION_ID, { status: 'confirmed', limit: 3 });
    expect(page.totalPages).toBeGreaterThan(1);
    const sentPost = page.posts.find((p) => (p.publish_date ?? 0) < Date.now() / 1000);
    expect(sentPost?.stats?.email).toMatchObject({ delivered: 8342, unique_opens: 4021, open_rate: 48.2 });
    const query = fake.requests.filter((r) => r.key === key)[0]?.query;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      status: 'confirmed',
      order_by: 'publish_date',
      direction: 'desc',
      limit: '3',
      page: '1',
    });
  });

  it('reads all-time aggregate stats and the subscriptions total', async () => {
    const { client } = clientIn();
    const aggregate = await client.aggregateStats(FAKE_PUBLICATION_ID);
    expect(aggregate?.delivered).toBeGreaterThan(1_000_000);
    expect(await client.subscriptionsTotal(FAKE_PUBLICATION_ID)).toBe(9120);
  });

  it('reads daily engagements of up to 31 days, and refuses more before asking', async () => {
    const { client } = clientIn();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const days = await client.engagements(FAKE_PUBLICATION_ID, { startDate: yesterday, days: 1 });
    // The newest post went out a day ago (5 hours before the day mark), so yesterday or the day before has it.
    expect(days).toHaveLength(1);
    const month = await client.engagements(FAKE_PUBLICATION_ID, {
      startDate: new Date(Date.now() - 31 * 86_400_000).toISOString().slice(0, 10),
      days: 31,
    });
    expect(month).toHaveLength(31);
    expect(month.reduce((total, d) => total + d.unique_opens, 0)).toBeGreaterThan(4021);
    await expect(client.engagements(FAKE_PUBLICATION_ID, { startDate: yesterday, days: 32 })).rejects.toThrow(
      RangeError,
    );
  });

  it('401 → invalid_key, 404 → not_found (unknown publication or outside the key), by status only', async () => {
    const invalid = await errorOf(clientIn('invalid_key').client.listPublications());
    expect(invalid).toMatchObject({ code: 'invalid_key', status: 401 });
    const unknown = await errorOf(clientIn().client.getPublication('pub_00000000-0000-0000-0000-000000000000'));
    expect(unknown).toMatchObject({ code: 'not_found', status: 404 });
    const outside = await errorOf(clientIn('unknown_publication').client.getPublication(FAKE_PUBLICATION_ID));
    expect(outside.code).toBe('not_found');
  });

  it('after one 429 waits until RateLimit-Reset and retries once: two requests, two seconds apart', async () => {
    const { key, client } = clientIn('rate_limited_once');
    const publications = await client.listPublications();
    expect(publications).toHaveLength(2);
    const sent = fake.requests.filter((r) => r.key === key);
    expect(sent).toHaveLength(2);
    // Reset is whole seconds: at least one second, at most two, after the refusal.
    expect((sent[1]?.at ?? 0) - (sent[0]?.at ?? 0)).toBeGreaterThanOrEqual(1_000);
  });

  it('a 429 that keeps coming ends in rate_limited after two requests, within seconds', async () => {
    const { key, client } = clientIn('rate_limited_always');
    const started = Date.now();
    const err = await errorOf(client.listPublications());
    expect(err.code).toBe('rate_limited');
    expect(fake.requests.filter((r) => r.key === key)).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('gives up on a slow answer at its timeout', async () => {
    const err = await errorOf(clientIn('slow', { timeoutMs: 300 }).client.listPublications());
    expect(err.code).toBe('unavailable');
  });

  it('refuses a private address unless told otherwise', async () => {
    const client = new BeehiivClient({ baseUrl: fake.url, apiKey: 'x' });
    expect((await errorOf(client.listPublications())).code).toBe('unavailable');
  });

  it('creates a post as asked, then sees it pending (202) before it exists', async () => {
    const { key, client } = clientIn();
    const { id } = await client.createPost(FAKE_PUBLICATION_ID, {
      title: 'Riverside Weekly #243',
      bodyContent: '<p>Hello</p>',
      status: 'draft',
    });
    expect(await client.getPost(FAKE_PUBLICATION_ID, id)).toEqual({ state: 'pending', retryAfterMs: 1000 });
    const ready = await client.getPost(FAKE_PUBLICATION_ID, id);
    expect(ready.state).toBe('ready');
    const create = fake.requests.find((r) => r.key === key && r.method === 'POST');
    expect(create?.path).toBe(`/v2/publications/${FAKE_PUBLICATION_ID}/posts`);
  });

  it('a created post that was sent has the figures of a sent post, with a click row for each of its links', async () => {
    const { client } = clientIn();
    const adLink = 'https://harborcoffee.example/autumn?utm_source=newsletter';
    const sent = await client.createPost(FAKE_PUBLICATION_ID, {
      title: 'Riverside Weekly #244',
      bodyContent: `<p>Hello</p><a href="${adLink}">Autumn blend</a><a href="https://www.beehiiv.com/">Powered by</a>`,
      status: 'confirmed',
      scheduledAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await client.getPost(FAKE_PUBLICATION_ID, sent.id);
    const read = await client.getPost(FAKE_PUBLICATION_ID, sent.id);
    if (read.state !== 'ready') throw new Error('not built');
    expect(read.post.stats?.email?.delivered).toBeGreaterThan(4000);
    const rows = read.post.stats?.clicks ?? [];
    expect(rows.map((row) => row.base_url)).toEqual(['https://harborcoffee.example/autumn']);
    expect(rows[0]?.email?.unique_clicks).toBeGreaterThan(0);
    // Not sent yet (its time is still ahead): zeros, as on Beehiiv.
    const later = await client.createPost(FAKE_PUBLICATION_ID, {
      title: 'Riverside Weekly #245',
      bodyContent: `<a href="${adLink}">Autumn blend</a>`,
      status: 'confirmed',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await client.getPost(FAKE_PUBLICATION_ID, later.id);
    const unsent = await client.getPost(FAKE_PUBLICATION_ID, later.id);
    expect(unsent.state === 'ready' ? unsent.post.stats?.email?.delivered : -1).toBe(0);
  });

  it('a plan without post creation → plan_refused; a failed build → creation_failed', async () => {
    const refused = await errorOf(
      clientIn('no_post_creation').client.createPost(FAKE_PUBLICATION_ID, {
        title: 'T',
        bodyContent: '<p>x</p>',
        status: 'draft',
      }),
    );
    expect(refused.code).toBe('plan_refused');
    const { client } = clientIn('post_creation_fails');
    const { id } = await client.createPost(FAKE_PUBLICATION_ID, { title: 'T', bodyContent: 'x', status: 'draft' });
    expect((await errorOf(client.getPost(FAKE_PUBLICATION_ID, id))).code).toBe('creation_failed');
  });
});

describe('pacing and rate-limit headers', () => {
  it('lets a burst of ten through, then spaces requests to 180 a minute', () => {
    const now = 1_000_000;
    for (let i = 0; i < 10; i++) expect(takeToken('burst', now)).toBe(0);
    expect(takeToken('burst', now)).toBe(334);
    expect(takeToken('burst', now + 1000)).toBe(0);
  });

  it('reads RateLimit-Reset as Unix seconds, else Retry-After', () => {
    const now = 1_795_305_600_000;
    expect(rateLimitWaitMs({ 'ratelimit-reset': '1795305602' }, now)).toBe(2000);
    expect(rateLimitWaitMs({ 'retry-after': '3' }, now)).toBe(3000);
    expect(rateLimitWaitMs({}, now)).toBe(1000);
  });
});
