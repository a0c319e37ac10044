import { formatEventWhen, newsletterDocumentSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { renderEventsPage } from '../../src/modules/calendar/page';
import type { PublicEventRow } from '../../src/modules/calendar/repository';
import { FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// Events say when they end, and the year when it is not the issue's: in the email, its plain text (with the
// address), the events page, and the builder's canvas (the same formatter, from the contracts).

const LONDON = { timeZone: 'Europe/London', referenceYear: 2026 };
/** Sat 12 Dec 10:00 to Sun 13 Dec 16:00 in London (GMT, UTC+0 in December). */
const MARKET = { startsAt: '2026-12-12T10:00:00.000Z', endsAt: '2026-12-13T16:00:00.000Z' };

describe('the event time formatter', () => {
  it('prints ranges across days, within a day, and without an end', () => {
    expect(formatEventWhen(MARKET.startsAt, MARKET.endsAt, LONDON)).toBe('Sat 12 Dec, 10 am – Sun 13 Dec, 4 pm');
    expect(formatEventWhen('2026-12-12T17:00:00.000Z', '2026-12-12T20:00:00.000Z', LONDON)).toBe(
      'Sat 12 Dec · 5 – 8 pm',
    );
    expect(formatEventWhen('2026-12-12T10:30:00.000Z', '2026-12-12T16:00:00.000Z', LONDON)).toBe(
      'Sat 12 Dec · 10:30 am – 4 pm',
    );
    expect(formatEventWhen('2026-12-12T19:00:00.000Z', undefined, LONDON)).toBe('Sat 12 Dec · 7 pm');
  });

  it("adds the year when it is not the issue's", () => {
    expect(formatEventWhen('2027-01-09T19:00:00.000Z', undefined, LONDON)).toBe('Sat 9 Jan 2027 · 7 pm');
    expect(formatEventWhen('2026-12-31T21:00:00.000Z', '2027-01-01T01:00:00.000Z', LONDON)).toBe(
      'Thu 31 Dec 2026, 9 pm – Fri 1 Jan 2027, 1 am',
    );
  });

  it('reads days in the zone, west and east of UTC', () => {
    // 03:00 UTC on Sunday is 9 pm on Saturday in Chicago; 15:00 UTC is midnight in Tokyo.
    expect(
      formatEventWhen('2026-12-13T01:00:00.000Z', '2026-12-13T03:00:00.000Z', {
        timeZone: 'America/Chicago',
        referenceYear: 2026,
      }),
    ).toBe('Sat 12 Dec · 7 – 9 pm');
    expect(
      formatEventWhen('2026-12-01T15:00:00.000Z', '2026-12-01T17:30:00.000Z', {
        timeZone: 'Asia/Tokyo',
        referenceYear: 2026,
      }),
    ).toBe('Wed 2 Dec · 12 – 2:30 am');
  });
});

const feed = {
  contentType: 'feed' as const,
  snapshotAt: '2026-11-20T08:00:00.000Z',
  sourceUpdatedAt: '2026-11-20T08:00:00.000Z',
};
const snapshot = {
  title: 'Christmas market',
  ...MARKET,
  venue: 'Market Square',
  address: '1 Market Square, Riverside RV1 2AB',
  link: 'https://riverside-news.example/market',
};

describe('events in the email', () => {
  const newsletter = {
    title: 'T',
    subject: 'S',
    preheader: 'P',
    issueDate: '2026-12-05',
    document: newsletterDocumentSchema.parse({
      schemaVersion: 1,
      blocks: [
        { id: 'e', type: 'event', ...feed, sourceItemId: '00000000-0000-4000-8000-000000000001', snapshot },
        {
          id: 'list',
          type: 'events',
          contentType: 'feed',
          heading: 'Coming up',
          entries: [
            {
              ...feed,
              sourceItemId: '00000000-0000-4000-8000-000000000002',
              snapshot: {
                ...snapshot,
                title: 'New year walk',
                startsAt: '2027-01-01T11:00:00.000Z',
                endsAt: undefined,
              },
            },
          ],
        },
      ],
    }),
  };
  const { html, text } = renderNewsletter(newsletter, FIXTURE_STYLE, FIXTURE_OPTIONS);

  it('prints the range and the year in the HTML', () => {
    expect(html).toContain('Sat 12 Dec, 10 am – Sun 13 Dec, 4 pm · Market Square');
    expect(html).toContain('Fri 1 Jan 2027 · 11 am · Market Square');
  });

  it('prints the range and the address in the plain text', () => {
    expect(text).toContain(
      'Sat 12 Dec, 10 am – Sun 13 Dec, 4 pm · Market Square · 1 Market Square,\nRiverside RV1 2AB',
    );
    expect(text).toContain('Fri 1 Jan 2027 · 11 am · Market Square · 1 Market Square, Riverside RV1 2AB');
  });
});

describe('the events page', () => {
  it('prints the range, and the year of events after this one', () => {
    const row = (id: string, startsAt: string, endsAt: string | null): PublicEventRow => ({
      id,
      title: 'Christmas market',
      summary: null,
      contentText: null,
      startsAt: new Date(startsAt),
      endsAt: endsAt ? new Date(endsAt) : null,
      venue: 'Market Square',
      address: null,
      link: null,
      ticketUrl: null,
      price: null,
      imageUrl: null,
      updatedAt: new Date('2026-11-01T00:00:00.000Z'),
      createdAt: new Date('2026-10-01T00:00:00.000Z'),
    });
    const page = renderEventsPage({
      publicationName: 'Riverside News',
      timeZone: 'Europe/London',
      language: 'en',
      linkId: '00000000-0000-4000-8000-0000000000ff',
      config: { APP_URL: 'https://app.example.com', SECRETS_KEY: 'k'.repeat(64) },
      events: [
        row('00000000-0000-4000-8000-00000000000a', MARKET.startsAt, MARKET.endsAt),
        row('00000000-0000-4000-8000-00000000000b', '2027-01-09T19:00:00.000Z', null),
      ],
      now: new Date('2026-11-28T12:00:00.000Z'),
    });
    expect(page).toContain('Sat 12 Dec</time>, 10 am – Sun 13 Dec, 4 pm');
    expect(page).toContain('Sat 9 Jan 2027</time> · 7 pm');
  });
});
