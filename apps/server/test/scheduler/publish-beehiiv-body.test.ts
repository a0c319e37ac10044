import { randomUUID } from 'node:crypto';
import { newsletterDocumentSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBeehiiv } from '../../fakes/beehiiv';
import { newsletterPublications, newsletters, workspaces } from '../../src/db/schema/index';
import { publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import { linkWorkspace, startBeehiivTestApp } from '../beehiiv/helpers';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';

// What Beehiiv keeps of a scheduled newsletter (docs/decisions/0017): Beehiiv removes <style> and <link> from
// body_content and puts it in its own template, so the body must stand on inline styles alone.

let t: TestApp;
let fake: FakeBeehiiv;
beforeAll(async () => {
  ({ t, fake } = await startBeehiivTestApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const text = (value: string) => ({ type: 'text' as const, text: value });
const PREHEADER = 'Harvest fest, the new bakery and a concert on Wednesday night';

const document = newsletterDocumentSchema.parse({
  schemaVersion: 1,
  blocks: [
    { id: 'title', type: 'h1', content: [text('Riverside this week')] },
    {
      id: 'intro',
      type: 'paragraph',
      content: [
        text('Opening hours are '),
        { type: 'text', text: '9:00–17:00', marks: [{ type: 'code' }] },
        text(', and '),
        { type: 'text', text: 'the market is back', marks: [{ type: 'textStyle', attrs: { color: '#dc2626' } }] },
        text('.'),
      ],
    },
    {
      id: 'concert',
      type: 'event',
      contentType: 'feed',
      sourceItemId: randomUUID(),
      snapshotAt: '2026-11-20T08:00:00.000Z',
      sourceUpdatedAt: '2026-11-20T08:00:00.000Z',
      snapshot: {
        title: 'Late concert at the Town Hall',
        startsAt: '2030-12-05T04:32:00.000Z',
        venue: 'Town Hall',
        imageUrl: 'https://images.riverside-news.example/concert.jpg',
        link: 'https://riverside-news.example/events/concert',
      },
    },
    { id: 'cta', type: 'button', label: 'Get tickets', href: 'https://riverside-news.example/tickets' },
  ],
});

describe('publishing a scheduled newsletter to Beehiiv', () => {
  it('sends the inline-styled body, the preheader as preview text and subtitle, the subject and the thumbnail, once', async () => {
    const tenant = await buildTenant(t.db);
    await t.db.update(workspaces).set({ timeZone: 'America/Chicago' }).where(eq(workspaces.id, tenant.workspace.id));
    const key = `bh_body_${randomUUID().slice(0, 8)}`;
    fake.setKey(key, 'normal');
    await linkWorkspace(t, tenant.workspace.id, key);
    const title = `Riverside ${randomUUID().slice(0, 6)}`;
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: tenant.workspace.id,
      status: 'planned',
      title,
      subject: 'Harvest fest is back',
      preheader: PREHEADER,
      document,
    });
    const token = randomUUID();
    await t.db
      .update(newsletters)
      .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date() })
      .where(eq(newsletters.id, newsletter.id));
    const job = { newsletterId: newsletter.id, workspaceId: tenant.workspace.id, token };
    const deps = { db: t.db, config: t.config, mailer: t.mailer };

    const receivedBefore = fake.received.length;
    expect(await publishScheduledNewsletter(deps, job, { sleep: async () => {} })).toBe('published');
    expect(await publishScheduledNewsletter(deps, job, { sleep: async () => {} })).toBe('stale');

    // Titled with the subject (the public headline), not the internal name.
    expect(fake.received.filter((post) => post.request.title === title)).toEqual([]);
    const received = fake.received.slice(receivedBefore);
    expect(received).toHaveLength(1);
    const [post] = received;
    const kept = post?.bodyContent ?? '';
    for (const absent of ['<style', '<head', '<!DOCTYPE', '<html', '<link', '<!--', 'display:none']) {
      expect(kept).not.toContain(absent);
    }
    // Nothing had to be stripped: what was sent is what Beehiiv keeps.
    expect(post?.request.body_content).toBe(kept);
    expect(kept.startsWith('<div lang="en" dir="ltr"><table role="presentation"')).toBe(true);
    expect(kept).toContain('Late concert at the Town Hall');
    expect(kept).toMatch(/<code style="[^"]*font-family:[^"]*">9:00–17:00<\/code>/);
    expect(kept).toContain('color:#dc2626');
    expect(kept).toMatch(/<a href="https:\/\/riverside-news\.example\/tickets" style="[^"]*background-color:/);
    expect(post?.request).toMatchObject({
      title: 'Harvest fest is back',
      subtitle: PREHEADER,
      status: 'confirmed',
      thumbnail_image_url: 'https://images.riverside-news.example/concert.jpg',
      email_settings: {
        email_subject_line: 'Harvest fest is back',
        email_preview_text: PREHEADER,
        display_title_in_email: false,
        display_subtitle_in_email: false,
      },
      web_settings: { display_title_on_web: true, display_subtitle_on_web: true, display_thumbnail_on_web: false },
    });
    expect(fake.posts.find((p) => p.id === post?.id)).toMatchObject({
      preview_text: PREHEADER,
      subject_line: 'Harvest fest is back',
      thumbnail_url: 'https://images.riverside-news.example/concert.jpg',
    });
    // The hand-off keeps the full email for the archive.
    const [publication] = await t.db
      .select()
      .from(newsletterPublications)
      .where(eq(newsletterPublications.newsletterId, newsletter.id));
    expect(publication?.html.startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('the fake removes <style> and <link> from body_content, as Beehiiv documents', async () => {
    const { keptBodyContent } = await import('../../fakes/beehiiv');
    expect(
      keptBodyContent(
        '<link rel="stylesheet" href="https://x.example/a.css"><style>p{color:red}</style><p style="color:#111">Hi</p>',
      ),
    ).toBe('<p style="color:#111">Hi</p>');
  });
});
