import { describe, expect, it } from 'vitest';
import type { WirePost } from '../../src/integrations/beehiiv';
import { computeInsights, growthOf, isSent, trendOf } from '../../src/modules/beehiiv/insights';

const NOW = 1_800_000_000;
const DAY = 86_400;

function post(daysAgo: number, delivered: number, uniqueOpens: number, status = 'confirmed'): WirePost {
  return {
    id: `post_${daysAgo}_${delivered}`,
    title: `Post ${daysAgo}`,
    status,
    audience: 'free',
    created: NOW - daysAgo * DAY - 3600,
    publish_date: status === 'draft' ? null : NOW - daysAgo * DAY,
    stats: {
      email: {
        recipients: delivered + 10,
        delivered,
        opens: uniqueOpens,
        unique_opens: uniqueOpens,
        // Beehiiv's own rate fields are never used: these are deliberately wrong.
        open_rate: 0.4812,
        clicks: 0,
        unique_clicks: Math.round(delivered / 20),
        click_rate: 99,
        unsubscribes: 1,
        spam_reports: 0,
      },
    },
  };
}

describe('growth and trend', () => {
  it('relative change in percent with one decimal; up for zero and above', () => {
    expect(growthOf(110, 100)).toBe(10);
    expect(growthOf(48.12, 45)).toBe(6.9);
    expect(growthOf(90, 100)).toBe(-10);
    expect(growthOf(5, 0)).toBeNull();
    expect(growthOf(5, null)).toBeNull();
    expect(trendOf(0)).toBe('up');
    expect(trendOf(-0.1)).toBe('down');
    expect(trendOf(null)).toBeNull();
  });
});

describe('computeInsights', () => {
  const posts = [
    post(0, 0, 0, 'draft'),
    { ...post(-2, 1000, 900), status: 'confirmed' },
    post(3, 1000, 500),
    post(10, 3000, 1200),
    post(40, 2000, 600),
  ];
  const base = {
    nowSeconds: NOW,
    publication: { id: 'pub_1', name: 'P', activeSubscriptions: 100 },
    totalSubscriptions: 120,
    posts,
    allTime: null,
    snapshots: [],
  };

  it('weights rates by delivered over sent posts in the window, whatever Beehiiv says the rates are', () => {
    const data = computeInsights({ ...base, period: '4_weeks' });
    // (500 + 1200) / (1000 + 3000): the scheduled post (publish date ahead) and the draft are not sent.
    expect(data.performance_metrics.open_rate.value).toBe(42.5);
    // Against the window before: 600 / 2000 = 30 % → +41.7 %.
    expect(data.performance_metrics.open_rate).toEqual({ value: 42.5, growth: 41.7, trend: 'up' });
    expect(data.posts_in_period).toBe(2);
    expect(data.last_post_performance?.open_rate).toBe(50);
    expect(data.top_performing_posts.map((p) => p.open_rate)).toEqual([50, 40]);
    expect(data.recent_posts).toHaveLength(5);
  });

  it('all time reads the aggregate and has nothing to compare with', () => {
    const data = computeInsights({
      ...base,
      period: 'all_time',
      allTime: {
        recipients: 0,
        delivered: 8000,
        opens: 0,
        unique_opens: 3849,
        open_rate: 48.12,
        clicks: 0,
        unique_clicks: 400,
        unsubscribes: 8,
        spam_reports: 0,
      },
    });
    expect(data.performance_metrics.open_rate).toEqual({ value: 48.1, growth: null, trend: null });
    expect(data.posts_in_period).toBeNull();
  });

  it('sent means confirmed with a publish date that has passed', () => {
    expect(isSent(post(1, 1, 1), NOW)).toBe(true);
    expect(isSent(post(-1, 1, 1), NOW)).toBe(false);
    expect(isSent(post(1, 1, 1, 'archived'), NOW)).toBe(false);
  });
});
