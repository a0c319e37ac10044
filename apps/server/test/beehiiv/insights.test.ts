import { type InsightsTimePeriod, insightsEnvelopeSchema, insightsPeriodDays } from '@newsletter-os/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeBeehiiv } from '../../fakes/beehiiv';
import { FAKE_SECOND_PUBLICATION_ID, type FakePost } from '../../fakes/beehiiv-data';
import { beehiivResponseCache, beehiivSnapshots } from '../../src/db/schema/index';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import { FAKE_PUBLICATION_ID, linkWorkspace, requestsWith, startBeehiivTestApp } from './helpers';

let t: TestApp;
let fake: FakeBeehiiv;
let tenant: Tenant;
let other: Tenant;
let key: string;
let counter = 0;

beforeAll(async () => {
  ({ t, fake } = await startBeehiivTestApp());
  other = await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  tenant = await buildTenant(t.db);
  counter += 1;
  key = `bh_insights_${counter}_abcd`;
  fake.setKey(key, 'normal');
});

const insightsUrl = (period?: InsightsTimePeriod, publicationId = FAKE_PUBLICATION_ID, workspaceId?: string) =>
  `/api/v1/beehiiv/insights/?workspaceId=${workspaceId ?? tenant.workspace.id}&publication_id=${publicationId}${
    period ? `&time_period=${period}` : ''
  }`;
const get = (url: string, user = tenant.user) => as(t, user, { method: 'GET', url });

/** The fixture's own arithmetic: Σ unique opens ÷ Σ delivered × 100 over the confirmed posts sent in the window. */
function expectedRates(posts: FakePost[], period: InsightsTimePeriod) {
  const now = Date.now() / 1000;
  const days = insightsPeriodDays[period];
  const chosen = posts.filter(
    (p) =>
      p.status === 'confirmed' &&
      p.publish_date !== null &&
      p.publish_date <= now &&
      (days === null || p.publish_date >= now - days * 86_400),
  );
  const sum = (pick: (p: FakePost) => number) => chosen.reduce((total, p) => total + pick(p), 0);
  const delivered = sum((p) => p.stats.email.delivered);
  return {
    posts: chosen.length,
    open: Math.round((sum((p) => p.stats.email.unique_opens) / delivered) * 1000) / 10,
    click: Math.round((sum((p) => p.stats.email.unique_clicks) / delivered) * 1000) / 10,
  };
}

