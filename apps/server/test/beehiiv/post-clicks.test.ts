import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_BEEHIIV_KEY, type FakeBeehiiv, startFakeBeehiiv } from '../../fakes/beehiiv';
import { FAKE_AD_LINK, FAKE_PUBLICATION_ID } from '../../fakes/beehiiv-data';

// The fake answers a post's per-URL clicks as Beehiiv documents them (research: ad-sales.md §3.2).
let fake: FakeBeehiiv;
beforeAll(async () => {
  fake = await startFakeBeehiiv();
});
afterAll(async () => {
  await fake?.close();
});

const getPost = async (postId: string, query: string) => {
  const res = await fetch(`${fake.url}/publications/${FAKE_PUBLICATION_ID}/posts/${postId}${query}`, {
    headers: { authorization: `Bearer ${FAKE_BEEHIIV_KEY}` },
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
};

describe('fake Beehiiv: post stats with per-URL clicks', () => {
  it('answers stats.clicks[] rows with url, base_url, email, web and totals, only with expand[]=stats', async () => {
    const newest = fake.posts.find((p) => p.stats.clicks.length > 0);
    if (!newest) throw new Error('the seed has a post with click rows');
    const plain = await getPost(newest.id, '');
    expect(plain.status).toBe(200);
    expect(plain.body.data.stats).toBeUndefined();
    const { body } = await getPost(newest.id, '?expand[]=stats');
    const stats = body.data.stats as { clicks: Record<string, unknown>[]; email: Record<string, number> };
    const ad = stats.clicks.filter((row) => row.base_url === FAKE_AD_LINK);
    // One row per per-subscriber variant of the sponsor's link.
    expect(ad.map((row) => row.url)).toEqual([`${FAKE_AD_LINK}?bhcl_id=a1`, `${FAKE_AD_LINK}?bhcl_id=b2`]);
    expect(Object.keys(ad[0] ?? {}).sort()).toEqual([
      'base_url',
      'email',
      'total_click_through_rate',
      'total_clicks',
      'total_unique_clicks',
      'url',
      'web',
    ]);
    expect(Object.keys((ad[0]?.email ?? {}) as object).sort()).toEqual([
      'click_through_rate',
      'clicks',
      'unique_clicks',
      'unique_verified_clicks',
      'verified_clicks',
    ]);
    // Email CTR is a percentage of recipients (0–100), not a fraction.
    const first = ad[0] as { email: { unique_clicks: number; click_through_rate: number } };
    const recipients = stats.email.recipients ?? 0;
    expect(first.email.click_through_rate).toBe(Math.round((first.email.unique_clicks / recipients) * 10_000) / 100);
  });

  it('a sent post put through the control endpoint is answered with its rows', async () => {
    const res = await fetch(new URL('/__control/posts', fake.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'post_control_1',
        delivered: 100,
        uniqueOpens: 50,
        clicks: [{ url: 'https://a.example/x?y=1', unique: 7 }],
      }),
    });
    expect(res.status).toBe(200);
    const { body } = await getPost('post_control_1', '?expand=stats');
    const stats = body.data.stats as { clicks: { base_url: string; email: { unique_clicks: number } }[] };
    expect(stats.clicks).toMatchObject([{ base_url: 'https://a.example/x', email: { unique_clicks: 7 } }]);
  });
});
