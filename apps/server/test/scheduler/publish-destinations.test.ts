import { randomUUID } from 'node:crypto';
import { isBeehiivPlanRefusal } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeKitScenario } from '../../fakes/kit';
import type { FakeMailchimpScenario } from '../../fakes/mailchimp';
import { destinationSendClaims, mailOutbox, newsletterPublications, newsletters } from '../../src/db/schema/index';
import { MailchimpClient } from '../../src/integrations/publishing';
import { PLAN_CANNOT_CREATE_POSTS } from '../../src/modules/beehiiv/publish';
import { type PublishJob, publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { linkWorkspace } from '../beehiiv/helpers';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { type PublishingFakes, startPublishingTestApp, storeDestination } from '../publishing/helpers';

let t: TestApp;
let fakes: PublishingFakes;
let counter = 0;
beforeAll(async () => {
  ({ t, fakes } = await startPublishingTestApp());
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

const deps = () => ({ db: t.db, config: t.config, mailer: t.mailer });
type Kind = 'mailchimp' | 'kit';

/** A scheduled newsletter whose workspace publishes with `kind` under a fresh key in `scenario`. */
async function scheduled(kind: Kind | 'export', scenario: FakeMailchimpScenario | FakeKitScenario = 'normal') {
  counter += 1;
  const tenant = await buildTenant(t.db);
  const title = `Harbour news ${counter}`;
  const key = kind === 'mailchimp' ? `${randomUUID().replaceAll('-', '')}-us21` : `kit_${randomUUID()}`;
  if (kind === 'mailchimp') fakes.mailchimp.setKey(key, scenario as FakeMailchimpScenario);
  if (kind === 'kit') fakes.kit.setKey(key, scenario as FakeKitScenario);
  if (kind === 'export') {
    await linkWorkspace(t, tenant.workspace.id);
    await t.db.execute(
      `insert into publishing_destinations (workspace_id, kind) values ('${tenant.workspace.id}', 'export')`,
    );
  } else {
    await storeDestination(t, tenant.workspace.id, kind, key);
  }
  const newsletter = await buildNewsletter(t.db, { workspaceId: tenant.workspace.id, status: 'planned', title });
  const token = randomUUID();
  await t.db
    .update(newsletters)
    .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date() })
    .where(eq(newsletters.id, newsletter.id));
  const job: PublishJob = { newsletterId: newsletter.id, workspaceId: tenant.workspace.id, token };
  return { job, key, title, token };
}

const rowOf = async (id: string) => (await t.db.select().from(newsletters).where(eq(newsletters.id, id)))[0];
const publicationsOf = (id: string) =>
  t.db.select().from(newsletterPublications).where(eq(newsletterPublications.newsletterId, id));
const mailchimpCreates = (key: string) =>
  fakes.mailchimp.requests.filter((r) => r.key === key && r.method === 'POST' && r.path === '/campaigns');
const kitCreates = (key: string) =>
  fakes.kit.requests.filter((r) => r.key === key && r.method === 'POST' && r.path === '/v4/broadcasts');

describe('the publish job with Mailchimp', () => {
  it('creates one regular campaign with our marker, sets the document with *|UNSUB|*, sends it, records it', async () => {
    const { job, key, title, token } = await scheduled('mailchimp');
    expect(await publishScheduledNewsletter(deps(), job)).toBe('published');
    expect(mailchimpCreates(key)).toHaveLength(1);
    const campaign = fakes.mailchimp.campaigns.find((c) => c.key === key);
    expect(campaign).toMatchObject({ type: 'regular', status: 'sent' });
    expect(campaign?.settings).toMatchObject({
      title: `${title} [nos:${token}]`,
      from_name: 'Harbour Weekly',
      reply_to: 'news@harbour.example',
    });
    expect(campaign?.html).toMatch(/^<!DOCTYPE html>/i);
    expect(campaign?.html).toContain('*|UNSUB|*');
    const [publication] = await publicationsOf(job.newsletterId);
    expect(publication).toMatchObject({ handoff: 'mailchimp', remoteId: campaign?.id });
    expect(await rowOf(job.newsletterId)).toMatchObject({ status: 'published', failureReason: null });
    const claims = await t.db
      .select()
      .from(destinationSendClaims)
      .where(eq(destinationSendClaims.newsletterId, job.newsletterId));
    expect(claims).toEqual([]);
    expect(await publishScheduledNewsletter(deps(), job)).toBe('stale');
    expect(mailchimpCreates(key)).toHaveLength(1);
  });

  it('a crash between create and record: the retry finds the campaign by marker, sends it once, creates none', async () => {
    const { job, key } = await scheduled('mailchimp');
    await expect(
      publishScheduledNewsletter(deps(), job, {
        afterRemoteCreated: async () => {
          await t.db
            .update(destinationSendClaims)
            .set({ remoteId: null, leaseUntil: new Date(Date.now() + 60_000) })
            .where(eq(destinationSendClaims.newsletterId, job.newsletterId));
          throw new Error('process killed');
        },
      }),
    ).rejects.toThrow('process killed');
    // While the lease holds another attempt backs off.
    await t.db
      .update(destinationSendClaims)
      .set({ leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(destinationSendClaims.newsletterId, job.newsletterId));
    await expect(publishScheduledNewsletter(deps(), job)).rejects.toThrow('being sent right now');
    await t.db
      .update(destinationSendClaims)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(destinationSendClaims.newsletterId, job.newsletterId));
    expect(await publishScheduledNewsletter(deps(), job)).toBe('published');
    expect(mailchimpCreates(key)).toHaveLength(1);
    const sends = fakes.mailchimp.requests.filter((r) => r.key === key && r.path.endsWith('/actions/send'));
    expect(sends).toHaveLength(1);
  });

  it('a crash after the send, before the record: the retry sees the campaign sent and does not send again', async () => {
    const { job, key } = await scheduled('mailchimp');
    let campaignId = '';
    await expect(
      publishScheduledNewsletter(deps(), job, {
        afterRemoteCreated: (id) => {
          campaignId = id;
          throw new Error('process killed');
        },
      }),
    ).rejects.toThrow('process killed');
    // As if that attempt had got as far as sending before it died.
    const client = new MailchimpClient({ baseUrl: fakes.mailchimp.url, apiKey: key, allowPrivate: true });
    await client.setContent(campaignId, '<p>*|UNSUB|*</p>');
    await client.send(campaignId);
    await t.db
      .update(destinationSendClaims)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(destinationSendClaims.newsletterId, job.newsletterId));
    expect(await publishScheduledNewsletter(deps(), job)).toBe('published');
    const sends = fakes.mailchimp.requests.filter((r) => r.key === key && r.path.endsWith('/actions/send'));
    expect(sends).toHaveLength(1);
    expect(mailchimpCreates(key)).toHaveLength(1);
    expect((await publicationsOf(job.newsletterId))[0]?.remoteId).toBe(campaignId);
  });

  it('an account that may not send fails the newsletter at once with what to do', async () => {
    const { job } = await scheduled('mailchimp', 'cannot_send');
    expect(await publishScheduledNewsletter(deps(), job)).toBe('failed');
    expect((await rowOf(job.newsletterId))?.failureReason).toBe(
      'Your Mailchimp account cannot send through the API (This account is not allowed to send campaigns.): check its plan in Mailchimp, or choose Export only in Settings → Publishing.',
    );
    expect(await publicationsOf(job.newsletterId)).toHaveLength(0);
  });

  it('a key Mailchimp refuses fails at once; Mailchimp down is retried (the attempt is counted)', async () => {
    const refused = await scheduled('mailchimp', 'invalid_key');
    expect(await publishScheduledNewsletter(deps(), refused.job)).toBe('failed');
    expect((await rowOf(refused.job.newsletterId))?.failureReason).toBe(
      'Mailchimp did not accept the API key: paste a new key in Settings → Publishing.',
    );
    const down = await scheduled('mailchimp', 'down');
    await expect(publishScheduledNewsletter(deps(), down.job)).rejects.toThrow(
      'Mailchimp could not be reached: the send is tried again automatically.',
    );
    expect(await rowOf(down.job.newsletterId)).toMatchObject({ status: 'scheduled', publishAttempts: 1 });
    fakes.mailchimp.setKey(down.key, 'normal');
    expect(await publishScheduledNewsletter(deps(), down.job)).toBe('published');
    expect(mailchimpCreates(down.key)).toHaveLength(1);
  });
});

