import { describe, expect, it } from 'vitest';
import { EMAIL_LANGUAGES, NAMESPACES } from '../../src/email/messages';
import { refundMail } from '../../src/modules/ad-payments/mails';
import { takenHoldMail } from '../../src/modules/ad-payments/taken-hold-mail';
import { sponsorReportGonePage } from '../../src/modules/ad-reports/page-routes';
import { renderEventsPage } from '../../src/modules/calendar/page';
import type { PublicEventRow } from '../../src/modules/calendar/repository';
import { decisionMail, receiptMail } from '../../src/modules/submissions/mails';

// The reader- and advertiser-facing surfaces besides the email (the events page, the submitters' mails, the
// advertisers' mails and the sponsor report's gone page), each rendered in the eight catalogue languages: no English
// catalogue phrase is left, and dates are written the language's way. The English phrases are read from the English
// catalogues themselves, so a new label is checked as soon as it is added.

const FOREIGN = EMAIL_LANGUAGES.filter((language) => language !== 'en');

/** The English words of a namespace: each message's text between its values, where it holds a real word. */
function englishPhrases(namespace: keyof typeof NAMESPACES): string[] {
  return Object.values(NAMESPACES[namespace].en)
    .flatMap((message: string) => message.split(/\{\{\w+\}\}/))
    .map((fragment) => fragment.trim().replace(/^[":.,]+|[":.,]+$/g, ''))
    .filter((fragment) => /[A-Za-z]{3,}/.test(fragment) && !/^(the newsletter|Google)$/i.test(fragment));
}

/** What a person reads of an HTML page or mail: its text, its title and its accessible names, not its code. */
function readable(html: string): string {
  const names = [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]);
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]*>/g, ' ');
  return [text, ...names].join('\n');
}

function expectNoEnglish(output: string, phrases: string[], where: string) {
  for (const phrase of phrases) expect(output, `${where}: "${phrase}"`).not.toContain(phrase);
}

const ENGLISH_DATES = [/\b\d{1,2}(:\d\d)? [ap]m\b/, /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} (Jan|Dec)\b/];

const event = (id: string, startsAt: string, ticketUrl: string | null): PublicEventRow => ({
  id,
  title: 'Jazz Riverside',
  summary: null,
  contentText: null,
  startsAt: new Date(startsAt),
  endsAt: null,
  venue: 'Plaza Mayor',
  address: null,
  link: 'https://riverside.example/jazz',
  ticketUrl,
  price: null,
  imageUrl: null,
  updatedAt: new Date('2026-11-01T00:00:00.000Z'),
  createdAt: new Date('2026-10-01T00:00:00.000Z'),
});

function eventsPage(language: string, events: PublicEventRow[]) {
  return renderEventsPage({
    publicationName: 'Riverside',
    // West of UTC: 19:00 UTC on 12 Dec is the afternoon of the same day in Chicago.
    timeZone: 'America/Chicago',
    language,
    linkId: '00000000-0000-4000-8000-0000000000ff',
    config: { APP_URL: 'https://app.example.com', SECRETS_KEY: 'k'.repeat(64) },
    events,
    now: new Date('2026-11-28T12:00:00.000Z'),
  });
}

const EVENTS = [
  event('00000000-0000-4000-8000-00000000000a', '2026-12-12T19:00:00.000Z', 'https://tickets.example/jazz'),
  event('00000000-0000-4000-8000-00000000000b', '2027-01-09T19:00:00.000Z', null),
];

const submission = (language: string, partner: boolean) => ({
  to: 'ana@example.com',
  name: 'Ana',
  title: 'Jazz Riverside',
  workspaceName: 'Riverside',
  trackingId: 'SUB-7Q2K',
  link: 'https://app.example.com/submissions/status?token=t',
  partner,
  reason: 'Fecha duplicada',
  language,
});

