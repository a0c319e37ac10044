import { createHash } from 'node:crypto';
import { request } from 'undici';
import type { z } from 'zod';
import { checkOutboundUrl, OutboundError, outboundDispatcher } from '../safe-http';
import { BeehiivError } from './errors';
import { takeToken } from './pacing';
import {
  aggregateStatsSchema,
  engagementsSchema,
  errorBodySchema,
  postCreatedSchema,
  postListSchema,
  postSchema,
  publicationListSchema,
  publicationShowSchema,
  subscriptionTotalSchema,
  type WireEmailStats,
  type WirePost,
  type WirePublication,
} from './wire';

/**
 * A typed client of Beehiiv API v2 (research: beehiiv-gif.md). Every request goes through the outbound guard
 * (the URL is checked, then every connection at connect time; redirects are not followed), carries the key as a
 * Bearer token, is paced per key (180 requests a minute per organisation, shared by its keys), times out, and
 * honours RateLimit-Reset on a 429 with one bounded retry. Failures are BeehiivErrors decided by HTTP status.
 */

export const BEEHIIV_TIMEOUT_MS = 10_000;
/** Longest wait for a rate-limit window to reset before giving up (a dashboard must answer in seconds). */
export const BEEHIIV_MAX_RETRY_WAIT_MS = 5_000;
const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** Beehiiv's limit for one engagements call. */
export const ENGAGEMENT_DAYS_MAX = 31;