describe('the publish job with Kit', () => {
  it('creates one public broadcast sent now with our marker in its description, and records it', async () => {
    const { job, key, title, token } = await scheduled('kit');
    expect(await publishScheduledNewsletter(deps(), job)).toBe('published');
    expect(kitCreates(key)).toHaveLength(1);
    const broadcast = fakes.kit.broadcasts.find((b) => b.key === key);
    expect(broadcast).toMatchObject({ description: `${title} [nos:${token}]`, public: true });
    expect(Date.parse(broadcast?.send_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(broadcast?.content).not.toMatch(/<html|<style/i);
    const [publication] = await publicationsOf(job.newsletterId);
    expect(publication).toMatchObject({ handoff: 'kit', remoteId: String(broadcast?.id) });
  });

  it('a crash between create and record: the retry finds the broadcast by marker and creates none', async () => {
    const { job, key } = await scheduled('kit');
    await expect(
      publishScheduledNewsletter(deps(), job, {
        afterRemoteCreated: async () => {
          await t.db
            .update(destinationSendClaims)
            .set({ remoteId: null, leaseUntil: new Date(Date.now() - 1000) })
            .where(eq(destinationSendClaims.newsletterId, job.newsletterId));
          throw new Error('process killed');
        },
      }),
    ).rejects.toThrow('process killed');
    expect(await publishScheduledNewsletter(deps(), job)).toBe('published');
    expect(kitCreates(key)).toHaveLength(1);
  });

  it('a plan without the API fails at once with what to do; a 429 is waited out once', async () => {
    const refused = await scheduled('kit', 'no_api_plan');
    expect(await publishScheduledNewsletter(deps(), refused.job)).toBe('failed');
    expect((await rowOf(refused.job.newsletterId))?.failureReason).toContain(
      'choose Export only in Settings → Publishing',
    );
    const limited = await scheduled('kit', 'rate_limited_once');
    expect(await publishScheduledNewsletter(deps(), limited.job)).toBe('published');
    expect(kitCreates(limited.key)).toHaveLength(2);
    expect(fakes.kit.broadcasts.filter((b) => b.key === limited.key)).toHaveLength(1);
  });

  it('two attempts at once send one broadcast', async () => {
    const { job, key } = await scheduled('kit');
    const results = await Promise.allSettled([
      publishScheduledNewsletter(deps(), job),
      publishScheduledNewsletter(deps(), job),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === 'published')).toHaveLength(1);
    expect(kitCreates(key)).toHaveLength(1);
  });
});

describe('Export only', () => {
  it('mails the admins the ready-to-send copy even with a Beehiiv key stored', async () => {
    const { job, title } = await scheduled('export');
    expect(await publishScheduledNewsletter(deps(), job)).toBe('published');
    const [publication] = await publicationsOf(job.newsletterId);
    expect(publication).toMatchObject({ handoff: 'ready-to-send', beehiivPostId: null });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Ready to send: ${title}`));
    expect(mails).toHaveLength(1);
  });
});

describe("Beehiiv's plan refusal", () => {
  it('is recognisable by the calendar in the failure reason the job writes', () => {
    expect(isBeehiivPlanRefusal(`Beehiiv refused the newsletter: ${PLAN_CANNOT_CREATE_POSTS}`)).toBe(true);
    expect(isBeehiivPlanRefusal('Beehiiv could not be reached. Please try again in a minute.')).toBe(false);
  });
});
