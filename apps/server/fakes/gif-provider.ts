import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { DemoFake, RunningFake } from './types';

// A Tenor-v2-compatible GIF provider as Klipy answers it: GET /v2/featured and /v2/search with key, client_key,
// contentfilter, media_filter, limit, pos; results with media_formats.gif/tinygif; `next` '' on the last page; a
// refused key as { result: false, errors: { message: [...] } }. The GIFs are tiny, generated here, served here.

export const FAKE_GIF_KEY = 'fake-gif-key';

const CATALOGUE = [
  { slug: 'happy-dance', title: 'Happy Dance', tags: ['happy', 'dance', 'dog'], color: '#f59e0b' },
  { slug: 'coffee-time', title: 'Coffee Time', tags: ['coffee', 'morning'], color: '#92400e' },
  { slug: 'thank-you', title: 'Thank You', tags: ['thanks', 'grateful'], color: '#10b981' },
  { slug: 'celebrate', title: 'Celebrate', tags: ['party', 'happy'], color: '#ec4899' },
  { slug: 'rainy-day', title: 'Rainy Day', tags: ['weather', 'rain'], color: '#3b82f6' },
  { slug: 'market-day', title: 'Market Day', tags: ['market', 'food'], color: '#ef4444' },
  { slug: 'good-morning', title: 'Good Morning Coffee', tags: ['coffee', 'sun'], color: '#eab308' },
  { slug: 'see-you', title: 'See You Soon', tags: ['bye', 'wave'], color: '#8b5cf6' },
].map((gif, index) => ({ ...gif, id: `fake${String(index + 1).padStart(7, '0')}` }));

const FULL = { width: 240, height: 160 };
const TINY = { width: 120, height: 80 };

/** How the fake answers: normally, refusing every key, or failing. */
export type GifProviderScenario = 'ok' | 'invalid_key' | 'server_error';

export interface RunningGifProvider extends RunningFake {
  origin: string;
  /** Every provider request received (path and query), for tests. */
  requests: URL[];
  setScenario(scenario: GifProviderScenario): void;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function renderGifs(): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const gif of CATALOGUE) {
    for (const [suffix, size] of [
      ['', FULL],
      ['-tiny', TINY],
    ] as const) {
      const bytes = await sharp({ create: { ...size, channels: 3, background: gif.color } })
        .gif()
        .toBuffer();
      files.set(`/media/${gif.id}${suffix}.gif`, bytes);
    }
  }
  return files;
}

function resultOf(origin: string, gif: (typeof CATALOGUE)[number]) {
  return {
    id: gif.id,
    title: gif.title,
    content_description: `${gif.title} animation`,
    created: 1717171717.123,
    itemurl: `https://klipy.com/gifs/${gif.slug}-${gif.id}`,
    url: `https://klipy.com/gifs/${gif.slug}-${gif.id}`,
    tags: gif.tags,
    flags: [],
    hasaudio: false,
    media_formats: {
      gif: { url: `${origin}/media/${gif.id}.gif`, dims: [FULL.width, FULL.height], duration: 1.2, size: 2048 },
      tinygif: { url: `${origin}/media/${gif.id}-tiny.gif`, dims: [TINY.width, TINY.height], duration: 1.2, size: 512 },
    },
  };
}

/** Starts the fake on a free loopback port. */
export async function startGifProvider(options: { key?: string } = {}): Promise<RunningGifProvider> {
  const key = options.key ?? FAKE_GIF_KEY;
  const files = await renderGifs();
  const requests: URL[] = [];
  let scenario: GifProviderScenario = 'ok';
  let origin = '';

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const file = files.get(url.pathname);
    if (file) {
      res.writeHead(200, {
        'content-type': 'image/gif',
        'content-length': file.length,
        'cache-control': 'max-age=3600',
      });
      res.end(file);
      return;
    }
    if (url.pathname !== '/v2/featured' && url.pathname !== '/v2/search') {
      send(res, 404, { error: { code: 404, message: 'Not found' } });
      return;
    }
    requests.push(url);
    if (scenario === 'server_error') {
      send(res, 503, { error: { code: 503, message: 'Service unavailable' } });
      return;
    }
    if (scenario === 'invalid_key' || url.searchParams.get('key') !== key) {
      send(res, 403, { result: false, errors: { message: ['The provided API key is invalid'] } });
      return;
    }
    const q = url.searchParams.get('q')?.trim().toLowerCase();
    const matches =
      url.pathname === '/v2/search'
        ? CATALOGUE.filter(
            (gif) => q && (gif.title.toLowerCase().includes(q) || gif.tags.some((tag) => tag.includes(q))),
          )
        : CATALOGUE;
    const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 20, 1), 50);
    const start = Math.max(Number(url.searchParams.get('pos')) || 0, 0);
    const page = matches.slice(start, start + limit);
    const next = start + limit < matches.length ? String(start + limit) : '';
    send(res, 200, { results: page.map((gif) => resultOf(origin, gif)), next });
  };

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    requests,
    env: { GIF_API_URL: `${origin}/v2`, GIF_API_KEY: key },
    setScenario(next) {
      scenario = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const gifProviderFake: DemoFake = { name: 'GIF provider (Klipy-compatible)', start: () => startGifProvider() };