export interface BeehiivClientOptions {
  baseUrl: string;
  apiKey: string;
  /** OUTBOUND_ALLOW_PRIVATE: a loopback fake in tests and the demo. */
  allowPrivate?: boolean;
  timeoutMs?: number;
  maxRetryWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export type PostStatusFilter = 'draft' | 'confirmed' | 'archived' | 'all';

export interface PostListPage {
  posts: WirePost[];
  page: number;
  totalPages: number;
}

export type PostLookup = { state: 'ready'; post: WirePost } | { state: 'pending'; retryAfterMs: number };

export interface CreatePostInput {
  title: string;
  subtitle?: string;
  bodyContent: string;
  status: 'draft' | 'confirmed';
  /** ISO 8601; only with status confirmed. */
  scheduledAt?: string;
  subjectLine?: string;
  previewText?: string;
  /** An absolute image URL: the post's thumbnail on the web and in Beehiiv's lists. */
  thumbnailImageUrl?: string;
}

type Query = Record<string, string | number | undefined>;

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** How long to wait after a 429: until RateLimit-Reset (Unix seconds), else Retry-After (seconds), else 1 s. */
export function rateLimitWaitMs(headers: Record<string, string>, now = Date.now()): number {
  const reset = Number(headers['ratelimit-reset']);
  if (Number.isFinite(reset) && reset > 0) {
    // Some servers send seconds-until-reset instead of an epoch: a small number is read that way.
    const resetAt = reset > 1_000_000_000 ? reset * 1000 : now + reset * 1000;
    return Math.max(0, resetAt - now);
  }
  const retryAfter = Number(headers['retry-after']);
  if (Number.isFinite(retryAfter) && retryAfter >= 0) return retryAfter * 1000;
  return 1000;
}

function errorMessageOf(body: unknown): string | undefined {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.errors?.[0]?.message : undefined;
}

function errorCodeOf(body: unknown): string | undefined {
  const parsed = errorBodySchema.safeParse(body);
  return parsed.success ? parsed.data.errors?.[0]?.code : undefined;
}

export class BeehiivClient {
  private readonly keyId: string;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: BeehiivClientOptions) {
    // Pacing is per key; the bucket is named by a hash so the key itself is never held in a shared table.
    this.keyId = createHash('sha256').update(options.apiKey).digest('hex').slice(0, 16);
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** GET /publications?expand[]=stats: the publications the key can see (one page of 100). */
  async listPublications(): Promise<WirePublication[]> {
    const body = await this.get('/publications', { 'expand[]': 'stats', limit: 100, page: 1 });
    return this.parse(publicationListSchema, body).data;
  }

  /** GET /publications/{id}?expand[]=stats */
  async getPublication(publicationId: string): Promise<WirePublication> {
    const body = await this.get(`/publications/${encodeURIComponent(publicationId)}`, { 'expand[]': 'stats' });
    return this.parse(publicationShowSchema, body).data;
  }

  /** One page of posts with stats, newest first by publish date (Beehiiv lists default to ascending). */
  async listPosts(
    publicationId: string,
    { status, page = 1, limit = 100 }: { status: PostStatusFilter; page?: number; limit?: number },
  ): Promise<PostListPage> {
    const body = await this.get(`/publications/${encodeURIComponent(publicationId)}/posts`, {
      'expand[]': 'stats',
      status,
      order_by: 'publish_date',
      direction: 'desc',
      limit,
      page,
    });
    const parsed = this.parse(postListSchema, body);
    return { posts: parsed.data, page: parsed.page ?? page, totalPages: parsed.total_pages ?? page };
  }

  /** GET /publications/{id}/posts/aggregate_stats: all-time totals of the confirmed posts (no date filter exists). */
  async aggregateStats(publicationId: string): Promise<WireEmailStats | null> {
    const body = await this.get(`/publications/${encodeURIComponent(publicationId)}/posts/aggregate_stats`, {
      status: 'confirmed',
    });
    return this.parse(aggregateStatsSchema, body).data.stats.email ?? null;
  }

  /** Every subscription, whatever its status (offset mode's total_results; null where Beehiiv did not say). */
  async subscriptionsTotal(publicationId: string): Promise<number | null> {
    const body = await this.get(`/publications/${encodeURIComponent(publicationId)}/subscriptions`, {
      status: 'all',
      limit: 1,
      page: 1,
    });
    const parsed = this.parse(subscriptionTotalSchema, body);
    return parsed.total_results ?? parsed.pagination?.total_results ?? null;
  }

  /**
   * GET /publications/{id}/engagements: daily (or weekly, monthly) opens and clicks of posts, in UTC; at most
   * 31 days a call. `startDate` is YYYY-MM-DD.
   */
  async engagements(
    publicationId: string,
    {
      startDate,
      days,
      granularity = 'day',
    }: { startDate: string; days: number; granularity?: 'day' | 'week' | 'month' },
  ) {
    if (!Number.isInteger(days) || days < 1 || days > ENGAGEMENT_DAYS_MAX) {
      throw new RangeError(`engagements cover 1 to ${ENGAGEMENT_DAYS_MAX} days a call`);
    }
    const body = await this.get(`/publications/${encodeURIComponent(publicationId)}/engagements`, {
      start_date: startDate,
      number_of_days: days,
      granularity,
      email_type: 'post',
    });
    return this.parse(engagementsSchema, body).data;
  }

  /** POST /publications/{id}/posts (Max and Enterprise plans): creation is asynchronous; answers the post id. */
  async createPost(publicationId: string, input: CreatePostInput): Promise<{ id: string; previewUrl?: string }> {
    const payload = {
      title: input.title,
      subtitle: input.subtitle,
      body_content: input.bodyContent,
      // Always explicit: the old default published at once.
      status: input.status,
      scheduled_at: input.status === 'confirmed' ? input.scheduledAt : undefined,
      thumbnail_image_url: input.thumbnailImageUrl,
      // Display flags set explicitly rather than left to the publication's defaults: the email already opens with
      // its own heading and preheader, so Beehiiv adds no title or subtitle above it; on the web the title heads
      // the post, and the thumbnail (already in the body as a picture) is not shown twice.
      email_settings: {
        email_subject_line: input.subjectLine,
        email_preview_text: input.previewText,
        display_title_in_email: false,
        display_subtitle_in_email: false,
      },
      web_settings: { display_title_on_web: true, display_subtitle_on_web: true, display_thumbnail_on_web: false },
    };
    const response = await this.send('POST', `/publications/${encodeURIComponent(publicationId)}/posts`, {}, payload);
    if (response.status === 403) {
      throw new BeehiivError('plan_refused', 'Your Beehiiv plan cannot create posts through the API', 403);
    }
    const body = this.expectOk(response);
    const created = this.parse(postCreatedSchema, body).data;
    return { id: created.id, previewUrl: created.preview_url };
  }

  /** GET one post: ready, still being built (202 with Retry-After), or failed (404 POST_CREATION_FAILED). */
  async getPost(publicationId: string, postId: string): Promise<PostLookup> {
    const path = `/publications/${encodeURIComponent(publicationId)}/posts/${encodeURIComponent(postId)}`;
    const response = await this.send('GET', path, { 'expand[]': 'stats' });
    if (response.status === 202) {
      const seconds = Number(response.headers['retry-after']);
      return { state: 'pending', retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000 };
    }
    if (response.status === 404 && errorCodeOf(response.body) === 'POST_CREATION_FAILED') {
      throw new BeehiivError('creation_failed', errorMessageOf(response.body) ?? 'Beehiiv could not create the post');
    }
    const body = this.expectOk(response);
    return { state: 'ready', post: this.parse(postSchema, (body as { data?: unknown }).data) };
  }

  private async get(path: string, query: Query): Promise<unknown> {
    return this.expectOk(await this.send('GET', path, query));
  }

  private parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new BeehiivError('unavailable', 'Beehiiv answered in an unexpected shape');
    return parsed.data;
  }

