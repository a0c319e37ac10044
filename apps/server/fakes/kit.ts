import type { IncomingMessage, ServerResponse } from 'node:http';
import { linksOf, listenLoopback, readJson, sendJson } from './fake-http';
import type { DemoFake, RunningFake } from './types';

/**
 * A loopback Kit API v4 (research: publishing-destinations.md): `X-Kit-Api-Key`; GET /v4/account; POST
 * /v4/broadcasts (201; 422 `{ errors: [...] }` without subject or content; a `send_at` in the past or now sends it at
 * once); GET /v4/broadcasts with cursor pagination (`after`, `per_page`, `pagination.has_next_page`, `end_cursor`),
 * newest first; GET /v4/broadcasts/{id}/stats and /clicks. Errors are `{ errors: [...] }`.
 *
 * Scenarios per key: normal, invalid_key (401), no_api_plan (403 on creating broadcasts), rate_limited_once (one 429),
 * down (503), hold_create (the broadcast is created and sent but the answer never comes).
 */

export const FAKE_KIT_KEY = 'kit_demo_4f8a1c9e2b7d6035';
const SUBSCRIBERS = 860;

export type FakeKitScenario = 'normal' | 'invalid_key' | 'no_api_plan' | 'rate_limited_once' | 'down' | 'hold_create';

export interface FakeKitBroadcast {
  id: number;
  created_at: string;
  subject: string;
  preview_text: string | null;
  description: string | null;
  content: string;
  public: boolean;
  published_at: string | null;
  send_at: string | null;
  thumbnail_alt: string | null;
  thumbnail_url: string | null;
  public_url: string | null;
  email_address: string;
  email_template: { id: number; name: string };
  subscriber_filter: unknown;
  key: string;
  recipients: number;
}

export interface FakeKit extends RunningFake {
  url: string;
  requests: Array<{ method: string; path: string; key: string | null }>;
  broadcasts: FakeKitBroadcast[];
  setKey(key: string, scenario?: FakeKitScenario): void;
  nextHeldCreate(): Promise<FakeKitBroadcast>;
}

const fail = (res: ServerResponse, status: number, ...errors: string[]) => sendJson(res, status, { errors });

function cursorOf(id: number): string {
  return Buffer.from(JSON.stringify({ id })).toString('base64url');
}
function idOfCursor(cursor: string | null): number | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { id?: unknown };
    return typeof parsed.id === 'number' ? parsed.id : null;
  } catch {
    return null;
  }
}

