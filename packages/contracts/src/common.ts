import { z } from 'zod';

/** Query-string integers arrive as strings; coerce and bound them. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
  });
}
export interface Paginated<T> {
  results: T[];
  count: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export const uuidSchema = z.uuid();
export const workspaceIdSchema = z.uuid({ message: 'workspaceId must be a valid id' });
export const workspaceQuerySchema = z.object({ workspaceId: workspaceIdSchema });

export const userTypes = ['admin', 'manager', 'user', 'partner'] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

export const genders = ['male', 'female', 'binary'] as const;
export const genderSchema = z.enum(genders);
export type Gender = z.infer<typeof genderSchema>;

/** Control characters (C0, DEL, C1, so also CR, LF and TAB) and the Unicode line and paragraph separators. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

export const singleLineMessage = (field: string) => `${field} must be a single line without control characters`;

/**
 * Invisible direction controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), the
 * left-to-right and right-to-left marks (U+200E/F) and the Arabic letter mark (U+061C). In a name they reorder what
 * a reader sees ("Support Team [U+202E]gnp.exe" shows as "…exe.png"); a mail client renders the name as given.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** The text without invisible direction controls (names and feed text alike). */
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/**
 * Names and titles end up in mail texts, subjects and headers: a line break there could add lines of the
 * attacker's choosing ("Bcc: …"), so every single-line field refuses control characters outright. Direction
 * controls are stripped rather than refused (pasted names carry them unseen); a name of nothing else is empty.
 */
export function singleLine(schema: z.ZodString, field: string): z.ZodString {
  return schema
    .overwrite(stripBidiControls)
    .refine((value) => !CONTROL_CHARACTERS.test(value), { message: singleLineMessage(field) });
}

/** A name's text: direction controls stripped first, so a name of nothing else is "required", not empty. */
export function nameText(max: number, field: string, required = `${field} is required`) {
  return z
    .string()
    .overwrite(stripBidiControls)
    .trim()
    .min(1, { message: required })
    .max(max, { message: `${field} must be at most ${max} characters` });
}

/** Trimmed, non-empty, single-line text with an upper bound: names and titles. */
export function lineText(max: number, field = 'This field') {
  return singleLine(nameText(max, field), field);
}

/** Trimmed, non-empty text with an upper bound. */
export function text(max: number, field = 'This field') {
  return z
    .string()
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} must be at most ${max} characters` });
}