  private expectOk(response: RawResponse): unknown {
    const { status, body } = response;
    if (status >= 200 && status < 300) return body;
    const detail = errorMessageOf(body);
    if (status === 401 || status === 403) {
      throw new BeehiivError('invalid_key', detail ?? 'Beehiiv did not accept the API key', status);
    }
    if (status === 404) throw new BeehiivError('not_found', detail ?? 'Publication not found', status);
    if (status === 429) throw new BeehiivError('rate_limited', 'Beehiiv rate limit reached', status);
    throw new BeehiivError('unavailable', `Beehiiv answered ${status}`, status);
  }

  /** One request, paced, with one bounded retry after a 429. */
  private async send(method: 'GET' | 'POST', path: string, query: Query, body?: object): Promise<RawResponse> {
    const url = this.urlOf(path, query);
    for (let attempt = 0; ; attempt++) {
      const waitMs = takeToken(this.keyId);
      if (waitMs > 0) await this.sleep(waitMs);
      const response = await this.once(method, url, body);
      if (response.status !== 429) return response;
      const resetWait = rateLimitWaitMs(response.headers);
      if (attempt >= 1 || resetWait > (this.options.maxRetryWaitMs ?? BEEHIIV_MAX_RETRY_WAIT_MS)) {
        throw new BeehiivError('rate_limited', 'Beehiiv rate limit reached', 429);
      }
      await this.sleep(resetWait);
    }
  }

  private urlOf(path: string, query: Query): URL {
    const base = this.options.baseUrl.endsWith('/') ? this.options.baseUrl : `${this.options.baseUrl}/`;
    let url: URL;
    try {
      url = checkOutboundUrl(new URL(path.replace(/^\//, ''), base).href, this.options.allowPrivate ?? false);
    } catch (err) {
      if (err instanceof OutboundError) throw new BeehiivError('unavailable', err.message);
      throw err;
    }
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url;
  }

  private async once(method: 'GET' | 'POST', url: URL, body?: object): Promise<RawResponse> {
    const signal = AbortSignal.timeout(this.options.timeoutMs ?? BEEHIIV_TIMEOUT_MS);
    try {
      const response = await request(url, {
        method,
        dispatcher: outboundDispatcher(this.options.allowPrivate ?? false),
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal,
      });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers)) {
        const text = headerText(value);
        if (text !== undefined) headers[name.toLowerCase()] = text;
      }
      const declared = Number(headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
        response.body.destroy();
        throw new BeehiivError('unavailable', 'Beehiiv answered with an oversized body');
      }
      const text = await response.body.text();
      if (text.length > MAX_BODY_BYTES)
        throw new BeehiivError('unavailable', 'Beehiiv answered with an oversized body');
      let json: unknown = null;
      if (text) {
        try {
          json = JSON.parse(text);
        } catch {
          json = null;
        }
      }
      return { status: response.statusCode, headers, body: json };
    } catch (err) {
      if (err instanceof BeehiivError) throw err;
      if (signal.aborted) throw new BeehiivError('unavailable', 'Beehiiv did not answer in time');
      throw new BeehiivError('unavailable', 'Beehiiv could not be reached');
    }
  }
}
