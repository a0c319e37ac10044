import { z } from 'zod';
import { DestinationError, guardedUrl, type HttpOptions, type Method, type RawResponse, sendJson } from './http';

/**
 * A client of the Mailchimp Marketing API v3 (research: publishing-destinations.md). HTTP Basic with the key as
 * the password; the data centre is the key's suffix (`…-us21` → https://us21.api.mailchimp.com/3.0) unless a base
 * URL is given. Errors are RFC 7807 problem documents, decided here by HTTP status.
 */

/** `abc…-us21` → `us21`; null when the key names no data centre. */
export function mailchimpDataCentre(apiKey: string): string | null {
  const match = /-([a-z]{2,4}\d{1,3})$/.exec(apiKey);
  return match?.[1] ?? null;
}

export function mailchimpBaseUrl(apiKey: string, configured?: string): string | null {
  if (configured) return configured;
  const dc = mailchimpDataCentre(apiKey);
  return dc ? `https://${dc}.api.mailchimp.com/3.0` : null;
}

const problemSchema = z.object({ title: z.string().optional(), detail: z.string().optional() }).passthrough();

const listSchema = z.object({
  id: z.string(),
  name: z.string(),
  campaign_defaults: z
    .object({ from_name: z.string().default(''), from_email: z.string().default('') })
    .partial()
    .optional(),
});
export type MailchimpList = z.infer<typeof listSchema>;

const campaignSchema = z.object({
  id: z.string(),
  status: z.string(),
  create_time: z.string().optional(),
  settings: z.object({ title: z.string().optional() }).passthrough().optional(),
});
export type MailchimpCampaign = z.infer<typeof campaignSchema>;

const campaignListSchema = z.object({ campaigns: z.array(campaignSchema), total_items: z.number().optional() });

const reportSchema = z.object({
  id: z.string(),
  emails_sent: z.number().default(0),
  unsubscribed: z.number().default(0),
  bounces: z
    .object({ hard_bounces: z.number().default(0), soft_bounces: z.number().default(0) })
    .partial()
    .optional(),
  opens: z
    .object({ opens_total: z.number().default(0), unique_opens: z.number().default(0) })
    .partial()
    .default({}),
  clicks: z
    .object({ clicks_total: z.number().default(0), unique_subscriber_clicks: z.number().default(0) })
    .partial()
    .default({}),
});
export type MailchimpReport = z.infer<typeof reportSchema>;

const clickDetailsSchema = z.object({
  urls_clicked: z.array(z.object({ url: z.string(), total_clicks: z.number(), unique_clicks: z.number() })),
  total_items: z.number().optional(),
});

export interface MailchimpCampaignInput {
  listId: string;
  segmentId?: string | null;
  tagId?: string | null;
  subject: string;
  previewText: string;
  title: string;
  fromName: string;
  replyTo: string;
}

/** Campaigns looked at when searching for ours after a crash (the newest first, since the claim). */
const LOOKUP_PAGE = 100;
/** Click rows read per report: Mailchimp pages at 1000 at most. */
const CLICK_ROWS_MAX = 1000;

export class MailchimpClient {
  private readonly http: HttpOptions;

  constructor(private readonly options: { baseUrl: string; apiKey: string } & Omit<HttpOptions, 'service'>) {
    this.http = { ...options, service: 'Mailchimp' };
  }

  /** GET /lists/{id}: the audience, with the from name and address its campaigns default to. */
  async getList(listId: string): Promise<MailchimpList> {
    return parse(listSchema, await this.call('GET', `/lists/${encodeURIComponent(listId)}`));
  }