/** Every public mail of the surfaces, in one language. */
function publicMails(language: string) {
  const mails = [false, true].flatMap((partner) => [
    receiptMail(submission(language, partner)),
    ...(['approved', 'rejected', 'needs_changes'] as const).map((to) =>
      decisionMail(submission(language, partner), to),
    ),
  ]);
  return [
    ...mails,
    refundMail({
      to: 'ads@example.com',
      workspaceName: 'Riverside',
      amountCents: 12_500,
      currency: 'eur',
      reason: 'Fecha duplicada',
      link: 'https://app.example.com/submissions/status?token=t',
      language,
    }),
    // East of UTC or west, a booking's day is its calendar date: 14 March whatever the zone.
    takenHoldMail({ to: 'ads@example.com', workspaceName: 'Riverside', days: ['2026-03-14', '2026-03-21'], language }),
  ];
}

describe('the public surfaces in eight languages', () => {
  it('has every key of every namespace in every language', () => {
    for (const catalogues of Object.values(NAMESPACES)) {
      const keys = Object.keys(catalogues.en).sort();
      for (const language of EMAIL_LANGUAGES) expect(Object.keys(catalogues[language]).sort()).toEqual(keys);
    }
  });

  for (const language of FOREIGN) {
    const dir = language === 'ar' || language === 'he' ? 'rtl' : 'ltr';

    it(`the events page leaves no English label in ${language}`, () => {
      const page = eventsPage(language, EVENTS);
      expect(page).toContain(`<html lang="${language}" dir="${dir}">`);
      const seen = readable(page);
      expectNoEnglish(seen, englishPhrases('eventsPage'), `${language} events page`);
      for (const pattern of ENGLISH_DATES) expect(seen, `${language} date ${pattern}`).not.toMatch(pattern);
      expect(seen).toContain(NAMESPACES.eventsPage[language].upcomingEvents);
      expect(seen).toContain(NAMESPACES.eventsPage[language].tickets);
      // The next year's event carries its year; this year's does not.
      expect(seen).toContain('2027');
      const empty = readable(eventsPage(language, []));
      expectNoEnglish(empty, englishPhrases('eventsPage'), `${language} empty events page`);
      expect(empty).toContain(NAMESPACES.eventsPage[language].noEvents);
    });

    it(`the submitters' and advertisers' mails leave no English in ${language}`, () => {
      const phrases = [...englishPhrases('submissionMails'), ...englishPhrases('advertiser')];
      for (const mail of publicMails(language)) {
        expect(mail).not.toBeNull();
        if (!mail) continue;
        expectNoEnglish(mail.subject, phrases, `${language} subject`);
        expectNoEnglish(mail.text, phrases, `${language} text "${mail.subject}"`);
        expectNoEnglish(readable(mail.html ?? ''), phrases, `${language} html "${mail.subject}"`);
        for (const pattern of ENGLISH_DATES) expect(mail.text).not.toMatch(pattern);
      }
    });

    it(`the sponsor report's gone page leaves no English in ${language}`, () => {
      const page = sponsorReportGonePage(language);
      expect(page).toContain(`<html lang="${language}" dir="${dir}">`);
      expectNoEnglish(readable(page), englishPhrases('advertiser'), `${language} sponsor page`);
      expect(page).toContain(NAMESPACES.advertiser[language].reportGone);
    });
  }

  it('still speaks English in English, with the house style of dates', () => {
    const page = eventsPage('en', EVENTS);
    expect(page).toContain('<h1>Upcoming events</h1>');
    expect(page).toContain('Times are in America/Chicago.');
    expect(page).toContain('Sat 12 Dec</time> · 1 pm');
    const [receipt] = publicMails('en');
    expect(receipt?.subject).toBe('We received your submission "Jazz Riverside"');
    const hold = publicMails('en').at(-1);
    expect(hold?.text).toContain('Riverside needed Sat 14 Mar, Sat 21 Mar before your payment arrived');
    expect(sponsorReportGonePage('en')).toContain('<h1 style="font-size:1.25rem">No report</h1>');
  });

  it('writes amounts and days the language’s way', () => {
    const refund = publicMails('de').at(-2);
    expect(refund?.subject).toContain('125,00');
    const hold = publicMails('fr').at(-1);
    expect(hold?.text).toContain('sam. 14 mars et sam. 21 mars');
  });
});
