import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, outlookCalendarUrl } from '../../src/email/calendar-links';

// Google's and Outlook's add-event screens, filled in from the event the email shows.

const JAZZ = {
  title: 'Jazz & Blues night',
  startsAt: '2026-12-12T19:00:00.000Z',
  endsAt: '2026-12-12T22:30:00.000Z',
  venue: 'Town Hall',
  address: '1 Market Square, Riverside',
  link: 'https://riverside-news.example/jazz',
  summary: 'Three bands, one night.',
};

describe('add-event links', () => {
  it("open Google Calendar's new event with its title, UTC times, place and details", () => {
    const url = new URL(googleCalendarUrl(JAZZ) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Jazz & Blues night',
      dates: '20261212T190000Z/20261212T223000Z',
      details: 'Three bands, one night.\n\nhttps://riverside-news.example/jazz',
      location: 'Town Hall, 1 Market Square, Riverside',
    });
  });

  it("open Outlook's new event, one hour long when the event has no end (as its .ics)", () => {
    const url = new URL(outlookCalendarUrl({ ...JAZZ, endsAt: undefined, summary: undefined }) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      subject: 'Jazz & Blues night',
      startdt: '2026-12-12T19:00:00.000Z',
      enddt: '2026-12-12T20:00:00.000Z',
      body: 'https://riverside-news.example/jazz',
      location: 'Town Hall, 1 Market Square, Riverside',
    });
  });

  it('are left out for an event without a start', () => {
    expect(googleCalendarUrl({ title: 'Someday' })).toBeNull();
    expect(outlookCalendarUrl({ title: 'Someday' })).toBeNull();
  });
});
