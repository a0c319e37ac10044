import {
  type InsightMetric,
  type Insights,
  type InsightsTimePeriod,
  insightsPeriodDays,
  RECENT_POSTS_SHOWN,
  TOP_POSTS_SHOWN,
  type Trend,
} from '@newsletter-os/contracts';
import type { WireEmailStats, WirePost } from '../../integrations/beehiiv';

/**
 * The insights response (docs/product-spec.md section 3) computed from Beehiiv's counts, never from its rate fields: rates are
 * Σ unique opens (or clicks, or unsubscribes) ÷ Σ delivered × 100 over the posts sent in the window, weighted by
 * delivered. Growth compares the window with the one before it of the same length; subscriber growth compares
 * with the stored snapshot at the window's start, and is null where the snapshots do not reach back that far.
 * Every number here is real: nothing is scaled by a multiplier (docs/decisions/0012).
 */

const DAY_SECONDS = 86_400;

export interface SnapshotPoint {
  day: string;
  activeSubscriptions: number;
  totalSubscriptions: number | null;
}

export interface InsightInputs {
  period: InsightsTimePeriod;
  nowSeconds: number;
  publication: { id: string; name: string; activeSubscriptions: number | null };
  totalSubscriptions: number | null;
  /** Posts of every status, as Beehiiv ordered them (publish date, newest first). */
  posts: WirePost[];
  /** Beehiiv's all-time totals of the confirmed posts (all_time only). */
  allTime: WireEmailStats | null;
  /** Oldest first. */
  snapshots: SnapshotPoint[];
}

