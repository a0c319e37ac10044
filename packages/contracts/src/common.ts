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

/** Trimmed, non-empty text with an upper bound. */
export function text(max: number, field = 'This field') {
  return z
    .string()
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} must be at most ${max} characters` });
}
