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
 * Names and titles end up in mail texts, subjects and headers: a line break there could add lines of the
 * attacker's choosing ("Bcc: …"), so every single-line field refuses control characters outright.
 */
export function singleLine(schema: z.ZodString, field: string): z.ZodString {
  return schema.refine((value) => !CONTROL_CHARACTERS.test(value), { message: singleLineMessage(field) });
}

/** Trimmed, non-empty, single-line text with an upper bound: names and titles. */
export function lineText(max: number, field = 'This field') {
  return singleLine(text(max, field), field);
}

/** Trimmed, non-empty text with an upper bound. */
export function text(max: number, field = 'This field') {
  return z
    .string()
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} must be at most ${max} characters` });
}
