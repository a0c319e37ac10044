import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  FAKE_PUBLICATION_ID,
  FAKE_TOTAL_SUBSCRIPTIONS,
  type FakePost,
  type SentPostInput,
  seedPosts,
  seedPublications,
  sentPost,
} from './beehiiv-data';
import {
  aggregateEmailStats,
  createdPost,
  engagementDays,
  keptBodyContent,
  pageOf,
  STATUS_TEXT,
  sortPosts,
  statsOnceSent,
  withoutStats,
  wrongPostSetting,
} from './beehiiv-wire';
import type { DemoFake, RunningFake } from './types';

export { keptBodyContent } from './beehiiv-wire';

/**
 * A loopback Beehiiv API v2 (research: beehiiv-gif.md): publications and posts with `expand=stats`,
 * `expand[]=stats` or `expand[0]=stats`; page/limit with total_results/total_pages; `status`, `order_by` and
 * `direction` on posts (ascending by default, as Beehiiv); aggregate_stats; daily engagements (31 days at most);
 * the subscriptions total; asynchronous
 * post creation; per-URL click rows in a post's `stats.clicks[]` (research: ad-sales.md §3.2; tests add sent posts
 * with `putSentPost` or `POST /__control/posts`); the `{ status, statusText, errors }` error body; RateLimit-* headers on every answer.
 *
 * Each accepted key has a scenario, switchable by tests (and by the browser tests through
 * `POST /__control/keys` `{ key, scenario }`): normal, invalid_key (401), unknown_publication (404 for every
 * publication), rate_limited_once (one 429 with RateLimit-Reset two seconds on), rate_limited_always, slow (answers
 * after `slowMs`), no_post_creation (403 on create) and post_creation_fails (404 POST_CREATION_FAILED).
 */

export const FAKE_BEEHIIV_KEY = 'bh_demo_7Qk2mX9pLr4vT8sWn3Zc';

export type FakeBeehiivScenario =
  | 'normal'
  | 'invalid_key'
  | 'unknown_publication'
  | 'rate_limited_once'
  | 'rate_limited_always'
  | 'slow'
  | 'no_post_creation'
  | 'post_creation_fails';

export interface FakeBeehiivRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  key: string | null;
  at: number;
}

export interface FakeBeehiivOptions {
  /** Keys Beehiiv accepts, with their scenario (default: the demo key, normal). */
  keys?: Record<string, FakeBeehiivScenario>;
  slowMs?: number;
  /** "Now" in Unix seconds for the seed (default: the start time). */
  nowSeconds?: number;
}

/** A create-post request as Beehiiv kept it. */
export interface FakeReceivedPost {
  id: string;
  /** The request body as sent. */
  request: Record<string, unknown>;
  /** What Beehiiv keeps of `body_content`: it is wrapped in an HTML snippet, its <style> and <link> removed. */
  bodyContent: string;
}

export interface FakeBeehiiv extends RunningFake {
  /** The API root, ending in /v2 like Beehiiv's. */
  url: string;
  requests: FakeBeehiivRequest[];
  posts: FakePost[];
  received: FakeReceivedPost[];
  setKey(key: string, scenario?: FakeBeehiivScenario): void;
  /** Adds (or replaces) a sent post of the seeded publication with its per-URL click rows. */
  putSentPost(input: SentPostInput): FakePost;
}

