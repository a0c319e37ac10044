import { z } from 'zod';
import { personNameSchema } from './auth';
import { genderSchema, userTypeSchema } from './common';

export const workspaceRefSchema = z.object({ workspaceId: z.uuid(), name: z.string() });

/** A user of the caller's business as GET /users and GET /users/{id}/ show it. */
export const businessUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  gender: genderSchema.nullable(),
  isVerified: z.boolean(),
  workspaces: z.array(workspaceRefSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BusinessUser = z.infer<typeof businessUserSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid({ message: 'id must be a valid id' }) });

const workspaceIdsSchema = z
  .array(z.uuid({ message: 'workspaces must hold workspace ids' }))
  .max(500, { message: 'At most 500 workspaces' });

/** PUT /users/{id}/update/: every field optional; given fields replace the stored ones (workspaces: the whole list). */
export const updateBusinessUserBodySchema = z.object({
  name: personNameSchema.optional(),
  gender: z
    .union([z.literal(''), genderSchema])
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  userType: userTypeSchema.optional(),
  workspaces: workspaceIdsSchema.optional(),
});
export type UpdateBusinessUserBody = z.input<typeof updateBusinessUserBodySchema>;

/** DELETE /users/delete/: userId in the query string or the body. */
export const deleteBusinessUserSchema = z.object({ userId: z.uuid({ message: 'userId must be a valid id' }) });
export const deleteBusinessUserBodySchema = deleteBusinessUserSchema.partial().nullish();
