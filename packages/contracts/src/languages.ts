import { z } from 'zod';

// A workspace's language: the BCP 47 tag its emails carry on `<html lang>`. The writing direction is derived from
// the tag (never stored), so the two cannot disagree.

export const DEFAULT_LANGUAGE = 'en';

/** Primary subtags of languages written right to left. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv']);

export type TextDirection = 'ltr' | 'rtl';

/** The writing direction of a BCP 47 tag, by its primary subtag ("ar-EG" → rtl). */
export function textDirectionOf(languageTag: string): TextDirection {
  const primary = languageTag.split('-')[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.has(primary) ? 'rtl' : 'ltr';
}

/** The canonical form of a BCP 47 tag ("EN-us" → "en-US"), or null when Intl rejects it. */
export function canonicalLanguageTag(languageTag: string): string | null {
  if (!languageTag || languageTag.length > 35) return null;
  try {
    return Intl.getCanonicalLocales(languageTag)[0] ?? null;
  } catch {
    return null;
  }
}

const LANGUAGE_MESSAGE = 'Language must be a language tag such as en, fr or pt-BR';

/** A BCP 47 language tag, output in canonical form. */
export const languageTagSchema = z
  .string({ message: LANGUAGE_MESSAGE })
  .trim()
  .refine((tag) => canonicalLanguageTag(tag) !== null, { message: LANGUAGE_MESSAGE })
  .transform((tag) => canonicalLanguageTag(tag) ?? tag);
