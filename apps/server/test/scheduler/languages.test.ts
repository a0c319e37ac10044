import { canonicalLanguageTag, languageTagSchema, textDirectionOf } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';

describe('workspace language tags', () => {
  it('derives right to left from the primary subtag only', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'fa-IR', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv', 'AR']) {
      expect(textDirectionOf(tag), tag).toBe('rtl');
    }
    for (const tag of ['en', 'fr-CA', 'pt-BR', 'ja', 'arn', 'ha']) expect(textDirectionOf(tag), tag).toBe('ltr');
  });

  it('canonicalizes with Intl and rejects what it rejects', () => {
    expect(canonicalLanguageTag('EN-us')).toBe('en-US');
    expect(canonicalLanguageTag('zh-hant-tw')).toBe('zh-Hant-TW');
    expect(canonicalLanguageTag('not a tag')).toBeNull();
    expect(canonicalLanguageTag('')).toBeNull();
    expect(languageTagSchema.parse(' pt-br ')).toBe('pt-BR');
    expect(languageTagSchema.safeParse('en_').success).toBe(false);
  });
});