export async function startFakeBeehiiv(options: FakeBeehiivOptions = {}): Promise<FakeBeehiiv> {
  const nowSeconds = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  const posts = seedPosts(nowSeconds);
  const publications = seedPublications(posts);
  const keys = new Map<string, FakeBeehiivScenario>(Object.entries(options.keys ?? { [FAKE_BEEHIIV_KEY]: 'normal' }));
  const rateLimitedOnce = new Set<string>();
  const created = new Map<string, { polls: number; publicationId: string; title: string }>();
  const requests: FakeBeehiivRequest[] = [];
  const received: FakeReceivedPost[] = [];
  let windowStart = Date.now();
  let windowCount = 0;

  function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
    if (Date.now() - windowStart >= 60_000) {
      windowStart = Date.now();
      windowCount = 0;
    }
    windowCount += 1;
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'ratelimit-limit': '180',
      'ratelimit-remaining': String(Math.max(0, 180 - windowCount)),
      'ratelimit-reset': String(Math.ceil((windowStart + 60_000) / 1000)),
      ...headers,
    });
    res.end(JSON.stringify(body));
  }

  function fail(res: ServerResponse, status: number, message: string, code: string, headers?: Record<string, string>) {
    send(res, status, { status, statusText: STATUS_TEXT[status] ?? 'Error', errors: [{ message, code }] }, headers);
  }

  /** Daily opens and clicks: each sent post's unique counts on its publish day (UTC), at most 31 days. */
  function engagements(res: ServerResponse, query: URLSearchParams, ownPosts: FakePost[], publicationId: string) {
    const days = Number(query.get('number_of_days') ?? 1);
    const start = query.get('start_date') ?? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    if (!Number.isInteger(days) || days < 1 || days > 31 || !/^\d{4}-\d{2}-\d{2}$/.test(start)) {
      return fail(res, 400, 'number_of_days must be between 1 and 31', 'bad_request');
    }
    const data = engagementDays(ownPosts, start, days);
    return send(res, 200, {
      data,
      publication_id: publicationId,
      granularity: query.get('granularity') ?? 'day',
      email_type: query.get('email_type') ?? 'all',
      start_date: start,
      number_of_days: days,
    });
  }

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      const value = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  function putSentPost(input: SentPostInput): FakePost {
    const made = sentPost(input);
    const at = posts.findIndex((p) => p.id === input.id);
    if (at >= 0) posts.splice(at, 1, made);
    else posts.push(made);
    return made;
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string) {
    if (req.method === 'POST' && path === '/__control/posts') {
      const body = await readJson(req);
      if (typeof body?.id !== 'string' || !Array.isArray(body.clicks)) {
        return fail(res, 400, 'id and clicks are required', 'bad_request');
      }
      return send(res, 200, { data: putSentPost(body as unknown as SentPostInput) });
    }
    if (req.method === 'POST' && path === '/__control/keys') {
      const body = await readJson(req);
      const key = typeof body?.key === 'string' ? body.key : '';
      if (!key) return fail(res, 400, 'key is required', 'bad_request');
      keys.set(key, (body?.scenario as FakeBeehiivScenario | undefined) ?? 'normal');
      return send(res, 200, { ok: true });
    }
    if (req.method === 'GET' && path === '/__control/requests') {
      const key = new URL(req.url ?? '/', 'http://x').searchParams.get('key');
      return send(res, 200, { count: requests.filter((r) => r.key === key).length });
    }
    return fail(res, 404, 'Not found', 'not_found');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/__control/')) return control(req, res, url.pathname);
    const auth = req.headers.authorization ?? '';
    const key = auth.startsWith('Bearer ') ? auth.slice(7) : null;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, key, at: Date.now() });

    const scenario = key ? keys.get(key) : undefined;
    if (!scenario || scenario === 'invalid_key') return fail(res, 401, 'Invalid API key', 'unauthorized');
    if (scenario === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 15_000));
    if (scenario === 'rate_limited_always' || (scenario === 'rate_limited_once' && !rateLimitedOnce.has(key ?? ''))) {
      rateLimitedOnce.add(key ?? '');
      const reset = String(Math.ceil(Date.now() / 1000) + 2);
      return fail(res, 429, 'Rate limit exceeded', 'rate_limited', {
        'ratelimit-limit': '180',
        'ratelimit-remaining': '0',
        'ratelimit-reset': reset,
      });
    }

    const parts = url.pathname
      .replace(/^\/v2\/?/, '')
      .split('/')
      .filter(Boolean);
    if (parts[0] !== 'publications') return fail(res, 404, 'Not found', 'not_found');
    if (parts.length === 1 && req.method === 'GET') {
      return send(
        res,
        200,
        pageOf(
          publications.map((p) => withoutStats(p, url.searchParams)),
          url.searchParams,
        ),
      );
    }
    const publication = publications.find((p) => p.id === parts[1]);
    if (!publication || scenario === 'unknown_publication') {
      return fail(res, 404, 'Publication not found', 'not_found');
    }
    const ownPosts = publication.id === FAKE_PUBLICATION_ID ? posts : [];
    const rest = parts.slice(2);

    if (rest.length === 0 && req.method === 'GET') {
      return send(res, 200, { data: withoutStats(publication, url.searchParams) });
    }
    if (rest[0] === 'subscriptions' && rest.length === 1 && req.method === 'GET') {
      const total = publication.id === FAKE_PUBLICATION_ID ? FAKE_TOTAL_SUBSCRIPTIONS : 1310;
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 10) || 10, 100);
      const data = [
        {
          id: 'sub_00000000-0000-0000-0000-000000000001',
          email: 'reader@example.com',
          status: 'active',
          created: 1704067200,
          subscription_tier: 'free',
        },
      ].slice(0, limit);
      return send(res, 200, { data, limit, page: 1, total_results: total, total_pages: Math.ceil(total / limit) });
    }
    if (rest[0] === 'engagements' && rest.length === 1 && req.method === 'GET') {
      return engagements(res, url.searchParams, ownPosts, publication.id);
    }
    if (rest[0] !== 'posts') return fail(res, 404, 'Not found', 'not_found');

    if (rest.length === 1 && req.method === 'POST') {
      if (scenario === 'no_post_creation') {
        return fail(res, 403, 'This endpoint is available on the Max and Enterprise plans', 'forbidden');
      }
      const body = await readJson(req);
      if (!body || typeof body.title !== 'string' || !body.title) {
        return fail(res, 400, 'title is required', 'bad_request');
      }
      if (typeof body.body_content !== 'string' && !Array.isArray(body.blocks)) {
        return fail(res, 400, 'body_content or blocks is required', 'bad_request');
      }
      const wrongSetting = wrongPostSetting(body);
      if (wrongSetting) return fail(res, 400, wrongSetting, 'bad_request');
      const id = `post_${randomUUID()}`;
      created.set(id, { polls: 0, publicationId: publication.id, title: body.title });
      const bodyContent = typeof body.body_content === 'string' ? keptBodyContent(body.body_content) : '';
      received.push({ id, request: body, bodyContent });
      // Beehiiv builds the post in the background whether or not anyone polls; once built, it is listed.
      if (scenario !== 'post_creation_fails' && publication.id === FAKE_PUBLICATION_ID) {
        posts.push(createdPost(id, body));
      }
      return send(res, 201, { data: { id, preview_url: `https://app.beehiiv.com/posts/${id.slice(5)}/preview` } });
    }
    if (rest.length === 1 && req.method === 'GET') {
      const status = url.searchParams.get('status') ?? 'all';
      const filtered = ownPosts.filter((p) => status === 'all' || p.status === status);
      const page = pageOf(sortPosts(filtered, url.searchParams), url.searchParams);
      return send(res, 200, { ...page, data: page.data.map((p) => withoutStats(p, url.searchParams)) });
    }
    if (rest[1] === 'aggregate_stats' && req.method === 'GET') {
      const status = url.searchParams.get('status') ?? 'all';
      const chosen = ownPosts.filter((p) => status === 'all' || p.status === status);
      const email = aggregateEmailStats(chosen);
      return send(res, 200, { data: { stats: { email, web: { views: 0, clicks: 0 }, clicks: [] } } });
    }
    if (rest.length === 2 && req.method === 'GET') {
      const pending = created.get(rest[1] ?? '');
      const built = ownPosts.find((p) => p.id === rest[1]);
      // Once built (after the first poll), a created post is read like any other: with its stats once sent.
      if (pending && built && pending.polls > 0) {
        statsOnceSent(built, received.find((r) => r.id === built.id)?.bodyContent ?? '', Math.floor(Date.now() / 1000));
      } else if (pending) {
        if (scenario === 'post_creation_fails') {
          return fail(res, 404, 'Post creation failed', 'POST_CREATION_FAILED');
        }
        pending.polls += 1;
        if (pending.polls === 1) {
          return send(
            res,
            202,
            { status: 202, statusText: 'Accepted', data: { id: rest[1], state: 'pending' } },
            {
              'retry-after': '1',
            },
          );
        }
        const now = Math.floor(Date.now() / 1000);
        return send(res, 200, {
          data: { id: rest[1], title: pending.title, status: 'draft', created: now, publish_date: null },
        });
      }
      const found = ownPosts.find((p) => p.id === rest[1]);
      if (!found) return fail(res, 404, 'Post not found', 'not_found');
      return send(res, 200, { data: withoutStats(found, url.searchParams) });
    }
    return fail(res, 404, 'Not found', 'not_found');
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) fail(res, 500, 'Internal error', 'internal');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/v2`;
  return {
    url,
    env: { BEEHIIV_API_URL: url },
    requests,
    posts,
    received,
    putSentPost,
    setKey: (key, scenario = 'normal') => {
      keys.set(key, scenario);
      rateLimitedOnce.delete(key);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const beehiivFake: DemoFake = {
  name: 'Beehiiv API v2',
  start: () => startFakeBeehiiv(),
};
