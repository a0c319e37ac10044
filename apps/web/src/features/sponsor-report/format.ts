import { textDirectionOf } from '@newsletter-os/contracts';
import { en, type ReportCopy } from './copy/en';

/** Puts values into a message: "of {count} recipients" + { count: '8,342' }. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The report's words and number/date formats in one language. */
export interface ReportText {
  language: string;
  dir: 'ltr' | 'rtl';
  copy: ReportCopy;
  /** 8,342; an unknown figure is a dash, never a zero. */
  count: (value: number | null) => string;
  /** 1.5 → "1.50%" (a percentage 0–100, as the API gives it). */
  percent: (value: number | null) => string;
  /** 2026-05-05 → "Tue, 5 May 2026" (a calendar day: no time zone moves it). */
  issueDay: (day: string) => string;
}

/**
 * The report in `language` with its `copy`. English keeps the house style (US digits, day-first British dates);
 * other languages get Intl's own formats, so Arabic shows its digits and Hebrew its day names.
 */
export function reportText(language: string, copy: ReportCopy): ReportText {
  const english = language === 'en';
  const whole = new Intl.NumberFormat(english ? 'en-US' : language);
  const rate = new Intl.NumberFormat(english ? 'en-US' : language, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const day = new Intl.DateTimeFormat(english ? 'en-GB' : language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    language,
    dir: textDirectionOf(language),
    copy,
    count: (value) => (value === null ? '—' : whole.format(value)),
    percent: (value) => (value === null ? '—' : rate.format(value / 100)),
    issueDay: (date) => day.format(new Date(`${date}T12:00:00Z`)),
  };
}

/** The staff dialog's (and the fallback) text. */
export const ENGLISH: ReportText = reportText('en', en);

/** Languages with a table in copy/translations.ts (kept here so choosing one does not load them all). */
export const TRANSLATED_LANGUAGES = ['es', 'fr', 'de', 'pt', 'it', 'ar', 'he'] as const;

/** The table for a workspace language: its primary subtag ("pt-BR" → pt), or null for English and the unknown. */
export function translatedLanguageOf(language: string): string | null {
  const primary = language.split('-')[0]?.toLowerCase() ?? '';
  return (TRANSLATED_LANGUAGES as readonly string[]).includes(primary) ? primary : null;
}
