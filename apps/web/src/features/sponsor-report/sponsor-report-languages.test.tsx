import type { SponsorReport } from '@newsletter-os/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderApp } from '../../../test/helpers';
import { en } from './copy/en';
import { TRANSLATIONS } from './copy/translations';
import { TRANSLATED_LANGUAGES } from './format';

// The sponsor's page speaks the newsletter's language: every table has every key (with the same placeholders),
// and no English label is left on the page in any of the other seven languages.

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** The English labels' fixed words ("Read {count} of {days} days" → "Read", "days"); two letters say too little. */
const englishWords = Object.values(en)
  .flatMap((message) => message.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.length > 3);

const issue = {
  date: '2026-12-03',
  readCount: 3,
  lastReadAt: '2026-12-06T06:00:00.000Z',
  final: false,
  recipients: 9120,
  delivered: 8342,
  estimatedUniqueOpens: 4210,
  clicks: 180,
  uniqueClicks: 120,
  verifiedUniqueClicks: 101,
  clickThroughRate: 1.44,
};

function reportIn(language: string): SponsorReport {
  const { date: _date, readCount: _reads, lastReadAt: _last, ...totals } = issue;
  return {
    bookingId: '11111111-1111-4111-8111-111111111111',
    publication: { name: 'Harbor Weekly', logoUrl: null, brandColor: null },
    language,
    advertiser: 'Harbor Coffee',
    productName: 'Presenting sponsor',
    dates: [issue.date],
    state: 'ready',
    notice: null,
    adLinks: ['https://harborcoffee.example/autumn'],
    issues: [issue],
    totals,
    final: false,
    creative: { title: 'Autumn blend', text: null, imageUrl: null, url: 'https://harborcoffee.example/autumn' },
  };
}

async function renderIn(language: string) {
  mockApi((config) =>
    config.url === '/sponsor-report/'
      ? ok(reportIn(language))
      : { status: 404, data: { meta: { code: 0, message: 'No mock' } } },
  );
  renderApp('/sponsor-report?token=t');
  return screen.findByRole('heading', { level: 1, name: /Harbor Coffee/ });
}

describe('the sponsor report’s languages', () => {
  it('every language has every English key, with the same placeholders', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual([...TRANSLATED_LANGUAGES].sort());
    for (const [language, copy] of Object.entries(TRANSLATIONS)) {
      expect(Object.keys(copy).sort(), language).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en) as (keyof typeof en)[]) {
        expect(placeholders(copy[key]), `${language}.${key}`).toEqual(placeholders(en[key]));
      }
    }
  });

  it('in English the page shows the English labels (so the check below has something to miss)', async () => {
    await renderIn('en');
    const page = screen.getByRole('main');
    expect(page).toHaveAttribute('lang', 'en');
    expect(page).toHaveAttribute('dir', 'ltr');
    expect(page.textContent).toContain('Sponsor report: Harbor Coffee');
    expect(page.textContent).toContain('Read 3 of 7 days');
    expect(page.textContent).toContain('Thu, 3 Dec 2026');
    expect(page.textContent).toContain('1.44%');
  });

  it.each(TRANSLATED_LANGUAGES)('in %s no English label is left, and the figures use its formats', async (language) => {
    const heading = await renderIn(language);
    const copy = TRANSLATIONS[language];
    if (!copy) throw new Error(`No table for ${language}`);
    const page = screen.getByRole('main');
    expect(page).toHaveAttribute('lang', language);
    expect(page).toHaveAttribute('dir', language === 'ar' || language === 'he' ? 'rtl' : 'ltr');
    expect(heading).toHaveTextContent(copy.titleFor.replace('{advertiser}', 'Harbor Coffee'));
    expect(screen.getByRole('region', { name: copy.figuresByIssue })).toBeInTheDocument();
    const day = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date('2026-12-03T12:00:00Z'));
    expect(page.textContent).toContain(day);
    expect(page.textContent).toContain(new Intl.NumberFormat(language).format(8342));
    const text = page.textContent ?? '';
    expect(englishWords.filter((word) => text.includes(word))).toEqual([]);
  });
});
