import { describe, expect, it } from 'vitest';
import { CATALOGUES, EMAIL_LANGUAGES } from '../../src/email/messages';
import { renderNewsletter } from '../../src/email/render-newsletter';
import { FIXTURE_30, FIXTURE_OPTIONS, FIXTURE_STYLE } from './newsletter-fixture';

// One issue rendered in each language the email speaks: no English label left in the HTML or the plain text, and
// event dates written the language's way (Intl.DateTimeFormat in the workspace's language and zone).

const CALENDAR = {
  eventUrl: (itemId: string) => `https://app.riverside-news.example/api/v1/calendar/event.ics?token=${itemId}`,
  feedUrl: 'https://app.riverside-news.example/api/v1/calendar/events?token=feed',
};

/** The English labels and date words the renderer writes itself (the fixture's own words are the author's). */
const ENGLISH = [
  /Add to calendar/,
  /Events calendar/,
  /Sponsored/,
  /Play video/,
  /GIF via/,
  /\bBy Ana\b/,
  /on YouTube/,
  /Google Calendar:/,
  /\b\d{1,2}(:\d\d)? [ap]m\b/,
  /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Oct|Nov)\b/,
];

describe('the email in eight languages', () => {
  it('has a complete catalogue for every language', () => {
    const keys = Object.keys(CATALOGUES.en).sort();
    for (const language of EMAIL_LANGUAGES) expect(Object.keys(CATALOGUES[language]).sort()).toEqual(keys);
  });

  for (const language of EMAIL_LANGUAGES.filter((code) => code !== 'en')) {
    it(`leaves no English label in ${language}`, () => {
      const dir = language === 'ar' || language === 'he' ? 'rtl' : 'ltr';
      const { html, text } = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, {
        ...FIXTURE_OPTIONS,
        lang: language,
        dir,
        calendar: CALENDAR,
      });
      const visible = html.replace(/<[^>]*>/g, ' ');
      const labels = [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]).join('\n');
      for (const pattern of ENGLISH) {
        expect(visible, `${language} HTML ${pattern}`).not.toMatch(pattern);
        expect(labels, `${language} names ${pattern}`).not.toMatch(pattern);
        expect(text, `${language} text ${pattern}`).not.toMatch(pattern);
      }
      expect(visible).toContain(CATALOGUES[language].addToCalendar);
      expect(visible).toContain(CATALOGUES[language].sponsored);
    });
  }

  it('still speaks English in English', () => {
    const { html } = renderNewsletter(FIXTURE_30, FIXTURE_STYLE, { ...FIXTURE_OPTIONS, calendar: CALENDAR });
    expect(html).toContain('>Add to calendar</a>');
    expect(html).toContain('Sat 17 Oct · 7 – 9:30 pm');
  });
});
