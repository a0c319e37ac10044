import { z } from 'zod';
import { pageQuerySchema, workspaceIdSchema } from './common';
import { dateFilterSchema, optionalField } from './form-fields';

/** Files per POST /images/ call. */
export const IMAGES_UPLOAD_MAX = 10;
export const IMAGES_DELETE_MAX = 100;

export const imageTypeSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9_-]{1,30}$/, { message: 'imageType may contain only a-z, 0-9, - and _ (at most 30)' });

export const imageSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  originalName: z.string().nullable(),
  mimeType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  sizeBytes: z.number().int(),
  imageType: z.string(),
  isFavorite: z.boolean(),
  templateId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/** Text fields of POST /images/ (multipart; the files may use any field name). */
export const uploadImagesFieldsSchema = z.object({
  workspaceId: workspaceIdSchema,
  imageType: optionalField(imageTypeSchema),
  templateId: optionalField(z.uuid({ message: 'templateId must be a valid id' })),
});

const booleanParam = z
  .enum(['true', 'false'], { message: 'isFavorite must be true or false' })
  .transform((v) => v === 'true');

export const imageListQuerySchema = pageQuerySchema.extend({
  workspaceId: workspaceIdSchema,
  startDate: optionalField(dateFilterSchema),
  endDate: optionalField(dateFilterSchema),
  isFavorite: optionalField(booleanParam),
  templateId: optionalField(z.uuid({ message: 'templateId must be a valid id' })),
  imageType: optionalField(imageTypeSchema),
});
export type ImageListQuery = z.output<typeof imageListQuerySchema>;

export const deleteImagesBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  imageIds: z
    .array(z.uuid({ message: 'must be a valid id' }))
    .min(1, { message: 'Select at least one image' })
    .max(IMAGES_DELETE_MAX, { message: `At most ${IMAGES_DELETE_MAX} images at a time` }),
});

export const deleteImagesResultSchema = z.object({ deleted: z.number().int() });

export const imageFavoriteBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  isFavorite: z.boolean({ message: 'isFavorite must be true or false' }),
});
