import { z } from 'zod';
import { isCalendarDate } from './calendar-date';
import { withWebScheme } from './editor-values';

// Field schemas shared by the content forms (items, companies, locations, images).

/** Create forms: an empty value ('' or null) counts as absent. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

/** Edit forms: absent leaves the value unchanged; empty ('' or null) clears it. */
export function clearableField<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());
}

/** Only http and https links: no javascript:, data: or file: URLs. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(2000, { message: 'URL must be at most 2000 characters' })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'http:' || u.protocol === 'https:';
      } catch {
        return false;
      }
    },
    { message: 'Enter a full http or https URL' },
  );

/**
 * A link as people type it: "example.com/market" means https://example.com/market (as the business website does);
 * then the rules of `httpUrlSchema`. "mailto:a@b.com" would otherwise pass as a login ("mailto:a") at b.com.
 */
export const webLinkSchema = z
  .string()
  .trim()
  .transform((v) => (v === '' ? v : withWebScheme(v)))
  .pipe(httpUrlSchema)
  .refine((v) => !URL.canParse(v) || new URL(v).username === '', { message: 'Enter a full http or https URL' });

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Years the database stores without surprise; year 0000 and its neighbours do not exist in PostgreSQL. */
export const DATE_YEAR_MIN = 1000;
export const DATE_YEAR_MAX = 9999;

/** An ISO date or date-time that names a real moment within the supported years. */
export function isSupportedDate(value: string): boolean {
  // The day must exist: Date.parse alone reads 2027-02-30 as 2 March.
  if (!DATE_TIME.test(value) || !isCalendarDate(value.slice(0, 10))) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= DATE_YEAR_MIN && year <= DATE_YEAR_MAX;
}

/** An ISO date (2026-05-01) or date-time (2026-05-01T18:00:00Z); a date alone means midnight UTC. */
export const dateTimeSchema = z
  .string()
  .trim()
  .refine(isSupportedDate, {
    message: 'Enter a date such as 2026-05-01 or 2026-05-01T18:00:00Z',
  })
  .transform((v) => new Date(v));

/** An ISO day or date-time used as a filter; the string is kept so a day can be read as the whole day. */
export const dateFilterSchema = z.string().trim().refine(isSupportedDate, {
  message: 'Enter a date such as 2026-05-01',
});

/** A list of ids sent as a JSON array, a comma-separated string, or repeated form fields. */
export function idListSchema(max: number, what = 'ids') {
  return z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      const s = v.trim();
      if (s === '') return [];
      if (s.startsWith('[')) {
        try {
          return JSON.parse(s);
        } catch {
          return v;
        }
      }
      return s.split(',').map((p) => p.trim());
    },
    z
      .array(z.uuid({ message: 'must be a valid id' }), { message: `${what} must be a list of ids` })
      .max(max, { message: `At most ${max} ${what}` }),
  );
}

export const latitudeSchema = z.coerce
  .number({ message: 'Latitude must be a number' })
  .min(-90, { message: 'Latitude must be between -90 and 90' })
  .max(90, { message: 'Latitude must be between -90 and 90' });
export const longitudeSchema = z.coerce
  .number({ message: 'Longitude must be a number' })
  .min(-180, { message: 'Longitude must be between -180 and 180' })
  .max(180, { message: 'Longitude must be between -180 and 180' });
