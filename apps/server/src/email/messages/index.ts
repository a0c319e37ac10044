import i18next, { type TFunction } from 'i18next';
import { CATALOGUES, EMAIL_LANGUAGES, type EmailLanguage, type EmailMessages } from './catalogues';

// The email's words in the workspace's language, through i18next (docs/decisions/0052): one instance, loaded once
// with every catalogue, synchronous. A language without a catalogue falls back to its base ("pt-BR" → "pt"), then
// to English. Escaping is the renderer's: interpolation here leaves values as given.

const translator = i18next.createInstance();
void translator.init({
  resources: Object.fromEntries(EMAIL_LANGUAGES.map((language) => [language, { email: CATALOGUES[language] }])),
  ns: ['email'],
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

export { CATALOGUES, EMAIL_LANGUAGES, type EmailLanguage };
