import { z } from 'zod';
import { lineText, pageQuerySchema, workspaceIdSchema } from './common';

export const TAG_NAME_MAX = 50;

/** A colour as #rrggbb, stored lower-case. */
export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'Colour must be a hex colour such as #1a2b3c' })
  .transform((v) => v.toLowerCase());

const modelNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,50}$/, { message: 'Use 1 to 50 letters, digits, - or _' });

/** The API shape of a tag (docs/product-spec.md section 3). */
export const tagSchema = z.object({
  tagId: z.uuid(),
  name: z.string(),
  color: z.string(),
  modelName: z.string(),
  modelType: z.string(),
});
export type Tag = z.infer<typeof tagSchema>;

export const createTagBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  name: lineText(TAG_NAME_MAX, 'Tag name'),
  color: hexColorSchema,
  modelName: modelNameSchema.optional(),
  modelType: modelNameSchema.optional(),
});
export type CreateTagBody = z.input<typeof createTagBodySchema>;

export const updateTagBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  name: lineText(TAG_NAME_MAX, 'Tag name').optional(),
  color: hexColorSchema.optional(),
  modelName: modelNameSchema.optional(),
  modelType: modelNameSchema.optional(),
});
export type UpdateTagBody = z.input<typeof updateTagBodySchema>;

export const tagListQuerySchema = pageQuerySchema.extend({ workspaceId: workspaceIdSchema });
export type TagListQuery = z.input<typeof tagListQuerySchema>;

/** `{id}` in a path. */
export const idParamsSchema = z.object({ id: z.uuid({ message: 'id must be a valid id' }) });
