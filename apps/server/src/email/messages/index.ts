import i18next, { type TFunction } from 'i18next';
import { ADVERTISER_CATALOGUES, type AdvertiserMessages } from './advertiser';
import { CATALOGUES, EMAIL_LANGUAGES, type EmailLanguage, type EmailMessages } from './catalogues';
import { EVENTS_PAGE_CATALOGUES, type EventsPageMessages } from './events-page';
import { SUBMISSION_MAIL_CATALOGUES, type SubmissionMailMessages } from './submission-mails';

// The email's words in the workspace's language, through i18next (docs/decisions/0052): one instance, loaded once
// with every catalogue, synchronous. A language without a catalogue falls back to its base ("pt-BR" → "pt"), then
// to English. Escaping is the renderer's: interpolation here leaves values as given. Each reader-facing surface (the
// email, the events page, the submitters' mails, what advertisers read) is its own namespace of the same catalogues.

/** Every namespace's catalogues, by namespace. */
export const NAMESPACES = {
  email: CATALOGUES,
  eventsPage: EVENTS_PAGE_CATALOGUES,
  submissionMails: SUBMISSION_MAIL_CATALOGUES,
  advertiser: ADVERTISER_CATALOGUES,
} as const;
export type Namespace = keyof typeof NAMESPACES;
type MessagesOf<N extends Namespace> = (typeof NAMESPACES)[N][EmailLanguage];

const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(
    EMAIL_LANGUAGES.map((language) => [
      language,
      Object.fromEntries(Object.entries(NAMESPACES).map(([ns, catalogues]) => [ns, catalogues[language]])),
    ]),
  ),
  ns: Object.keys(NAMESPACES),
  defaultNS: 'email',
  fallbackLng: 'en',
  supportedLngs: [...EMAIL_LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type EmailMessageKey = keyof EmailMessages;
export type Translate = (key: EmailMessageKey, values?: Record<string, string>) => string;

const translators = new Map<string, Translate>();

/** The messages of a BCP 47 language. */
export function messagesFor(language: string): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const fixed: TFunction = translator.getFixedT(language);
    translate = (key, values = {}) => String(fixed(key, { ...values }));
    translators.set(language, translate);
  }
  return translate;
}

/** A surface's messages (namespace) in a BCP 47 language, with the same fallback as the email's. */
export function surfaceMessagesFor<N extends Namespace>(
  namespace: N,
  language: string,
): (key: keyof MessagesOf<N> & string, values?: Record<string, string>) => string {
  const fixed: TFunction = translator.getFixedT(language, namespace);
  return (key, values = {}) => String(fixed(key as string, { ...values }));
}

export type { AdvertiserMessages, EventsPageMessages, SubmissionMailMessages };
export { CATALOGUES, EMAIL_LANGUAGES, type EmailLanguage };

/** The words for a newsletter without a name, in its language. */
export function theNewsletter(language = 'en'): string {
  return surfaceMessagesFor('advertiser', language)('theNewsletter');
}
