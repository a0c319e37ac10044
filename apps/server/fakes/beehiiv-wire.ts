import { clickRow, emailStats, type FakePost } from './beehiiv-data';

/**
 * The fake Beehiiv's wire helpers (research: beehiiv-gif.md §1.7, ad-sales.md §3): status texts, paging, sorting,
 * `expand` parsing, the shape of a created post, and the daily and all-time aggregates.
 */

export const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
};

const DISPLAY_FLAGS = {
  email_settings: ['display_title_in_email', 'display_subtitle_in_email', 'display_byline_in_email'],
  web_settings: ['display_title_on_web', 'display_subtitle_on_web', 'display_thumbnail_on_web'],
} as const;

/**
 * What Beehiiv's create-post schema refuses among the post's headline settings (research beehiiv-gif.md §1.9):
 * a display flag that is not a boolean, a thumbnail that is not a URL; null when they are well-formed.
 */
export function wrongPostSetting(body: Record<string, unknown>): string | null {
  for (const [group, flags] of Object.entries(DISPLAY_FLAGS)) {
    const settings = body[group];
    if (settings === undefined) continue;
    if (typeof settings !== 'object' || settings === null) return `${group} must be an object`;
    for (const flag of flags) {
      const value = (settings as Record<string, unknown>)[flag];
      if (value !== undefined && typeof value !== 'boolean') return `${group}.${flag} must be a boolean`;
    }
  }
  const thumbnail = body.thumbnail_image_url;
  if (thumbnail !== undefined && (typeof thumbnail !== 'string' || !/^https?:\/\//.test(thumbnail))) {
    return 'thumbnail_image_url must be a URL';
  }
  return null;
}

/** "`<style>` and `<link>` tags are removed — use inline styles" (Beehiiv's create-post documentation). */
export function keptBodyContent(bodyContent: string): string {
  return bodyContent.replace(/<style\b[\s\S]*?<\/style\s*>/gi, '').replace(/<link\b[^>]*>/gi, '');
}

/** Deterministic 0 … n-1 from a text, so a demo's figures stay the same between reads. */
function spread(text: string, n: number): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h % n;
}

/**
 * A post the product created and Beehiiv has sent (confirmed, its send time passed) gets the figures of a sent
 * post: about 4,800 delivered, half of them opened, and a click row for each link of its body — so a sponsor
 * report read after the send has numbers. A post still waiting to be sent keeps zeros, as on Beehiiv.
 */
export function statsOnceSent(post: FakePost, bodyContent: string, nowSeconds: number): void {
  if (post.status !== 'confirmed' || post.publish_date === null || post.publish_date > nowSeconds) return;
  if (post.stats.email.delivered > 0) return;
  const delivered = 4600 + spread(post.id, 400);
  const links = [...new Set([...bodyContent.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1] ?? ''))]
    .filter((url) => url && !/unsubscribe|beehiiv\.com/.test(url))
    .slice(0, 50);
  const recipients = delivered + Math.round(delivered * 0.006);
  const clicks = links.map((url) =>
    clickRow(url, Math.round(delivered * (0.01 + spread(url, 25) / 1000)), { recipients, webViews: 0 }),
  );
  const uniqueClicks = clicks.reduce((sum, row) => sum + row.email.unique_clicks, 0);
  post.stats = {
    ...post.stats,
    email: emailStats(delivered, Math.round(delivered * 0.52), uniqueClicks, 3),
    clicks,
  };
}

/** A post built from a create request: no stats yet, published at `scheduled_at` when confirmed. */
export function createdPost(id: string, body: Record<string, unknown>): FakePost {
  const now = Math.floor(Date.now() / 1000);
  const confirmed = body.status === 'confirmed';
  const at = typeof body.scheduled_at === 'string' ? Math.floor(Date.parse(body.scheduled_at) / 1000) : now;
  const publishDate = confirmed ? (Number.isFinite(at) ? at : now) : null;
  const emailSettings = (body.email_settings ?? {}) as Record<string, unknown>;
  const zero = { recipients: 0, delivered: 0, opens: 0, unique_opens: 0, open_rate: 0, clicks: 0, unique_clicks: 0 };
  return {
    id,
    title: String(body.title),
    subtitle: typeof body.subtitle === 'string' ? body.subtitle : '',
    authors: [],
    created: now,
    status: confirmed ? 'confirmed' : 'draft',
    publish_date: publishDate,
    displayed_date: publishDate,
    split_tested: false,
    subject_line: typeof emailSettings.email_subject_line === 'string' ? emailSettings.email_subject_line : '',
    preview_text: typeof emailSettings.email_preview_text === 'string' ? emailSettings.email_preview_text : '',
    slug: id,
    thumbnail_url: typeof body.thumbnail_image_url === 'string' ? body.thumbnail_image_url : '',
    web_url: `https://example.beehiiv.com/p/${id}`,
    audience: 'free',
    platform: 'both',
    content_tags: [],
    hidden_from_feed: false,
    enforce_gated_content: false,
    email_capture_popup: false,
    recipient_count: 0,
    stats: {
      email: {
        ...zero,
        verified_clicks: 0,
        unique_verified_clicks: 0,
        click_rate: 0,
        unsubscribes: 0,
        spam_reports: 0,
      },
      web: { views: 0, clicks: 0 },
      clicks: [],
      upgrades: 0,
    },
  };
}

