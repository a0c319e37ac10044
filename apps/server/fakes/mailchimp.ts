import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { linksOf, listenLoopback, readJson, sendJson } from './fake-http';
import type { DemoFake, RunningFake } from './types';

/**
 * A loopback Mailchimp Marketing API v3 (research: publishing-destinations.md): HTTP Basic with the key as the
 * password; GET /lists/{id} with campaign_defaults; POST /campaigns (regular, recipients.list_id, segment_opts,
 * settings); GET /campaigns (list_id, since_create_time, sort_field, sort_dir, count); PUT /campaigns/{id}/content;
 * POST /campaigns/{id}/actions/send (204; 400 when the HTML has no *|UNSUB|* or the campaign was sent already);
 * GET /reports/{id} and /reports/{id}/click-details (404 until sent). Errors are RFC 7807 problem documents.
 *
 * Scenarios per key: normal, invalid_key (401 on everything), cannot_send (403 on send: the account may not send),
 * rate_limited_once (one 429), down (503 on everything), hold_create (the campaign is created but the answer never
 * comes: a test kills the caller then).
 */

export const FAKE_MAILCHIMP_KEY = '0123456789abcdef0123456789abcdef-us21';
export const FAKE_MAILCHIMP_LIST_ID = 'a1b2c3d4e5';
const AUDIENCE_SIZE = 1200;

export type FakeMailchimpScenario =
  | 'normal'
  | 'invalid_key'
  | 'cannot_send'
  | 'rate_limited_once'
  | 'down'
  | 'hold_create';

export interface FakeMailchimpCampaign {
  id: string;
  web_id: number;
  type: string;
  status: 'save' | 'sent';
  create_time: string;
  send_time: string;
  emails_sent: number;
  recipients: Record<string, unknown>;
  settings: Record<string, unknown>;
  html: string | null;
  key: string;
}

export interface FakeMailchimp extends RunningFake {
  url: string;
  requests: Array<{ method: string; path: string; key: string | null }>;
  campaigns: FakeMailchimpCampaign[];
  setKey(key: string, scenario?: FakeMailchimpScenario): void;
  /** Resolves when a campaign is created under a held key (the caller never gets the answer). */
  nextHeldCreate(): Promise<FakeMailchimpCampaign>;
}

const STATUS_TITLE: Record<number, string> = {
  400: 'Invalid Resource',
  401: 'API Key Invalid',
  403: 'Forbidden',
  404: 'Resource Not Found',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

function problem(res: ServerResponse, status: number, detail: string) {
  sendJson(
    res,
    status,
    {
      type: 'https://mailchimp.com/developer/marketing/docs/errors/',
      title: STATUS_TITLE[status] ?? 'Error',
      status,
      detail,
      instance: randomBytes(16).toString('hex'),
    },
    { 'content-type': 'application/problem+json; charset=utf-8' },
  );
}

function keyOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1) || null;
}

/** Deterministic figures of a sent campaign: 45 % unique opens, each link clicked by fewer readers. */
function reportOf(campaign: FakeMailchimpCampaign) {
  const uniqueOpens = Math.round(campaign.emails_sent * 0.45);
  const links = linksOf(campaign.html ?? '');
  const rows = links.map((url, i) => ({ url, unique_clicks: Math.max(1, Math.round(uniqueOpens / (4 + i * 3))) }));
  const uniqueClicks = rows.reduce((sum, row) => sum + row.unique_clicks, 0);
  return { uniqueOpens, rows, uniqueClicks };
}