export async function startFakeKit(options: { keys?: Record<string, FakeKitScenario> } = {}): Promise<FakeKit> {
  const keys = new Map<string, FakeKitScenario>(Object.entries(options.keys ?? { [FAKE_KIT_KEY]: 'normal' }));
  const limitedOnce = new Set<string>();
  const requests: FakeKit['requests'] = [];
  const broadcasts: FakeKitBroadcast[] = [];
  const heldWaiters: Array<(broadcast: FakeKitBroadcast) => void> = [];
  let nextId = 4100;

  function view(broadcast: FakeKitBroadcast) {
    const { key: _key, recipients: _recipients, ...rest } = broadcast;
    return rest;
  }

  function page<T>(rows: T[], idOf: (row: T) => number, url: URL) {
    const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page') ?? 500)));
    const after = idOfCursor(url.searchParams.get('after'));
    const start = after === null ? 0 : rows.findIndex((row) => idOf(row) === after) + 1;
    const slice = rows.slice(start, start + perPage);
    const last = slice.at(-1);
    const first = slice[0];
    return {
      slice,
      pagination: {
        has_previous_page: start > 0,
        has_next_page: start + perPage < rows.length,
        start_cursor: first ? cursorOf(idOf(first)) : null,
        end_cursor: last ? cursorOf(idOf(last)) : null,
        per_page: perPage,
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/\/$/, '');
    const method = req.method ?? 'GET';
    const headerKey = req.headers['x-kit-api-key'];
    const key = typeof headerKey === 'string' ? headerKey : null;
    requests.push({ method, path, key });
    const scenario = key ? keys.get(key) : undefined;
    if (!key || !scenario || scenario === 'invalid_key') return fail(res, 401, 'The access token is invalid');
    if (scenario === 'down') return fail(res, 503, 'Service unavailable');
    if (scenario === 'rate_limited_once' && !limitedOnce.has(key)) {
      limitedOnce.add(key);
      return fail(res, 429, 'Rate limit exceeded. Please wait and try again.');
    }
    const parts = path.split('/').filter(Boolean);
    if (method === 'GET' && path === '/v4/account') {
      return sendJson(res, 200, {
        user: { email: 'owner@harbour.example' },
        account: {
          id: 5501,
          name: 'Harbour Weekly',
          plan_type: scenario === 'no_api_plan' ? 'newsletter' : 'creator',
          primary_email_address: 'news@harbour.example',
          created_at: '2023-02-17T11:43:55Z',
        },
      });
    }
    if (method === 'POST' && path === '/v4/broadcasts') {
      if (scenario === 'no_api_plan')
        return fail(res, 403, 'Your plan does not include sending broadcasts with the API');
      const body = await readJson(req);
      const errors: string[] = [];
      if (typeof body?.subject !== 'string' || !body.subject) errors.push("Subject can't be blank");
      if (typeof body?.content !== 'string' || !body.content) errors.push("Content can't be blank");
      if (errors.length > 0 || !body) return fail(res, 422, ...errors);
      const id = nextId++;
      const isPublic = body.public === true;
      const broadcast: FakeKitBroadcast = {
        id,
        created_at: new Date().toISOString(),
        subject: String(body.subject),
        preview_text: typeof body.preview_text === 'string' ? body.preview_text : null,
        description: typeof body.description === 'string' ? body.description : null,
        content: String(body.content),
        public: isPublic,
        published_at: typeof body.published_at === 'string' ? body.published_at : null,
        send_at: typeof body.send_at === 'string' ? body.send_at : null,
        thumbnail_alt: typeof body.thumbnail_alt === 'string' ? body.thumbnail_alt : null,
        thumbnail_url: typeof body.thumbnail_url === 'string' ? body.thumbnail_url : null,
        public_url: isPublic ? `https://harbour.kit.com/posts/${id}` : null,
        email_address: 'news@harbour.example',
        email_template: { id: 2, name: 'Text only' },
        subscriber_filter: body.subscriber_filter ?? [{ all: [{ type: 'all_subscribers' }] }],
        key,
        recipients: body.send_at ? SUBSCRIBERS : 0,
      };
      broadcasts.push(broadcast);
      if (scenario === 'hold_create') {
        for (const waiter of heldWaiters.splice(0)) waiter(broadcast);
        return;
      }
      return sendJson(res, 201, { broadcast: view(broadcast) });
    }
    if (method === 'GET' && path === '/v4/broadcasts') {
      const mine = broadcasts.filter((b) => b.key === key).sort((x, y) => y.id - x.id);
      const { slice, pagination } = page(mine, (b) => b.id, url);
      return sendJson(res, 200, { broadcasts: slice.map(view), pagination });
    }
    const broadcast = broadcasts.find((b) => String(b.id) === parts[2] && b.key === key);
    if (!broadcast || parts[0] !== 'v4' || parts[1] !== 'broadcasts') return fail(res, 404, 'Not Found');
    if (method === 'GET' && parts.length === 3) return sendJson(res, 200, { broadcast: view(broadcast) });
    const opened = Math.round(broadcast.recipients * 0.5);
    const links = linksOf(broadcast.content).map((link, i) => ({
      url: link,
      unique_clicks: broadcast.recipients ? Math.max(1, Math.round(opened / (5 + i * 2))) : 0,
    }));
    const clicks = links.reduce((sum, link) => sum + link.unique_clicks, 0);
    if (method === 'GET' && parts[3] === 'stats') {
      const rate = (n: number) => (broadcast.recipients ? Math.round((n / broadcast.recipients) * 10000) / 100 : 0);
      return sendJson(res, 200, {
        broadcast: {
          id: broadcast.id,
          stats: {
            recipients: broadcast.recipients,
            open_rate: rate(opened),
            emails_opened: opened,
            click_rate: rate(clicks),
            unsubscribes: 2,
            total_clicks: clicks,
            show_total_clicks: false,
            status: broadcast.recipients ? 'completed' : 'draft',
            progress: broadcast.recipients ? 100 : 0,
            open_tracking_disabled: false,
            click_tracking_disabled: false,
          },
        },
      });
    }
    if (method === 'GET' && parts[3] === 'clicks') {
      const rows = links.map((link, i) => ({ ...link, i }));
      const { slice, pagination } = page(rows, (row) => row.i, url);
      const clickRows = slice.map(({ url: link, unique_clicks }) => ({
        url: link,
        unique_clicks,
        click_to_delivery_rate: broadcast.recipients ? unique_clicks / broadcast.recipients : 0,
        click_to_open_rate: opened ? unique_clicks / opened : 0,
      }));
      return sendJson(res, 200, { broadcast: { id: broadcast.id, clicks: clickRows }, pagination });
    }
    return fail(res, 404, 'Not Found');
  }

  const server = await listenLoopback(handle, (res) => fail(res, 500, 'Internal server error'));
  return {
    url: server.origin,
    env: { KIT_API_URL: server.origin },
    requests,
    broadcasts,
    setKey: (key, scenario = 'normal') => {
      keys.set(key, scenario);
      limitedOnce.delete(key);
    },
    nextHeldCreate: () => new Promise((resolve) => heldWaiters.push(resolve)),
    close: server.close,
  };
}

export const kitFake: DemoFake = { name: 'Kit API v4', start: () => startFakeKit() };
