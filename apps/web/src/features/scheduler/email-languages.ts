// The languages offered for a workspace's emails: a short list of common ones, plus the saved tag when it is another.

const COMMON_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'pt-BR', 'nl', 'pl', 'sv', 'ar', 'he', 'hi', 'ja', 'zh'];

/** A tag's name in English, falling back to the tag itself ("pt-BR" → "Brazilian Portuguese"). */
function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

export function languageOptions(current: string): { value: string; label: string }[] {
  const tags = COMMON_LANGUAGES.includes(current) ? COMMON_LANGUAGES : [...COMMON_LANGUAGES, current];
  return tags.map((tag) => ({ value: tag, label: `${languageName(tag)} (${tag})` }));
}