export async function startFakeMailchimp(
  options: { keys?: Record<string, FakeMailchimpScenario> } = {},
): Promise<FakeMailchimp> {
  const keys = new Map<string, FakeMailchimpScenario>(
    Object.entries(options.keys ?? { [FAKE_MAILCHIMP_KEY]: 'normal' }),
  );
  const limitedOnce = new Set<string>();
  const requests: FakeMailchimp['requests'] = [];
  const campaigns: FakeMailchimpCampaign[] = [];
  const heldWaiters: Array<(campaign: FakeMailchimpCampaign) => void> = [];
  const lists = new Map([
    [
      FAKE_MAILCHIMP_LIST_ID,
      {
        id: FAKE_MAILCHIMP_LIST_ID,
        web_id: 101,
        name: 'Harbour Weekly readers',
        campaign_defaults: {
          from_name: 'Harbour Weekly',
          from_email: 'news@harbour.example',
          subject: '',
          language: 'en',
        },
        stats: { member_count: AUDIENCE_SIZE },
      },
    ],
  ]);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/3\.0/, '').replace(/\/$/, '');
    const method = req.method ?? 'GET';
    const key = keyOf(req);
    requests.push({ method, path, key });
    const scenario = key ? keys.get(key) : undefined;
    if (!key || !scenario || scenario === 'invalid_key') {
      return problem(res, 401, "Your API key may be invalid, or you've attempted to access the wrong datacenter.");
    }
    if (scenario === 'down') return problem(res, 503, 'Mailchimp is down for maintenance.');
    if (scenario === 'rate_limited_once' && !limitedOnce.has(key)) {
      limitedOnce.add(key);
      return problem(res, 429, 'You have exceeded the limit of 10 simultaneous connections.');
    }
    const parts = path.split('/').filter(Boolean);

    if (method === 'GET' && parts[0] === 'lists' && parts.length === 2) {
      const list = lists.get(parts[1] ?? '');
      return list ? sendJson(res, 200, list) : problem(res, 404, 'The requested resource could not be found.');
    }
    if (method === 'POST' && path === '/campaigns') {
      const body = await readJson(req);
      const recipients = (body?.recipients ?? {}) as Record<string, unknown>;
      if (body?.type !== 'regular' && body?.type !== 'plaintext') {
        return problem(res, 400, 'The resource submitted could not be validated. type: Value is not valid.');
      }
      if (!lists.has(String(recipients.list_id ?? ''))) {
        return problem(res, 400, 'The resource submitted could not be validated. recipients.list_id: Invalid list.');
      }
      const campaign: FakeMailchimpCampaign = {
        id: randomBytes(5).toString('hex'),
        web_id: campaigns.length + 1000,
        type: String(body.type),
        status: 'save',
        create_time: new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'),
        send_time: '',
        emails_sent: 0,
        recipients,
        settings: (body.settings ?? {}) as Record<string, unknown>,
        html: null,
        key,
      };
      campaigns.push(campaign);
      if (scenario === 'hold_create') {
        for (const waiter of heldWaiters.splice(0)) waiter(campaign);
        return; // Never answered: the caller dies waiting.
      }
      return sendJson(res, 200, view(campaign));
    }
    if (method === 'GET' && path === '/campaigns') {
      const since = url.searchParams.get('since_create_time');
      const listId = url.searchParams.get('list_id');
      const count = Math.min(1000, Number(url.searchParams.get('count') ?? 10));
      let rows = campaigns.filter((c) => c.key === key);
      if (listId) rows = rows.filter((c) => c.recipients.list_id === listId);
      if (since) rows = rows.filter((c) => Date.parse(c.create_time) >= Date.parse(since));
      rows = [...rows].sort((x, y) => x.create_time.localeCompare(y.create_time));
      if (url.searchParams.get('sort_dir') === 'DESC') rows.reverse();
      return sendJson(res, 200, { campaigns: rows.slice(0, count).map(view), total_items: rows.length });
    }
    const campaign = campaigns.find((c) => c.id === parts[1] && c.key === key);
    if (!campaign) return problem(res, 404, 'The requested resource could not be found.');
    if (method === 'GET' && parts[0] === 'campaigns' && parts.length === 2) return sendJson(res, 200, view(campaign));
    if (method === 'PUT' && parts[2] === 'content') {
      const body = await readJson(req);
      if (typeof body?.html !== 'string') return problem(res, 400, 'The resource submitted could not be validated.');
      if (campaign.status !== 'save') return problem(res, 400, 'Cannot update content of a sent campaign.');
      campaign.html = body.html;
      return sendJson(res, 200, { html: campaign.html, plain_text: '' });
    }
    if (method === 'POST' && parts[2] === 'actions' && parts[3] === 'send') {
      if (scenario === 'cannot_send') return problem(res, 403, 'This account is not allowed to send campaigns.');
      if (campaign.status !== 'save') return problem(res, 400, 'This campaign has already been sent.');
      if (!campaign.html?.includes('*|UNSUB|*')) return problem(res, 400, 'Your Campaign is not ready to send.');
      campaign.status = 'sent';
      campaign.send_time = new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00');
      campaign.emails_sent = AUDIENCE_SIZE;
      res.writeHead(204);
      res.end();
      return;
    }
    if (method === 'GET' && parts[0] === 'reports') {
      if (campaign.status !== 'sent') return problem(res, 404, 'The requested resource could not be found.');
      const { uniqueOpens, rows, uniqueClicks } = reportOf(campaign);
      if (parts[2] === 'click-details') {
        const urls_clicked = rows.map((row, i) => ({
          id: `link${i}`,
          url: row.url,
          total_clicks: row.unique_clicks + Math.floor(row.unique_clicks / 3),
          unique_clicks: row.unique_clicks,
          campaign_id: campaign.id,
        }));
        return sendJson(res, 200, { urls_clicked, campaign_id: campaign.id, total_items: urls_clicked.length });
      }
      return sendJson(res, 200, {
        id: campaign.id,
        campaign_title: campaign.settings.title,
        type: 'regular',
        list_id: campaign.recipients.list_id,
        emails_sent: campaign.emails_sent,
        unsubscribed: 3,
        bounces: { hard_bounces: 4, soft_bounces: 6, syntax_errors: 0 },
        send_time: campaign.send_time,
        opens: {
          opens_total: uniqueOpens * 2,
          unique_opens: uniqueOpens,
          open_rate: uniqueOpens / campaign.emails_sent,
        },
        clicks: {
          clicks_total: uniqueClicks * 2,
          unique_clicks: uniqueClicks,
          unique_subscriber_clicks: uniqueClicks,
          click_rate: uniqueClicks / campaign.emails_sent,
        },
      });
    }
    return problem(res, 404, 'The requested resource could not be found.');
  }

  function view(campaign: FakeMailchimpCampaign) {
    const { html: _html, key: _key, ...rest } = campaign;
    return { ...rest, content_type: 'html' };
  }

  const server = await listenLoopback(handle, (res) => problem(res, 500, 'An unexpected internal error has occurred.'));
  const url = `${server.origin}/3.0`;
  return {
    url,
    env: { MAILCHIMP_API_URL: url },
    requests,
    campaigns,
    setKey: (key, scenario = 'normal') => {
      keys.set(key, scenario);
      limitedOnce.delete(key);
    },
    nextHeldCreate: () => new Promise((resolve) => heldWaiters.push(resolve)),
    close: server.close,
  };
}

export const mailchimpFake: DemoFake = { name: 'Mailchimp Marketing API v3', start: () => startFakeMailchimp() };
