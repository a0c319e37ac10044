import { gifPageSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_GIF_KEY, type RunningGifProvider, startGifProvider } from '../../fakes/gif-provider';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { authHeader, buildTenant } from '../helpers/factories';
import { expectInvalidField } from '../helpers/field-errors';

let provider: RunningGifProvider;
let t: TestApp;
let headers: { authorization: string };
beforeAll(async () => {
  provider = await startGifProvider();
  t = await createTestApp({ env: { ...provider.env, OUTBOUND_ALLOW_PRIVATE: 'true' } });
  headers = await authHeader(t.tokens, (await buildTenant(t.db)).user);
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const get = (app: TestApp, url: string, as = headers) => app.app.inject({ method: 'GET', url, headers: as });

/** Another app (another configuration), with a signed-in builder of its own. */
async function appWith(env: Record<string, string>) {
  const app = await createTestApp({ env });
  return { app, as: await authHeader(app.tokens, (await buildTenant(app.db)).user) };
}

describe('GET /api/v1/tenor-featured and /api/v1/tenor-search', () => {
  it('answers the provider’s GIFs normalised, in its order, with its attribution and without the key', async () => {
    const res = await get(t, '/api/v1/tenor-featured?limit=3');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(shapeDifferences(page, gifPageSchema)).toEqual([]);
    expect(page.state).toBe('ok');
    expect(page.results).toHaveLength(3);
    expect(page.results[0]).toEqual({
      id: 'fake0000001',
      title: 'Happy Dance',
      description: 'Happy Dance animation',
      url: `${provider.origin}/media/fake0000001.gif`,
      width: 240,
      height: 160,
      previewUrl: `${provider.origin}/media/fake0000001-tiny.gif`,
      previewWidth: 120,
      previewHeight: 80,
      sourceUrl: 'https://klipy.com/gifs/happy-dance-fake0000001',
    });
    expect(page.next).toBe('3');
    expect(page.attribution).toEqual({
      provider: 'klipy',
      text: 'Powered by KLIPY',
      searchPlaceholder: 'Search KLIPY',
      url: 'https://klipy.com',
    });
    expect(res.body).not.toContain(FAKE_GIF_KEY);
    const sent = provider.requests.at(-1);
    expect(sent?.pathname).toBe('/v2/featured');
    expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
      key: FAKE_GIF_KEY,
      client_key: 'newsletter-os',
      contentfilter: 'medium',
      media_filter: 'tinygif,gif',
      limit: '3',
    });
    // The GIF itself is a real GIF, served by the provider.
    const gif = await fetch(page.results[0].url);
    expect(
      Buffer.from(await gif.arrayBuffer())
        .subarray(0, 6)
        .toString(),
    ).toBe('GIF89a');
  });

  it('pages with pos until next is empty', async () => {
    const last = (await get(t, '/api/v1/tenor-featured?limit=5&pos=5')).json().data;
    expect(last.results.map((gif: { id: string }) => gif.id)).toEqual(['fake0000006', 'fake0000007', 'fake0000008']);
    expect(last.next).toBe('');
  });

  it('searches, and caches a repeated search', async () => {
    const before = provider.requests.length;
    const first = (await get(t, '/api/v1/tenor-search?q=coffee&limit=10')).json().data;
    expect(first.results.map((gif: { title: string }) => gif.title)).toEqual(['Coffee Time', 'Good Morning Coffee']);
    expect(provider.requests.at(-1)?.searchParams.get('q')).toBe('coffee');
    await get(t, '/api/v1/tenor-search?q=coffee&limit=10');
    expect(provider.requests.length).toBe(before + 1);
  });

  it('400 naming the field', async () => {
    expectInvalidField(await get(t, '/api/v1/tenor-search?limit=10'), 'q');
    expectInvalidField(await get(t, `/api/v1/tenor-search?q=${'x'.repeat(51)}`), 'q');
    expectInvalidField(await get(t, '/api/v1/tenor-featured?limit=500'), 'limit');
    expectInvalidField(await get(t, '/api/v1/tenor-featured?pos=a%26key%3Dx'), 'pos');
  });
});

describe('the GIF proxy when the provider cannot help', () => {
  it('says GIF search is not configured without a key', async () => {
    const { app: bare, as } = await appWith({});
    try {
      const res = await get(bare, '/api/v1/tenor-featured', as);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ state: 'not_configured', message: 'GIF search is not configured' });
    } finally {
      await bare.close();
    }
  });

  it('says the key was refused, or that the provider failed, without a 500', async () => {
    const failing = await startGifProvider();
    const { app, as } = await appWith({ ...failing.env, OUTBOUND_ALLOW_PRIVATE: 'true' });
    try {
      failing.setScenario('invalid_key');
      expect((await get(app, '/api/v1/tenor-featured', as)).json().data).toEqual({
        state: 'unavailable',
        reason: 'key_invalid',
        message: 'GIF search is unavailable right now',
      });
      failing.setScenario('server_error');
      const res = await get(app, '/api/v1/tenor-search?q=party', as);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        state: 'unavailable',
        reason: 'provider_error',
        message: 'GIF search is unavailable right now',
      });
      // A failure is not cached: the next search reaches the provider again.
      failing.setScenario('ok');
      expect((await get(app, '/api/v1/tenor-search?q=party', as)).json().data.state).toBe('ok');
    } finally {
      await app.close();
      await failing.close();
    }
  });
});
