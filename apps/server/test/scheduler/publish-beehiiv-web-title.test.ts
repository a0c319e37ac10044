import { randomUUID } from 'node:crypto';
import { DEFAULT_NEWSLETTER_STYLE, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBeehiiv } from '../../fakes/beehiiv';
import { newsletters } from '../../src/db/schema/index';
import { publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { linkWorkspace, startBeehiivTestApp } from '../beehiiv/helpers';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';

// The Beehiiv post around the body as the publisher set it in the builder (docs/decisions/0056): the web title as
// `title`, the chosen picture as the thumbnail, the display flags explicit, and our logo header and address footer
// in the body only when the switch is on.

let t: TestApp;
let fake: FakeBeehiiv;
beforeAll(async () => {
  ({ t, fake } = await startBeehiivTestApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const BANNER = 'https://images.riverside-news.example/bakery-banner.jpg';
const RIVER = 'https://images.riverside-news.example/river.jpg';
const BRIDGE = 'https://images.riverside-news.example/bridge.jpg';
const style = { ...DEFAULT_NEWSLETTER_STYLE, headerText: 'Local news every Saturday', footerText: '1 Market Square' };

const feedItem = (id: string, type: 'ad' | 'article', title: string, imageUrl: string) => ({
  id,
  type,
  contentType: 'feed',
  sourceItemId: randomUUID(),
  snapshotAt: '2026-11-20T08:00:00.000Z',
  sourceUpdatedAt: '2026-11-20T08:00:00.000Z',
  snapshot: { title, imageUrl, link: 'https://riverside-news.example/story' },
});

const document = newsletterDocumentSchema.parse({
  schemaVersion: 1,
  blocks: [
    feedItem('ad', 'ad', 'Fresh bread daily', BANNER),
    { id: 'intro', type: 'paragraph', content: [{ type: 'text', text: 'This week by the river.' }] },
    feedItem('river', 'article', 'The river at dawn', RIVER),
    feedItem('bridge', 'article', 'The bridge reopens', BRIDGE),
  ],
});

async function publish(values: Partial<typeof newsletters.$inferInsert>) {
  const tenant = await buildTenant(t.db);
  const key = `bh_web_${randomUUID().slice(0, 8)}`;
  fake.setKey(key, 'normal');
  await linkWorkspace(t, tenant.workspace.id, key);
  const newsletter = await buildNewsletter(t.db, {
    workspaceId: tenant.workspace.id,
    title: `Internal ${randomUUID().slice(0, 6)}`,
    subject: 'Harvest fest is back',
    preheader: 'Plus: the bridge',
    document,
    style,
    ...values,
  });
  const token = randomUUID();
  await t.db
    .update(newsletters)
    .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date() })
    .where(eq(newsletters.id, newsletter.id));
  const before = fake.received.length;
  const job = { newsletterId: newsletter.id, workspaceId: tenant.workspace.id, token };
  const outcome = await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: t.mailer }, job, {
    sleep: async () => {},
  });
  expect(outcome).toBe('published');
  const received = fake.received.slice(before);
  expect(received).toHaveLength(1);
  return received[0] as (typeof received)[number];
}

const DISPLAY_FLAGS = {
  email_settings: { display_title_in_email: false, display_subtitle_in_email: false },
  web_settings: { display_title_on_web: true, display_subtitle_on_web: true, display_thumbnail_on_web: false },
};

describe('the Beehiiv post of an issue with a web title and a chosen thumbnail', () => {
  it('is titled with the web title and shows the chosen picture, with the display flags set', async () => {
    const post = await publish({
      webTitle: 'Harvest fest returns to the market square',
      thumbnailUrl: BRIDGE,
      beehiivHeaderFooter: false,
    });
    expect(post.request).toMatchObject({
      title: 'Harvest fest returns to the market square',
      thumbnail_image_url: BRIDGE,
      ...DISPLAY_FLAGS,
      email_settings: { ...DISPLAY_FLAGS.email_settings, email_subject_line: 'Harvest fest is back' },
    });
    // Our header and footer stay out by default: Beehiiv's template has its own.
    expect(post.bodyContent).toContain('This week by the river.');
    expect(post.bodyContent).not.toContain('Local news every Saturday');
    expect(post.bodyContent).not.toContain('1 Market Square');
  });

  it('without them: the subject, and the first picture that is not the ad banner', async () => {
    const post = await publish({});
    expect(post.request).toMatchObject({ title: 'Harvest fest is back', thumbnail_image_url: RIVER, ...DISPLAY_FLAGS });
  });

  it('keeps our header and footer in the body when the switch is on', async () => {
    const post = await publish({ beehiivHeaderFooter: true });
    expect(post.bodyContent).toContain('Local news every Saturday');
    expect(post.bodyContent).toContain('1 Market Square');
    expect(post.bodyContent).toContain('This week by the river.');
  });

  it('takes the ad banner only when the publisher chose it', async () => {
    const post = await publish({ thumbnailUrl: BANNER });
    expect(post.request.thumbnail_image_url).toBe(BANNER);
  });
});
