import { z } from 'zod';
import { DestinationError, guardedUrl, type HttpOptions, type Method, type RawResponse, sendJson } from './http';

/**
 * A client of the Kit API v4 (research: publishing-destinations.md): `X-Kit-Api-Key`, `{ errors: [..] }` bodies,
 * cursor pagination. Failures are decided by HTTP status.
 */

const errorsSchema = z.object({ errors: z.array(z.string()) });

const broadcastSchema = z.object({
  id: z.number(),
  subject: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  send_at: z.string().nullable().optional(),
  public_url: z.string().nullable().optional(),
  created_at: z.string().optional(),
});
export type KitBroadcast = z.infer<typeof broadcastSchema>;

const paginationSchema = z.object({ has_next_page: z.boolean(), end_cursor: z.string().nullable() });

const statsSchema = z.object({
  broadcast: z.object({
    id: z.number(),
    stats: z.object({
      recipients: z.number().default(0),
      open_rate: z.number().default(0),
      emails_opened: z.number().default(0),
      click_rate: z.number().default(0),
      unsubscribes: z.number().default(0),
      total_clicks: z.number().default(0),
      status: z.string().optional(),
    }),
  }),
});
export type KitStats = z.infer<typeof statsSchema>['broadcast']['stats'];

const clicksSchema = z.object({
  broadcast: z.object({
    id: z.number(),
    clicks: z.array(z.object({ url: z.string(), unique_clicks: z.number().nullable() })),
  }),
  pagination: paginationSchema,
});

export interface KitBroadcastInput {
  subject: string;
  previewText: string;
  content: string;
  /** Internal only (never shown to readers): where our marker goes. */
  description: string;
  public: boolean;
  thumbnailUrl?: string | null;
  segmentId?: string | null;
  tagId?: string | null;
  sendAt: string;
}

/** Pages of broadcasts looked through for ours after a crash (100 each). */
const LOOKUP_PAGES_MAX = 5;
/** Pages of click rows read per report. */
const CLICK_PAGES_MAX = 10;

export class KitClient {
  private readonly http: HttpOptions;

  constructor(private readonly options: { baseUrl: string; apiKey: string } & Omit<HttpOptions, 'service'>) {
    this.http = { ...options, service: 'Kit' };
  }

  /** GET /v4/account: checks the key. */
  async account(): Promise<{ name: string | null }> {
    const body = await this.call('GET', '/v4/account');
    const parsed = z.object({ account: z.object({ name: z.string().nullable().optional() }) }).safeParse(body);
    if (!parsed.success) throw new DestinationError('unavailable', 'Kit answered in an unexpected shape');
    return { name: parsed.data.account.name ?? null };
  }

  /** POST /v4/broadcasts: with `send_at` now, Kit sends it at once to the filtered subscribers. */
  async createBroadcast(input: KitBroadcastInput): Promise<KitBroadcast> {
    const filter = input.segmentId
      ? { type: 'segment', ids: [Number(input.segmentId)] }
      : input.tagId
        ? { type: 'tag', ids: [Number(input.tagId)] }
        : { type: 'all_subscribers' };
    const body = await this.call(
      'POST',
      '/v4/broadcasts',
      {},
      {
        subject: input.subject,
        preview_text: input.previewText,
        content: input.content,
        description: input.description,
        public: input.public,
        published_at: input.public ? input.sendAt : null,
        send_at: input.sendAt,
        thumbnail_url: input.thumbnailUrl ?? null,
        thumbnail_alt: null,
        email_template_id: null,
        subscriber_filter: [{ all: [filter] }],
      },
    );
    return parse(z.object({ broadcast: broadcastSchema }), body).broadcast;
  }

  /** Our broadcast after a crash, found by the marker in its internal description. */
  async findBroadcastByMarker(marker: string): Promise<KitBroadcast | null> {
    let after: string | undefined;
    for (let page = 0; page < LOOKUP_PAGES_MAX; page++) {
      const body = await this.call('GET', '/v4/broadcasts', { per_page: 100, after });
      const parsed = parse(z.object({ broadcasts: z.array(broadcastSchema), pagination: paginationSchema }), body);
      const match = parsed.broadcasts.find((broadcast) => broadcast.description?.includes(marker));
      if (match) return match;
      if (!parsed.pagination.has_next_page || !parsed.pagination.end_cursor) return null;
      after = parsed.pagination.end_cursor;
    }
    return null;
  }

  async stats(broadcastId: string): Promise<KitStats> {
    return parse(statsSchema, await this.call('GET', `/v4/broadcasts/${encodeURIComponent(broadcastId)}/stats`))
      .broadcast.stats;
  }

  /** Unique clicks per URL, every page (bounded). */
  async clicks(broadcastId: string): Promise<Array<{ url: string; uniqueClicks: number }>> {
    const rows: Array<{ url: string; uniqueClicks: number }> = [];
    let after: string | undefined;
    for (let page = 0; page < CLICK_PAGES_MAX; page++) {
      const body = await this.call('GET', `/v4/broadcasts/${encodeURIComponent(broadcastId)}/clicks`, {
        per_page: 500,
        after,
      });
      const parsed = parse(clicksSchema, body);
      for (const click of parsed.broadcast.clicks)
        rows.push({ url: click.url, uniqueClicks: click.unique_clicks ?? 0 });
      if (!parsed.pagination.has_next_page || !parsed.pagination.end_cursor) break;
      after = parsed.pagination.end_cursor;
    }
    return rows;
  }

  private async call(
    method: Method,
    path: string,
    query: Record<string, string | number | undefined> = {},
    body?: object,
  ): Promise<unknown> {
    const url = guardedUrl(this.options.baseUrl, path, query, this.http);
    return expectOk(await sendJson(this.http, method, url, { 'x-kit-api-key': this.options.apiKey }, body));
  }
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new DestinationError('unavailable', 'Kit answered in an unexpected shape');
  return parsed.data;
}

function expectOk({ status, body }: RawResponse): unknown {
  if (status >= 200 && status < 300) return body;
  const errors = errorsSchema.safeParse(body);
  const detail = errors.success ? errors.data.errors.join(' ') : undefined;
  if (status === 401) throw new DestinationError('invalid_key', detail ?? 'Kit did not accept the API key', status);
  if (status === 403) throw new DestinationError('plan_refused', detail ?? 'Kit refused the request', status);
  if (status === 404) throw new DestinationError('not_found', detail ?? 'Not found in Kit', status);
  if (status === 400 || status === 422)
    throw new DestinationError('rejected', detail ?? 'Kit refused the broadcast', status);
  if (status === 429) throw new DestinationError('rate_limited', 'Kit rate limit reached', status);
  throw new DestinationError('unavailable', `Kit answered ${status}`, status);
}