describe('GET /beehiiv/insights/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: insightsUrl() });
    expect(res.statusCode).toBe(401);
  });

  it('meta code 1 with the insights response, field for field (default period 4_weeks)', async () => {
    await linkWorkspace(t, tenant.workspace.id, key);
    const res = await get(insightsUrl());
    expect(res.statusCode, res.body).toBe(200);
    const body = insightsEnvelopeSchema.parse(res.json());
    expect(shapeDifferences(res.json(), insightsEnvelopeSchema)).toEqual([]);
    expect(body.meta).toEqual({ code: 1, message: 'Insights fetched' });
    const data = body.data;
    if (!data) throw new Error('no data');
    const expected = expectedRates(fake.posts, '4_weeks');
    expect(data.time_period).toBe('4_weeks');
    expect(data.publication).toEqual({ id: FAKE_PUBLICATION_ID, name: 'Riverside Weekly' });
    expect(data.overview).toEqual({ total_subscribers: 9120, growth: null, trend: null });
    // Only today's snapshot exists: subscriber growth has no base yet.
    expect(data.performance_metrics.active_subscribers).toEqual({ value: 8421, growth: null, trend: null });
    expect(data.performance_metrics.open_rate.value).toBe(expected.open);
    expect(data.performance_metrics.click_through_rate.value).toBe(expected.click);
    expect(data.performance_metrics.open_rate.growth).toEqual(expect.any(Number));
    expect(data.performance_metrics.open_rate.trend).toBe('up');
    expect(data.posts_in_period).toBe(expected.posts);
    // The research's example post: 4021 / 8342 = 48.2 %, 512 / 8342 = 6.1 %, 6 / 8342 = 0.1 %.
    expect(data.last_post_performance).toMatchObject({
      title: 'Riverside Weekly #240',
      recipients: 8390,
      open_rate: 48.2,
      click_through_rate: 6.1,
      unsubscribe_rate: 0.1,
    });
    expect(data.recent_posts).toHaveLength(5);
    expect(data.recent_posts.map((p) => p.status)).toEqual([
      'draft',
      'confirmed',
      'confirmed',
      'confirmed',
      'confirmed',
    ]);
    expect(data.top_performing_posts.length).toBeGreaterThan(0);
    const rates = data.top_performing_posts.map((p) => p.open_rate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(data.subscriber_history).toEqual([
      { date: new Date().toISOString().slice(0, 10), active_subscribers: 8421 },
    ]);
  });

  it('each period has its own real figures, computed from counts', async () => {
    await linkWorkspace(t, tenant.workspace.id, key);
    const periods: InsightsTimePeriod[] = ['4_weeks', '3_months', '6_months', '1_year', 'all_time'];
    const opens: number[] = [];
    for (const period of periods) {
      const res = await get(insightsUrl(period));
      const data = insightsEnvelopeSchema.parse(res.json()).data;
      const expected = expectedRates(fake.posts, period);
      expect(data?.performance_metrics.open_rate.value, period).toBe(expected.open);
      expect(data?.performance_metrics.click_through_rate.value, period).toBe(expected.click);
      if (period === 'all_time') {
        expect(data?.performance_metrics.open_rate.growth).toBeNull();
        expect(data?.posts_in_period).toBeNull();
      } else {
        expect(data?.posts_in_period, period).toBe(expected.posts);
      }
      opens.push(data?.performance_metrics.open_rate.value ?? 0);
    }
    expect(new Set(opens).size).toBe(periods.length);
  });

  it('subscriber growth comes from the snapshot at the window start; shorter history → null', async () => {
    await linkWorkspace(t, tenant.workspace.id, key);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await t.db.insert(beehiivSnapshots).values(
      [100, 40, 10].map((daysAgo) => ({
        workspaceId: tenant.workspace.id,
        publicationId: FAKE_PUBLICATION_ID,
        day: day(daysAgo),
        activeSubscriptions: 8000,
        totalSubscriptions: 8700,
      })),
    );
    const month = insightsEnvelopeSchema.parse((await get(insightsUrl('4_weeks'))).json()).data;
    // 8421 against 8000 at the start of the window (40 days ago is the newest snapshot before it).
    expect(month?.performance_metrics.active_subscribers).toEqual({ value: 8421, growth: 5.3, trend: 'up' });
    expect(month?.overview).toEqual({ total_subscribers: 9120, growth: 4.8, trend: 'up' });
    expect(month?.subscriber_history.map((p) => p.date)).toEqual([day(10), day(0)]);
    expect(month?.history_starts_on).toBe(day(100));
    const half = insightsEnvelopeSchema.parse((await get(insightsUrl('6_months'))).json()).data;
    expect(half?.performance_metrics.active_subscribers.growth).toBeNull();
    expect(half?.subscriber_history).toHaveLength(4);
  });

  it('meta code 2 without a key, 3 for a key Beehiiv refuses, 0 for an unlinked or unseen publication', async () => {
    const noKey = await get(insightsUrl());
    expect(noKey.statusCode).toBe(200);
    expect(noKey.json()).toEqual({ meta: { code: 2, message: 'No Beehiiv API key found' }, data: null });

    await linkWorkspace(t, tenant.workspace.id, key);
    fake.setKey(key, 'invalid_key');
    const invalid = await get(insightsUrl('3_months'));
    expect(invalid.json()).toEqual({ meta: { code: 3, message: 'Invalid Beehiiv API key' }, data: null });

    fake.setKey(key, 'unknown_publication');
    const outside = await get(insightsUrl('6_months'));
    expect(outside.json()).toEqual({
      meta: { code: 0, message: 'Please sync your publication with newsletter' },
      data: null,
    });
    fake.setKey(key, 'normal');
    const missing = await get(insightsUrl('1_year', 'pub_00000000-0000-0000-0000-000000000000'));
    expect(missing.json().meta.code).toBe(0);
  });

  it('Beehiiv unreachable (rate limited for good) → 503 with a readable message', async () => {
    await linkWorkspace(t, tenant.workspace.id, key);
    fake.setKey(key, 'rate_limited_always');
    const res = await get(insightsUrl());
    expect(res.statusCode).toBe(503);
    expect(res.json().meta.message).toBe('Beehiiv could not be reached. Please try again in a minute.');
  });

  it('a cold load costs at most 8 upstream requests, a warm one none; a new key starts cold', async () => {
    await linkWorkspace(t, tenant.workspace.id, key);
    await get(insightsUrl('1_year'));
    const cold = requestsWith(fake, key).length;
    expect(cold).toBeGreaterThan(0);
    expect(cold).toBeLessThanOrEqual(8);
    await get(insightsUrl('1_year'));
    await get(
      `/api/v1/dashboard/beehive-insights/?workspaceId=${tenant.workspace.id}&publication_id=${FAKE_PUBLICATION_ID}`,
    );
    expect(requestsWith(fake, key).length).toBe(cold);
    const rows = await t.db
      .select()
      .from(beehiivResponseCache)
      .where(eq(beehiivResponseCache.workspaceId, tenant.workspace.id));
    expect(rows.length).toBeGreaterThan(0);
    // PATCH a new key: the old key's answers are dropped.
    const replacement = `${key}_new`;
    fake.setKey(replacement, 'normal');
    const patch = await as(t, tenant.admin, {
      method: 'PATCH',
      url: '/api/v1/newsletter-keys/',
      payload: { workspaceId: tenant.workspace.id, beehiivApiKey: replacement },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await get(insightsUrl('1_year'));
    expect(requestsWith(fake, replacement).length).toBeGreaterThan(1);
  });

  it('a publication without posts answers zeros, not errors', async () => {
    await linkWorkspace(t, tenant.workspace.id, key, FAKE_SECOND_PUBLICATION_ID);
    const data = insightsEnvelopeSchema.parse(
      (await get(insightsUrl(undefined, FAKE_SECOND_PUBLICATION_ID))).json(),
    ).data;
    expect(data?.performance_metrics.open_rate).toEqual({ value: 0, growth: null, trend: null });
    expect(data?.last_post_performance).toBeNull();
    expect(data?.recent_posts).toEqual([]);
  });

  it.each([
    ['publication_id=pub_1&time_period=2_weeks', 'time_period'],
    ['time_period=4_weeks', 'publication_id'],
    ['publication_id=pub%201&time_period=4_weeks', 'publication_id'],
  ])('bad input %s → 400 naming %s', async (query, field) => {
    const res = await get(`/api/v1/beehiiv/insights/?workspaceId=${tenant.workspace.id}&${query}`);
    expectInvalidField(res, field);
  });

  it("another business's workspace → 404, and Beehiiv is never asked with that workspace's key", async () => {
    await linkWorkspace(t, tenant.workspace.id, key);
    const res = await get(insightsUrl('4_weeks', FAKE_PUBLICATION_ID), other.admin);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(tenant.workspace.name);
    expect(requestsWith(fake, key)).toHaveLength(0);
  });

  it('a partner may not read insights → 403', async () => {
    const res = await get(insightsUrl(), tenant.partner);
    expect(res.statusCode).toBe(403);
  });

  it('records one snapshot per publication and day, however often it loads', async () => {
    await linkWorkspace(t, tenant.workspace.id, key);
    await get(insightsUrl('4_weeks'));
    await get(insightsUrl('3_months'));
    const rows = await t.db
      .select()
      .from(beehiivSnapshots)
      .where(
        and(
          eq(beehiivSnapshots.workspaceId, tenant.workspace.id),
          eq(beehiivSnapshots.publicationId, FAKE_PUBLICATION_ID),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ activeSubscriptions: 8421, totalSubscriptions: 9120 });
  });
});