export function expandsStats(query: URLSearchParams): boolean {
  for (const [name, value] of query) {
    if (
      (name === 'expand' || name === 'expand[]' || /^expand\[\d+\]$/.test(name)) &&
      value.split(',').includes('stats')
    )
      return true;
  }
  return false;
}

export function pageOf<T>(items: T[], query: URLSearchParams) {
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 10) || 10, 1), 100);
  const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
  return {
    data: items.slice((page - 1) * limit, page * limit),
    limit,
    page,
    total_results: items.length,
    total_pages: Math.ceil(items.length / limit),
  };
}

export function sortPosts(posts: FakePost[], query: URLSearchParams): FakePost[] {
  const field = query.get('order_by') ?? 'created';
  const direction = query.get('direction') === 'desc' ? -1 : 1;
  const sortValue = (post: FakePost) =>
    field === 'publish_date' || field === 'displayed_date' ? post.publish_date : post.created;
  return [...posts].sort((a, b) => {
    const x = sortValue(a);
    const y = sortValue(b);
    // As PostgreSQL does: nulls sort as the largest values.
    if (x === y) return 0;
    if (x === null) return direction;
    if (y === null) return -direction;
    return (x - y) * direction;
  });
}

export function withoutStats<T extends { stats?: unknown }>(item: T, query: URLSearchParams): T {
  if (expandsStats(query)) return item;
  const { stats: _stats, ...rest } = item;
  return rest as T;
}

/** Daily opens and clicks: each sent post's unique counts on its publish day (UTC). */
export function engagementDays(ownPosts: FakePost[], start: string, days: number) {
  return Array.from({ length: days }, (_, i) => {
    const date = new Date(Date.parse(`${start}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    const sentThatDay = ownPosts.filter(
      (p) => p.publish_date !== null && new Date(p.publish_date * 1000).toISOString().slice(0, 10) === date,
    );
    const sum = (pick: (p: FakePost) => number) => sentThatDay.reduce((total, p) => total + pick(p), 0);
    return {
      date,
      total_opens: sum((p) => p.stats.email.opens),
      unique_opens: sum((p) => p.stats.email.unique_opens),
      total_clicks: sum((p) => p.stats.email.clicks),
      total_verified_clicks: sum((p) => p.stats.email.verified_clicks),
      unique_clicks: sum((p) => p.stats.email.unique_clicks),
      unique_verified_clicks: sum((p) => p.stats.email.unique_verified_clicks),
    };
  });
}

/** The all-time email totals of the chosen posts, rates as percentages (0–100) like Beehiiv's. */
export function aggregateEmailStats(chosen: FakePost[]) {
  const sum = (pick: (p: FakePost) => number) => chosen.reduce((total, p) => total + pick(p), 0);
  const delivered = sum((p) => p.stats.email.delivered);
  const uniqueOpens = sum((p) => p.stats.email.unique_opens);
  const uniqueClicks = sum((p) => p.stats.email.unique_clicks);
  return {
    recipients: sum((p) => p.stats.email.recipients),
    delivered,
    opens: sum((p) => p.stats.email.opens),
    unique_opens: uniqueOpens,
    open_rate: delivered ? Math.round((uniqueOpens / delivered) * 10_000) / 100 : 0,
    clicks: sum((p) => p.stats.email.clicks),
    unique_clicks: uniqueClicks,
    click_rate: delivered ? Math.round((uniqueClicks / delivered) * 10_000) / 100 : 0,
    unsubscribes: sum((p) => p.stats.email.unsubscribes),
    spam_reports: sum((p) => p.stats.email.spam_reports),
  };
}