  /** POST /campaigns: a regular campaign to the audience (and saved segment or tag), not yet sent. */
  async createCampaign(input: MailchimpCampaignInput): Promise<MailchimpCampaign> {
    const conditions = input.tagId
      ? [{ condition_type: 'StaticSegment', field: 'static_segment', op: 'static_is', value: Number(input.tagId) }]
      : undefined;
    const segmentOpts =
      input.segmentId || conditions
        ? {
            ...(input.segmentId ? { saved_segment_id: Number(input.segmentId) } : {}),
            ...(conditions ? { match: 'all', conditions } : {}),
          }
        : undefined;
    const body = {
      type: 'regular',
      recipients: { list_id: input.listId, ...(segmentOpts ? { segment_opts: segmentOpts } : {}) },
      settings: {
        subject_line: input.subject,
        preview_text: input.previewText,
        title: input.title,
        from_name: input.fromName,
        reply_to: input.replyTo,
      },
    };
    return parse(campaignSchema, await this.call('POST', '/campaigns', {}, body));
  }

  /** PUT /campaigns/{id}/content: the full HTML document (Mailchimp keeps <style>). Idempotent. */
  async setContent(campaignId: string, html: string): Promise<void> {
    await this.call('PUT', `/campaigns/${encodeURIComponent(campaignId)}/content`, {}, { html });
  }

  /** POST /campaigns/{id}/actions/send: sends now (204). */
  async send(campaignId: string): Promise<void> {
    await this.call('POST', `/campaigns/${encodeURIComponent(campaignId)}/actions/send`);
  }

  async getCampaign(campaignId: string): Promise<MailchimpCampaign> {
    return parse(campaignSchema, await this.call('GET', `/campaigns/${encodeURIComponent(campaignId)}`));
  }

  /**
   * Our campaign after a crash: the newest campaigns of the audience created since `since`, matched by the marker
   * in the title (Mailchimp has no idempotency key and no metadata field on a campaign).
   */
  async findCampaignByMarker(listId: string, marker: string, since: Date): Promise<MailchimpCampaign | null> {
    const body = await this.call('GET', '/campaigns', {
      list_id: listId,
      since_create_time: since.toISOString(),
      sort_field: 'create_time',
      sort_dir: 'DESC',
      count: LOOKUP_PAGE,
    });
    const page = parse(campaignListSchema, body);
    return page.campaigns.find((campaign) => campaign.settings?.title?.includes(marker)) ?? null;
  }

  /** GET /reports/{id}: sent, opens, clicks, unsubscribes. */
  async report(campaignId: string): Promise<MailchimpReport> {
    return parse(reportSchema, await this.call('GET', `/reports/${encodeURIComponent(campaignId)}`));
  }

  /** GET /reports/{id}/click-details: clicks per URL (for sponsor reports). */
  async clickDetails(campaignId: string) {
    const body = await this.call('GET', `/reports/${encodeURIComponent(campaignId)}/click-details`, {
      count: CLICK_ROWS_MAX,
    });
    return parse(clickDetailsSchema, body).urls_clicked;
  }

  private async call(
    method: Method,
    path: string,
    query: Record<string, string | number | undefined> = {},
    body?: object,
  ): Promise<unknown> {
    const url = guardedUrl(this.options.baseUrl, path, query, this.http);
    const authorization = `Basic ${Buffer.from(`newsletter-os:${this.options.apiKey}`).toString('base64')}`;
    return expectOk(await sendJson(this.http, method, url, { authorization }, body));
  }
}

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new DestinationError('unavailable', 'Mailchimp answered in an unexpected shape');
  return parsed.data;
}

function expectOk({ status, body }: RawResponse): unknown {
  if (status >= 200 && status < 300) return body;
  const problem = problemSchema.safeParse(body);
  const detail = problem.success ? (problem.data.detail ?? problem.data.title) : undefined;
  if (status === 401)
    throw new DestinationError('invalid_key', detail ?? 'Mailchimp did not accept the API key', status);
  if (status === 403) throw new DestinationError('plan_refused', detail ?? 'Mailchimp refused the request', status);
  if (status === 404) throw new DestinationError('not_found', detail ?? 'Not found in Mailchimp', status);
  if (status === 400 || status === 422)
    throw new DestinationError('rejected', detail ?? 'Mailchimp refused the campaign', status);
  if (status === 429) throw new DestinationError('rate_limited', 'Mailchimp rate limit reached', status);
  throw new DestinationError('unavailable', `Mailchimp answered ${status}`, status);
}
