import type { NewsletterDocument } from '@newsletter-os/contracts';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem, type FeedItemRow } from '../helpers/factories-content';
import { buildNewsletter } from '../helpers/factories-newsletters';

let t: TestApp;
let a: Tenant;
let admin: { authorization: string };
let concert: FeedItemRow;
let quiz: FeedItemRow;
const feed = {
  contentType: 'feed' as const,
  snapshotAt: '2026-10-08T08:00:00.000Z',
  sourceUpdatedAt: '2026-10-08T08:00:00.000Z',
};
const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 3 * 86_400_000);

function documentWith(concertId: string, quizId: string): NewsletterDocument {
  const snapshot = (title: string) => ({ title, startsAt: startsAt.toISOString(), venue: 'Town Hall' });
  return {
    schemaVersion: 1,
    blocks: [
      { id: 'concert', type: 'event', ...feed, sourceItemId: concertId, snapshot: snapshot('Autumn concert') },
      {
        id: 'agenda',
        type: 'events',
        contentType: 'feed',
        heading: 'More this week',
        entries: [{ ...feed, sourceItemId: quizId, snapshot: snapshot('Pub quiz, round 2') }],
      },
    ],
  };
}

async function render(newsletterId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/newsletters/${newsletterId}/render?workspaceId=${a.workspace.id}`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { html: string; text: string };
}

/** The hrefs of the links with this visible text. */
function hrefsOf(html: string, text: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)]
    .filter((m) => m[2] === text)
    .map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

beforeAll(async () => {
  t = await createTestApp();
  a = await buildTenant(t.db);
  admin = await authHeader(t.tokens, a.admin);
  const values = { workspaceId: a.workspace.id, feedType: 'events', eventStartsAt: startsAt } as const;
  concert = await buildFeedItem(t.db, { ...values, title: 'Autumn concert' });
  quiz = await buildFeedItem(t.db, { ...values, title: 'Pub quiz, round 2' });
});
afterAll(async () => {
  await t.close();
});

describe('"Add to calendar" in the email', () => {
  it('links every event (card and list) to its public .ics, in the HTML and the plain text, and the link works', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      document: documentWith(concert.id, quiz.id),
    });
    const { html, text } = await render(newsletter.id);
    const links = hrefsOf(html, 'Add to calendar');
    expect(links).toHaveLength(2);
    // The accessible name starts with the visible text (WCAG 2.5.3), and says which event.
    expect(html).toContain('aria-label="Add to calendar: Pub quiz, round 2"');
    expect(html).toContain('aria-label="Google: add to calendar, Pub quiz, round 2"');
    expect(html).toContain('aria-label="Outlook: add to calendar, Pub quiz, round 2"');
    for (const link of links) {
      expect(link.startsWith(`${t.config.APP_URL}/api/v1/calendar/event.ics?token=`)).toBe(true);
      // The plain text wraps at 78 characters: the long address goes on its own line, whole.
      expect(text).toContain(`Add to calendar:\n${link}\n`);
    }
    const summaries: string[] = [];
    for (const link of links) {
      const res = await t.app.inject({ method: 'GET', url: pathOf(link) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const vevents = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent');
      expect(vevents).toHaveLength(1);
      const event = new ICAL.Event(vevents[0]);
      expect(event.startDate.toJSDate().toISOString()).toBe(startsAt.toISOString());
      summaries.push(event.summary);
    }
    expect(summaries).toEqual(['Autumn concert', 'Pub quiz, round 2']);
    // No events calendar in the footer while the feed is off.
    expect(hrefsOf(html, 'Events calendar')).toEqual([]);
    expect(text).not.toContain('Events calendar');
  });

  it('puts "Events calendar" in the footer while the feed is on, and takes it out when it is turned off', async () => {
    const newsletter = await buildNewsletter(t.db, {
      workspaceId: a.workspace.id,
      document: documentWith(concert.id, quiz.id),
    });
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events-feed/rotate/',
      headers: admin,
      payload: { workspaceId: a.workspace.id },
    });
    const pageUrl = on.json().data.feed.pageUrl as string;
    const { html, text } = await render(newsletter.id);
    expect(hrefsOf(html, 'Events calendar')).toEqual([pageUrl]);
    expect(text).toContain(`Events calendar:\n${pageUrl}\n`);
    const page = await t.app.inject({ method: 'GET', url: pathOf(pageUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Autumn concert');

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/events-feed/revoke/',
      headers: admin,
      payload: { workspaceId: a.workspace.id },
    });
    const after = await render(newsletter.id);
    expect(hrefsOf(after.html, 'Events calendar')).toEqual([]);
    expect(after.text).not.toContain('Events calendar');
  });
});
