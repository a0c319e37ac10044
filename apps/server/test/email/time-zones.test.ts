import { type NewsletterDocumentInput, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { formatEventWhen } from '../../src/email/dates';
import { sendReadinessChecks } from '../../src/email/readiness';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// Readers read times on their own clock: every time and day the email prints, and the date checks, follow the
// workspace's zone (west and east of UTC, and across a daylight-saving change).

const feed = {
  contentType: 'feed' as const,
  sourceItemId: '00000000-0000-4000-8000-000000000001',
  snapshotAt: '2026-11-20T08:00:00.000Z',
  sourceUpdatedAt: '2026-11-20T08:00:00.000Z',
};

function newsletterOf(blocks: NewsletterDocumentInput['blocks'], issueDate: string) {
  const document = newsletterDocumentSchema.parse({ schemaVersion: 1, blocks });
  return { title: 'T', subject: 'Subject', preheader: 'Pre', issueDate, document };
}

function renderIn(timeZone: string, blocks: NewsletterDocumentInput['blocks'], issueDate = '2026-12-01') {
  const newsletter = newsletterOf(blocks, issueDate);
  const rendered = renderNewsletter(newsletter, FIXTURE_STYLE, { ...FIXTURE_OPTIONS, timeZone });
  const items = new Map([[feed.sourceItemId, { updatedAt: feed.sourceUpdatedAt, archived: false }]]);
  const checks = sendReadinessChecks({ newsletter, rendered, timeZone, feedItems: items });
  return { ...rendered, checkIds: checks.map((check) => check.id) };
}

/** 10:32 pm on Wednesday 2 December in Chicago (UTC−6) is 4:32 am on Thursday in UTC. */
const LATE_WEDNESDAY_IN_CHICAGO = '2026-12-03T04:32:00.000Z';

const event = (startsAt: string, endsAt?: string): NewsletterDocumentInput['blocks'][number] => ({
  id: 'event',
  type: 'event',
  ...feed,
  snapshot: { title: 'Late show', startsAt, endsAt, venue: 'Town Hall', link: 'https://example.com/show' },
});

describe('event times in the workspace zone', () => {
  it('prints a Chicago evening on its own day in the card, the list and the plain text', () => {
    const blocks: NewsletterDocumentInput['blocks'] = [
      event(LATE_WEDNESDAY_IN_CHICAGO),
      {
        id: 'list',
        type: 'events',
        contentType: 'feed',
        heading: 'Coming up',
        entries: [{ ...feed, snapshot: { title: 'Late show', startsAt: LATE_WEDNESDAY_IN_CHICAGO } }],
      },
    ];
    const { html, text } = renderIn('America/Chicago', blocks);
    expect(html.match(/Wed 2 Dec · 10:32 pm/g)).toHaveLength(2);
    expect(html).not.toContain('Thu 3 Dec');
    expect(text).toContain('Wed 2 Dec · 10:32 pm · Town Hall');
    // The same instant in UTC, as it printed before the zone was the workspace's.
    expect(renderIn('UTC', blocks).html).toContain('Thu 3 Dec · 4:32 am');
  });

  it('prints an early-morning Tokyo event on the next day east of UTC', () => {
    // 15:00 UTC on Tuesday is midnight on Wednesday in Tokyo (UTC+9, no daylight saving).
    const { html } = renderIn('Asia/Tokyo', [event('2026-12-01T15:00:00.000Z', '2026-12-01T17:30:00.000Z')]);
    expect(html).toContain('Wed 2 Dec · 12 – 2:30 am · Town Hall');
    expect(formatEventWhen('2026-12-01T15:00:00.000Z', undefined, { timeZone: 'Australia/Sydney' })).toBe(
      'Wed 2 Dec · 2 am',
    );
  });

  it('keeps the wall-clock time across a daylight-saving change', () => {
    // Chicago moves from CST (UTC−6) to CDT (UTC−5) on Sunday 8 March 2026: 7 pm is 01:00 UTC before, 00:00 after.
    expect(formatEventWhen('2026-03-07T01:00:00.000Z', undefined, { timeZone: 'America/Chicago' })).toBe(
      'Fri 6 Mar · 7 pm',
    );
    expect(formatEventWhen('2026-03-10T00:00:00.000Z', undefined, { timeZone: 'America/Chicago' })).toBe(
      'Mon 9 Mar · 7 pm',
    );
    // An event across the change night: 11 pm Saturday to 4 am Sunday (clocks skip 2 am).
    expect(
      formatEventWhen('2026-03-08T05:00:00.000Z', '2026-03-08T09:00:00.000Z', { timeZone: 'America/Chicago' }),
    ).toBe('Sat 7 Mar, 11 pm – Sun 8 Mar, 4 am');
    // London leaves BST on Sunday 25 October 2026: 6 pm is 17:00 UTC the day before, 18:00 UTC on the day.
    expect(formatEventWhen('2026-10-24T17:00:00.000Z', undefined, { timeZone: 'Europe/London' })).toBe(
      'Sat 24 Oct · 6 pm',
    );
    expect(formatEventWhen('2026-10-25T18:00:00.000Z', undefined, { timeZone: 'Europe/London' })).toBe(
      'Sun 25 Oct · 6 pm',
    );
  });
});

describe('date checks in the workspace zone', () => {
  it('counts an event ended by its day in the zone: west of UTC it ended the day before', () => {
    const blocks = [event(LATE_WEDNESDAY_IN_CHICAGO)];
    expect(renderIn('America/Chicago', blocks, '2026-12-03').checkIds).toContain('event-ended');
    expect(renderIn('UTC', blocks, '2026-12-03').checkIds).not.toContain('event-ended');
  });

  it('east of UTC an event early on the issue day has not ended', () => {
    // 1 am Thursday 3 December in Tokyo is still Wednesday in UTC.
    const blocks = [event('2026-12-02T16:00:00.000Z')];
    expect(renderIn('Asia/Tokyo', blocks, '2026-12-03').checkIds).not.toContain('event-ended');
    expect(renderIn('UTC', blocks, '2026-12-03').checkIds).toContain('event-ended');
  });

  it('reads an ad booking given as instants in the zone', () => {
    const blocks: NewsletterDocumentInput['blocks'] = [
      {
        id: 'ad',
        type: 'ad',
        ...feed,
        snapshot: {
          title: 'Bakery',
          link: 'https://example.com/bakery',
          // Booked from midnight starting Friday 4 December in Tokyo (still Thursday in UTC) to 9 pm on Friday
          // in Chicago (already Saturday in UTC).
          startDate: '2026-12-03T15:00:00.000Z',
          endDate: '2026-12-05T03:00:00.000Z',
        },
      },
    ];
    expect(renderIn('Asia/Tokyo', blocks, '2026-12-03').checkIds).toContain('ad-out-of-dates');
    expect(renderIn('UTC', blocks, '2026-12-03').checkIds).not.toContain('ad-out-of-dates');
    expect(renderIn('America/Chicago', blocks, '2026-12-05').checkIds).toContain('ad-out-of-dates');
    expect(renderIn('UTC', blocks, '2026-12-05').checkIds).not.toContain('ad-out-of-dates');
  });
});