interface Totals {
  delivered: number;
  uniqueOpens: number;
  uniqueClicks: number;
  unsubscribes: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const percent = (part: number, whole: number) => (whole > 0 ? round1((part / whole) * 100) : 0);

export function trendOf(growth: number | null): Trend | null {
  if (growth === null) return null;
  return growth >= 0 ? 'up' : 'down';
}

/** Relative change in percent, one decimal; null without a base to compare with. */
export function growthOf(current: number, previous: number | null): number | null {
  if (previous === null || previous <= 0) return null;
  return round1(((current - previous) / previous) * 100);
}

function metric(value: number, previous: number | null): InsightMetric {
  const growth = growthOf(value, previous);
  return { value, growth, trend: trendOf(growth) };
}

/** Sent: confirmed with a publish date that has passed (confirmed also covers scheduled posts). */
export function isSent(post: WirePost, nowSeconds: number): boolean {
  return post.status === 'confirmed' && post.publish_date != null && post.publish_date <= nowSeconds;
}

function totalsOf(posts: WirePost[]): Totals {
  const totals: Totals = { delivered: 0, uniqueOpens: 0, uniqueClicks: 0, unsubscribes: 0 };
  for (const post of posts) {
    const email = post.stats?.email;
    if (!email) continue;
    totals.delivered += email.delivered;
    totals.uniqueOpens += email.unique_opens;
    totals.uniqueClicks += email.unique_clicks;
    totals.unsubscribes += email.unsubscribes;
  }
  return totals;
}

function totalsOfAggregate(stats: WireEmailStats | null): Totals {
  return {
    delivered: stats?.delivered ?? 0,
    uniqueOpens: stats?.unique_opens ?? 0,
    uniqueClicks: stats?.unique_clicks ?? 0,
    unsubscribes: stats?.unsubscribes ?? 0,
  };
}

/** The [start, end) bounds of the current and previous windows in Unix seconds (null for all_time). */
export function windowsOf(period: InsightsTimePeriod, nowSeconds: number) {
  const days = insightsPeriodDays[period];
  if (days === null) return null;
  const start = nowSeconds - days * DAY_SECONDS;
  return { start, previousStart: start - days * DAY_SECONDS };
}

/** The newest snapshot on or before `day`, or null when the history starts later. */
function snapshotOnOrBefore(snapshots: SnapshotPoint[], day: string): SnapshotPoint | null {
  let found: SnapshotPoint | null = null;
  for (const snapshot of snapshots) {
    if (snapshot.day > day) break;
    found = snapshot;
  }
  return found;
}

export function utcDay(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

function postRates(post: WirePost) {
  const email = post.stats?.email;
  const delivered = email?.delivered ?? 0;
  return {
    recipients: email?.recipients ?? 0,
    delivered,
    openRate: percent(email?.unique_opens ?? 0, delivered),
    clickRate: percent(email?.unique_clicks ?? 0, delivered),
    unsubscribeRate: percent(email?.unsubscribes ?? 0, delivered),
  };
}

export function computeInsights(input: InsightInputs): Insights {
  const { nowSeconds, posts, snapshots } = input;
  const windows = windowsOf(input.period, nowSeconds);
  const sent = posts.filter((post) => isSent(post, nowSeconds));
  const inWindow = windows ? sent.filter((post) => (post.publish_date ?? 0) >= windows.start) : sent;
  const inPrevious = windows
    ? sent.filter((post) => {
        const at = post.publish_date ?? 0;
        return at >= windows.previousStart && at < windows.start;
      })
    : [];

  const current = windows ? totalsOf(inWindow) : totalsOfAggregate(input.allTime);
  const previous = windows ? totalsOf(inPrevious) : null;
  const openRate = percent(current.uniqueOpens, current.delivered);
  const clickRate = percent(current.uniqueClicks, current.delivered);
  const previousOpenRate =
    previous && previous.delivered > 0 ? percent(previous.uniqueOpens, previous.delivered) : null;
  const previousClickRate =
    previous && previous.delivered > 0 ? percent(previous.uniqueClicks, previous.delivered) : null;

  const startSnapshot = windows ? snapshotOnOrBefore(snapshots, utcDay(windows.start)) : null;
  const active = input.publication.activeSubscriptions ?? snapshots.at(-1)?.activeSubscriptions ?? 0;
  const total = input.totalSubscriptions ?? active;
  const totalGrowth = growthOf(total, startSnapshot ? (startSnapshot.totalSubscriptions ?? null) : null);

  const lastSent = sent[0];
  const lastRates = lastSent ? postRates(lastSent) : null;
  const top = inWindow
    .map((post) => ({ post, rates: postRates(post) }))
    .filter(({ rates }) => rates.delivered > 0)
    .sort((a, b) => b.rates.openRate - a.rates.openRate || b.rates.clickRate - a.rates.clickRate)
    .slice(0, TOP_POSTS_SHOWN);
  const history = windows ? snapshots.filter((s) => s.day >= utcDay(windows.start)) : snapshots;

  return {
    time_period: input.period,
    publication: { id: input.publication.id, name: input.publication.name },
    overview: { total_subscribers: total, growth: totalGrowth, trend: trendOf(totalGrowth) },
    performance_metrics: {
      active_subscribers: metric(active, startSnapshot?.activeSubscriptions ?? null),
      open_rate: metric(openRate, previousOpenRate),
      click_through_rate: metric(clickRate, previousClickRate),
    },
    last_post_performance:
      lastSent && lastRates
        ? {
            id: lastSent.id,
            title: lastSent.title,
            created_at: lastSent.publish_date ?? lastSent.created,
            recipients: lastRates.recipients,
            open_rate: lastRates.openRate,
            click_through_rate: lastRates.clickRate,
            unsubscribe_rate: lastRates.unsubscribeRate,
          }
        : null,
    recent_posts: posts.slice(0, RECENT_POSTS_SHOWN).map((post) => ({
      id: post.id,
      title: post.title,
      status: post.status,
      audience: post.audience ?? 'free',
      created_at: post.publish_date ?? post.created,
    })),
    top_performing_posts: top.map(({ post, rates }) => ({
      id: post.id,
      title: post.title,
      open_rate: rates.openRate,
      click_rate: rates.clickRate,
      recipients: rates.recipients,
    })),
    posts_in_period: windows ? inWindow.length : null,
    subscriber_history: history.map((s) => ({ date: s.day, active_subscribers: s.activeSubscriptions })),
    history_starts_on: snapshots[0]?.day ?? null,
  };
}
