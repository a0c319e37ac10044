/**
 * The fake Beehiiv's seed: one publication ("Riverside Weekly") and two years of posts every three days, in the
 * wire shapes of Beehiiv API v2 (research: beehiiv-gif.md §1.7). Times are relative to when the fake starts, so
 * every dashboard range always has posts. The newest sent post is the research's constructed example
 * (4021 unique opens of 8342 delivered = 48.2 %), and the publication's average rates are fractions, as Beehiiv's
 * are most likely, to catch code that shows them raw.
 */

export const FAKE_PUBLICATION_ID = 'pub_3f1c2a9e-6b7d-4c1e-9a0b-2d5e8f7a1c44';
export const FAKE_PUBLICATION_NAME = 'Riverside Weekly';
/** A second publication the demo key can see (the settings tab offers a choice). */
export const FAKE_SECOND_PUBLICATION_ID = 'pub_8b0d1f22-4c3a-4e5b-9d6c-7e8f9a0b1c2d';
export const FAKE_ACTIVE_SUBSCRIPTIONS = 8421;
export const FAKE_TOTAL_SUBSCRIPTIONS = 9120;
const SENT_POSTS = 240;
const DAY = 86_400;

export interface FakeEmailStats {
  recipients: number;
  delivered: number;
  opens: number;
  unique_opens: number;
  open_rate: number;
  clicks: number;
  unique_clicks: number;
  verified_clicks: number;
  unique_verified_clicks: number;
  click_rate: number;
  unsubscribes: number;
  spam_reports: number;
}

/**
 * One `stats.clicks[]` row: the clicks on one URL (research: ad-sales.md §3.2). Beehiiv sends one row per URL
 * variant (per-subscriber query parameters); `base_url` is the URL without query and fragment, for grouping.
 * Rates are percentages (0–100): email CTR over recipients, web CTR over web views, total over both.
 */
export interface FakeClickStats {
  url: string;
  base_url: string;
  email: {
    clicks: number;
    unique_clicks: number;
    verified_clicks: number;
    unique_verified_clicks: number;
    click_through_rate: number;
  };
  web: { clicks: number; unique_clicks: number; click_through_rate: number };
  total_clicks: number;
  total_unique_clicks: number;
  total_click_through_rate: number;
}

