import { describe, expect, it } from 'vitest';
import { eventJsonLd, offerOf, zonedIso } from '../../src/modules/calendar/json-ld';
import type { PublicEventRow } from '../../src/modules/calendar/repository';

// The events page's schema.org Event data as Google's Event structured-data guidelines ask for it: local times with
// their offset, a Place with a PostalAddress, the image, offers with price and currency when the price says them,
// the status, and no end time the publisher did not give.

const base: PublicEventRow = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Christmas market',
  summary: 'Stalls and music.',
  contentText: null,
  link: 'https://riverside-news.example/market',
  ticketUrl: 'https://tickets.example/market',
  venue: 'Market Square',
  address: '1 Market Square, Riverside RV1 2AB',
  price: '£5',
  imageUrl: '/uploads/market.jpg',
  startsAt: new Date('2026-07-11T09:00:00.000Z'),
  endsAt: new Date('2026-07-11T15:00:00.000Z'),
  updatedAt: new Date('2026-06-01T00:00:00.000Z'),
  createdAt: new Date('2026-05-01T00:00:00.000Z'),
};
const PAGE = 'https://app.example.com/api/v1/calendar/events?token=t';
const context = {
  publicationName: 'Riverside News',
  pageUrl: PAGE,
  timeZone: 'Europe/London',
  assetBaseUrl: 'https://app.example.com',
};

describe('schema.org Event data', () => {
  it('follows Google Event guidelines', () => {
    expect(eventJsonLd(base, context)).toEqual({
      '@type': 'Event',
      name: 'Christmas market',
      startDate: '2026-07-11T10:00:00+01:00',
      endDate: '2026-07-11T16:00:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Market Square',
        address: { '@type': 'PostalAddress', streetAddress: '1 Market Square, Riverside RV1 2AB' },
      },
      image: ['https://app.example.com/uploads/market.jpg'],
      description: 'Stalls and music.',
      url: 'https://riverside-news.example/market',
      offers: {
        '@type': 'Offer',
        url: 'https://tickets.example/market',
        price: 5,
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      },
      organizer: { '@type': 'Organization', name: 'Riverside News', url: PAGE },
    });
  });

  it('invents no end time, repeats no venue as the address, and leaves out what it does not know', () => {
    const data = eventJsonLd(
      { ...base, endsAt: null, address: null, imageUrl: null, price: 'Pay what you can', ticketUrl: null },
      { ...context, timeZone: 'America/Chicago' },
    );
    expect(data.startDate).toBe('2026-07-11T04:00:00-05:00');
    expect(data).not.toHaveProperty('endDate');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('offers');
    expect(data.location).toEqual({ '@type': 'Place', name: 'Market Square' });
  });

  it('reads price and currency from the price text, only when both are known', () => {
    expect(offerOf('€12.50', null)).toMatchObject({ price: 12.5, priceCurrency: 'EUR' });
    expect(offerOf('12,50 EUR', null)).toMatchObject({ price: 12.5, priceCurrency: 'EUR' });
    expect(offerOf('USD 20', 'https://t.example')).toMatchObject({
      price: 20,
      priceCurrency: 'USD',
      url: 'https://t.example',
    });
    expect(offerOf('$10', null)).toBeNull();
    expect(offerOf('$10', 'https://t.example')).toEqual({ '@type': 'Offer', url: 'https://t.example' });
  });

  it('writes local times with their offset east of UTC too', () => {
    expect(zonedIso(new Date('2026-12-01T15:00:00.000Z'), 'Asia/Tokyo')).toBe('2026-12-02T00:00:00+09:00');
    expect(zonedIso(new Date('2026-12-01T15:00:00.000Z'), 'UTC')).toBe('2026-12-01T15:00:00+00:00');
  });
});
