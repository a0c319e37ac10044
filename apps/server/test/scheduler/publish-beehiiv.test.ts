import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBeehiiv, FakeBeehiivScenario } from '../../fakes/beehiiv';
import { beehiivPostClaims, mailOutbox, newsletterPublications, newsletters } from '../../src/db/schema/index';
import { BeehiivClient } from '../../src/integrations/beehiiv';
import { PLAN_CANNOT_CREATE_POSTS, POST_NOT_CREATED } from '../../src/modules/beehiiv/publish';
import { type PublishJob, publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { FAKE_PUBLICATION_ID, linkWorkspace, startBeehiivTestApp } from '../beehiiv/helpers';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';

let t: TestApp;
let fake: FakeBeehiiv;
let counter = 0;
beforeAll(async () => {
  ({ t, fake } = await startBeehiivTestApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const noWait = async () => {};
const deps = () => ({ db: t.db, config: t.config, mailer: t.mailer });

/** A scheduled newsletter in a workspace linked to Beehiiv with a fresh key in `scenario` (or unlinked). */
async function scheduled(scenario: FakeBeehiivScenario | 'unlinked', title = `Harbour news ${++counter}`) {
  const tenant = await buildTenant(t.db);
  const key = `bh_sched_${counter}_${randomUUID().slice(0, 8)}`;
  if (scenario !== 'unlinked') {
    fake.setKey(key, scenario);
    await linkWorkspace(t, tenant.workspace.id, key);
  }
  const newsletter = await buildNewsletter(t.db, { workspaceId: tenant.workspace.id, status: 'planned', title });
  const token = randomUUID();
  await t.db
    .update(newsletters)
    .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date() })
    .where(eq(newsletters.id, newsletter.id));
  const job: PublishJob = { newsletterId: newsletter.id, workspaceId: tenant.workspace.id, token };
  return { tenant, key, job, title };
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(newsletters).where(eq(newsletters.id, id));
  return row;
}
const publicationsOf = (id: string) =>
  t.db.select().from(newsletterPublications).where(eq(newsletterPublications.newsletterId, id));
const creates = (key: string) => fake.requests.filter((r) => r.key === key && r.method === 'POST');

describe('the publish job with Beehiiv', () => {
  it('creates one confirmed post, waits until Beehiiv built it, and records the hand-off with the post id', async () => {
    const { job, key, title } = await scheduled('normal');
    expect(await publishScheduledNewsletter(deps(), job, { sleep: noWait })).toBe('published');

    expect(creates(key)).toHaveLength(1);
    const post = fake.posts.find((p) => p.title === title);
    expect(post).toMatchObject({ status: 'confirmed' });
    expect(post?.publish_date).toEqual(expect.any(Number));
    expect(await rowOf(job.newsletterId)).toMatchObject({ status: 'published', failureReason: null });
    const [publication] = await publicationsOf(job.newsletterId);
    expect(publication).toMatchObject({ handoff: 'beehiiv', beehiivPostId: post?.id });
    expect(publication?.html).toContain('Hello readers');
    // No ready-to-send mail when Beehiiv took it; the claim is gone.
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.subject.includes(title))).toHaveLength(0);
    const claims = await t.db
      .select()
      .from(beehiivPostClaims)
      .where(eq(beehiivPostClaims.newsletterId, job.newsletterId));
    expect(claims).toHaveLength(0);

    // The same job again does nothing.
    expect(await publishScheduledNewsletter(deps(), job, { sleep: noWait })).toBe('stale');
    expect(creates(key)).toHaveLength(1);
  });

  it('without a synced publication it stays ready to send', async () => {
    const { job, key } = await scheduled('normal');
    await t.db.execute(`update workspaces set publication_id = null where id = '${job.workspaceId}'`);
    expect(await publishScheduledNewsletter(deps(), job, { sleep: noWait })).toBe('published');
    expect(creates(key)).toHaveLength(0);
    const [publication] = await publicationsOf(job.newsletterId);
    expect(publication).toMatchObject({ handoff: 'ready-to-send', beehiivPostId: null });
  });

  it('a plan that cannot create posts fails the newsletter at once with the reason', async () => {
    const { job } = await scheduled('no_post_creation');
    expect(await publishScheduledNewsletter(deps(), job, { sleep: noWait })).toBe('failed');
    const row = await rowOf(job.newsletterId);
    expect(row?.status).toBe('failed');
    expect(row?.failureReason).toContain(PLAN_CANNOT_CREATE_POSTS);
    expect(await publicationsOf(job.newsletterId)).toHaveLength(0);
  });

  it('a post Beehiiv failed to build fails the newsletter with the reason, never "published"', async () => {
    const { job } = await scheduled('post_creation_fails');
    expect(await publishScheduledNewsletter(deps(), job, { sleep: noWait })).toBe('failed');
    const row = await rowOf(job.newsletterId);
    expect(row?.failureReason).toContain(POST_NOT_CREATED);
    expect(await publicationsOf(job.newsletterId)).toHaveLength(0);
  });

  it('a retry after an attempt died between creating and recording the post finds it, and creates none', async () => {
    const { job, key, title } = await scheduled('normal');
    // The first attempt claims the schedule and creates the post, then dies before it can record the id.
    const crash = new Error('process killed');
    await expect(
      publishScheduledNewsletter(deps(), job, {
        sleep: noWait,
        afterPostCreated: async () => {
          // As if the id had never been written: the process died with Beehiiv's answer in hand.
          await t.db
            .update(beehiivPostClaims)
            .set({ postId: null, leaseUntil: new Date(Date.now() + 60_000) })
            .where(eq(beehiivPostClaims.newsletterId, job.newsletterId));
          throw crash;
        },
      }),
    ).rejects.toThrow('process killed');
    expect(creates(key)).toHaveLength(1);
    // A crash releases nothing: while the lease holds, another attempt backs off (and is retried later).
    await t.db
      .update(beehiivPostClaims)
      .set({ leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(beehiivPostClaims.newsletterId, job.newsletterId));
    await expect(publishScheduledNewsletter(deps(), job, { sleep: noWait })).rejects.toThrow('right now');

    // The lease runs out; the retry looks the post up by title instead of creating another.
    await t.db
      .update(beehiivPostClaims)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(beehiivPostClaims.newsletterId, job.newsletterId));
    expect(await publishScheduledNewsletter(deps(), job, { sleep: noWait })).toBe('published');
    expect(creates(key)).toHaveLength(1);
    const made = fake.posts.filter((p) => p.title === title);
    expect(made).toHaveLength(1);
    const [publication] = await publicationsOf(job.newsletterId);
    expect(publication).toMatchObject({ handoff: 'beehiiv', beehiivPostId: made[0]?.id });
  });

  it('a retry after a recorded post only waits for it, and a failed attempt lets the retry in at once', async () => {
    const { job, key } = await scheduled('normal');
    await expect(
      publishScheduledNewsletter(deps(), job, {
        sleep: noWait,
        afterPostCreated: () => {
          throw new Error('connection reset');
        },
      }),
    ).rejects.toThrow('connection reset');
    expect(await publishScheduledNewsletter(deps(), job, { sleep: noWait })).toBe('published');
    expect(creates(key)).toHaveLength(1);
    expect((await rowOf(job.newsletterId))?.publishAttempts).toBe(1);
  });

  it('two attempts at once create one post', async () => {
    const { job, key } = await scheduled('normal');
    const results = await Promise.allSettled([
      publishScheduledNewsletter(deps(), job, { sleep: noWait }),
      publishScheduledNewsletter(deps(), job, { sleep: noWait }),
    ]);
    expect(creates(key)).toHaveLength(1);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === 'published')).toHaveLength(1);
    expect(await publicationsOf(job.newsletterId)).toHaveLength(1);
  });

  it('a first attempt never looks up: a post of another title is not adopted, its own is created', async () => {
    const { job, key, title } = await scheduled('normal');
    const client = new BeehiivClient({ baseUrl: fake.url, apiKey: key, allowPrivate: true });
    await client.createPost(FAKE_PUBLICATION_ID, {
      title: `${title} (draft)`,
      bodyContent: '<p>x</p>',
      status: 'draft',
    });
    expect(await publishScheduledNewsletter(deps(), job, { sleep: noWait })).toBe('published');
    expect(creates(key)).toHaveLength(2);
  });
});