export interface FakePost {
  id: string;
  title: string;
  subtitle: string;
  authors: string[];
  created: number;
  status: 'draft' | 'confirmed' | 'archived';
  publish_date: number | null;
  displayed_date: number | null;
  split_tested: boolean;
  subject_line: string;
  preview_text: string;
  slug: string;
  thumbnail_url: string;
  web_url: string;
  audience: 'free' | 'premium' | 'both';
  platform: 'web' | 'email' | 'both';
  content_tags: string[];
  hidden_from_feed: boolean;
  enforce_gated_content: boolean;
  email_capture_popup: boolean;
  recipient_count: number;
  stats: {
    email: FakeEmailStats;
    web: { views: number; clicks: number };
    clicks: FakeClickStats[];
    upgrades: number;
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A click row for `url` with email unique clicks `unique` (raw clicks and verified ones derived from it). */
export function clickRow(
  url: string,
  unique: number,
  { recipients, webViews, webUnique = 0 }: { recipients: number; webViews: number; webUnique?: number },
): FakeClickStats {
  const parsed = new URL(url);
  const email = {
    clicks: Math.round(unique * 1.4),
    unique_clicks: unique,
    verified_clicks: Math.round(unique * 1.2),
    unique_verified_clicks: Math.round(unique * 0.9),
    click_through_rate: recipients ? round2((unique / recipients) * 100) : 0,
  };
  const web = {
    clicks: webUnique + Math.floor(webUnique / 3),
    unique_clicks: webUnique,
    click_through_rate: webViews ? round2((webUnique / webViews) * 100) : 0,
  };
  return {
    url,
    base_url: `${parsed.origin}${parsed.pathname}`,
    email,
    web,
    total_clicks: email.clicks + web.clicks,
    total_unique_clicks: email.unique_clicks + web.unique_clicks,
    total_click_through_rate:
      recipients + webViews ? round2(((email.unique_clicks + web.unique_clicks) / (recipients + webViews)) * 100) : 0,
  };
}

/** The demo ad's link (the seed's sponsor, Harbor Coffee), clicked in the newest sent post. */
export const FAKE_AD_LINK = 'https://harborcoffee.example/autumn';

function hex(n: number, width: number): string {
  return n.toString(16).padStart(width, '0').slice(-width);
}

function postId(n: number): string {
  return `post_${hex(n * 2654435761, 8)}-${hex(n, 4)}-4${hex(n * 7, 3)}-8${hex(n * 13, 3)}-${hex(n * 40503, 12)}`;
}

export function emailStats(delivered: number, uniqueOpens: number, uniqueClicks: number, unsubscribes: number) {
  const recipients = delivered + Math.round(delivered * 0.006);
  return {
    recipients,
    delivered,
    opens: Math.round(uniqueOpens * 1.54),
    unique_opens: uniqueOpens,
    open_rate: delivered ? round2((uniqueOpens / delivered) * 100) : 0,
    clicks: Math.round(uniqueClicks * 1.8),
    unique_clicks: uniqueClicks,
    verified_clicks: Math.round(uniqueClicks * 1.56),
    unique_verified_clicks: Math.round(uniqueClicks * 0.89),
    click_rate: delivered ? round2((uniqueClicks / delivered) * 100) : 0,
    unsubscribes,
    spam_reports: unsubscribes > 5 ? 1 : 0,
  } satisfies FakeEmailStats;
}

function post(n: number, fields: Partial<FakePost> & Pick<FakePost, 'created' | 'status' | 'publish_date'>): FakePost {
  const slug = `riverside-weekly-${n}`;
  const email = fields.stats?.email ?? emailStats(0, 0, 0, 0);
  return {
    id: postId(n),
    title: `Riverside Weekly #${n}`,
    subtitle: 'Your week in Riverside',
    authors: ['Dana Ruiz'],
    displayed_date: fields.publish_date,
    split_tested: false,
    subject_line: `Riverside Weekly #${n}`,
    preview_text: 'Your week in Riverside',
    slug,
    thumbnail_url: `https://media.beehiiv.example/uploads/${n}.png`,
    web_url: fields.status === 'draft' ? '' : `https://riverside.beehiiv.example/p/${slug}`,
    audience: 'free',
    platform: 'both',
    content_tags: ['weekly'],
    hidden_from_feed: false,
    enforce_gated_content: false,
    email_capture_popup: false,
    recipient_count: email.recipients,
    stats: { email, web: { views: Math.round(email.delivered * 0.07), clicks: 14 }, clicks: [], upgrades: 0 },
    ...fields,
  };
}

/**
 * The posts, newest first: a draft, a post scheduled for the day after tomorrow (confirmed but not sent), then
 * SENT_POSTS sent posts every three days, the newest a day ago. Open and click rates drift up over the two years
 * so every range has its own figures.
 */
export function seedPosts(nowSeconds: number): FakePost[] {
  const newest = SENT_POSTS + 2;
  const posts: FakePost[] = [
    post(newest, { created: nowSeconds - 3600, status: 'draft', publish_date: null, subtitle: '' }),
    post(newest - 1, {
      created: nowSeconds - 2 * 3600,
      status: 'confirmed',
      publish_date: nowSeconds + 2 * DAY,
      audience: 'both',
    }),
  ];
  for (let i = 0; i < SENT_POSTS; i++) {
    const n = SENT_POSTS - i;
    const publishDate = nowSeconds - (i * 3 + 1) * DAY - 5 * 3600;
    const stats =
      i === 0
        ? { ...emailStats(8342, 4021, 512, 6), recipients: 8390, opens: 6210, clicks: 930 }
        : (() => {
            const delivered = Math.round(8342 * (1 - i * 0.0011));
            const openShare = 0.4 + 0.08 * (1 - i / SENT_POSTS) + 0.02 * Math.sin(i * 1.7);
            const clickShare = 0.045 + 0.02 * (1 - i / SENT_POSTS) + 0.005 * Math.cos(i * 1.3);
            const unsubscribes = Math.round(delivered * 0.0006) + (i % 3);
            return emailStats(
              delivered,
              Math.round(delivered * openShare),
              Math.round(delivered * clickShare),
              unsubscribes,
            );
          })();
    const webViews = Math.round(stats.delivered * 0.07);
    const sizes = { recipients: stats.recipients, webViews };
    // The newest sent post carries per-URL rows: the sponsor's link in two per-subscriber variants, and an article.
    const clicks =
      i === 0
        ? [
            clickRow(`${FAKE_AD_LINK}?bhcl_id=a1`, 96, { ...sizes, webUnique: 4 }),
            clickRow(`${FAKE_AD_LINK}?bhcl_id=b2`, 38, sizes),
            clickRow('https://riverside.example/news/bridge-reopens', 211, { ...sizes, webUnique: 10 }),
          ]
        : [];
    posts.push(
      post(n, {
        created: publishDate - DAY,
        status: 'confirmed',
        publish_date: publishDate,
        audience: i % 9 === 4 ? 'premium' : 'free',
        stats: { email: stats, web: { views: webViews, clicks: 14 }, clicks, upgrades: 0 },
      }),
    );
  }
  return posts;
}

/** Active subscriptions `daysAgo` days before the fake's start (a steady climb to today's 8,421). */
export function activeSubscriptionsDaysAgo(daysAgo: number): number {
  return Math.max(0, Math.round(FAKE_ACTIVE_SUBSCRIPTIONS - daysAgo * 4.2 - 25 * Math.sin(daysAgo / 11)));
}

export function seedPublications(posts: FakePost[]) {
  const sent = posts.filter((p) => p.status === 'confirmed' && p.publish_date !== null);
  const sum = (pick: (e: FakeEmailStats) => number) => sent.reduce((total, p) => total + pick(p.stats.email), 0);
  const totalSent = sum((e) => e.delivered);
  const totalOpened = sum((e) => e.unique_opens);
  const totalClicked = sum((e) => e.unique_clicks);
  return [
    {
      id: FAKE_PUBLICATION_ID,
      name: FAKE_PUBLICATION_NAME,
      organization_name: 'Riverside Media LLC',
      referral_program_enabled: false,
      created: 1704067200,
      stats: {
        active_subscriptions: FAKE_ACTIVE_SUBSCRIPTIONS,
        active_premium_subscriptions: 0,
        active_free_subscriptions: FAKE_ACTIVE_SUBSCRIPTIONS,
        // Fractions, unlike the posts' percentages.
        average_open_rate: Math.round((totalOpened / totalSent) * 10_000) / 10_000,
        average_click_rate: Math.round((totalClicked / totalSent) * 10_000) / 10_000,
        total_sent: totalSent,
        total_unique_opened: totalOpened,
        total_clicked: totalClicked,
      },
    },
    {
      id: FAKE_SECOND_PUBLICATION_ID,
      name: 'Harbor Hustle',
      organization_name: 'Riverside Media LLC',
      referral_program_enabled: true,
      created: 1717200000,
      stats: {
        active_subscriptions: 1250,
        active_premium_subscriptions: 40,
        active_free_subscriptions: 1210,
        average_open_rate: 0.52,
        average_click_rate: 0.071,
        total_sent: 0,
        total_unique_opened: 0,
        total_clicked: 0,
      },
    },
  ];
}

/** What a test (or the browser tests, through `POST /__control/posts`) sets up: a sent post and its link clicks. */
export interface SentPostInput {
  id: string;
  title?: string;
  /** Unix seconds (default: a day before now). */
  publishDate?: number;
  delivered: number;
  uniqueOpens: number;
  /** Email unique clicks per URL, one row each (repeat a base URL with other queries for variants). */
  clicks: { url: string; unique: number }[];
}

export function sentPost(input: SentPostInput, nowSeconds = Math.floor(Date.now() / 1000)): FakePost {
  const uniqueClicks = input.clicks.reduce((total, c) => total + c.unique, 0);
  const email = emailStats(input.delivered, input.uniqueOpens, uniqueClicks, 0);
  const webViews = Math.round(input.delivered * 0.07);
  const publishDate = input.publishDate ?? nowSeconds - DAY;
  const base = post(1, { created: publishDate - DAY, status: 'confirmed', publish_date: publishDate });
  return {
    ...base,
    id: input.id,
    title: input.title ?? base.title,
    recipient_count: email.recipients,
    stats: {
      email,
      web: { views: webViews, clicks: 0 },
      clicks: input.clicks.map((c) => clickRow(c.url, c.unique, { recipients: email.recipients, webViews })),
      upgrades: 0,
    },
  };
}
