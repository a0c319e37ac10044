import { z } from 'zod';
import { nameText, singleLine, workspaceIdSchema } from './common';
import { isValidTimeZone } from './time-zones';

/** At most this many newsletters per POST /workspace-register/ call. */
export const WORKSPACE_REGISTER_MAX = 50;
export const WORKSPACE_NAME_MAX = 100;
/** Brand logo upload cap (bytes). */
export const BRAND_LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const workspaceNameSchema = singleLine(nameText(WORKSPACE_NAME_MAX, 'Newsletter name'), 'Newsletter name');

export const workspaceRegisterBodySchema = z.object({
  workspaces: z
    .array(workspaceNameSchema)
    .min(1, { message: 'Add at least one newsletter' })
    .max(WORKSPACE_REGISTER_MAX, { message: `At most ${WORKSPACE_REGISTER_MAX} newsletters at a time` }),
  /** The creator's browser zone: the new newsletters' days and send times are in it (changeable in settings). */
  timeZone: z
    .string()
    .trim()
    .refine(isValidTimeZone, { message: 'Time zone must be an IANA zone such as America/Chicago' })
    .optional(),
});
export type WorkspaceRegisterBody = z.infer<typeof workspaceRegisterBodySchema>;

/**
 * A workspace (a newsletter in the interface). `brand` is the brand logo URL as the spec names it; `logo` carries the
 * same URL for clients that read that field; both are null without a logo.
 */
export const workspaceSchema = z.object({
  workspaceId: z.uuid(),
  name: z.string(),
  brand: z.string().nullable(),
  logo: z.string().nullable(),
  brandName: z.string().nullable(),
  brandColor: z.string().nullable(),
  publicationId: z.string().nullable(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceRegisterResponseSchema = z.array(workspaceSchema);

/** GET /get-workspaces-brands data. */
export const workspaceBrandSchema = z.object({
  brand: z.string().nullable(),
  logo: z.string().nullable(),
  brandName: z.string().nullable(),
  brandColor: z.string().nullable(),
});
export type WorkspaceBrand = z.infer<typeof workspaceBrandSchema>;

export const brandColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { message: 'Brand colour must be a hex colour such as #1a2b3c' })
  .transform((v) => v.toLowerCase());

/**
 * The text fields of POST /update-workspaces-brands/ (multipart, with an optional `logo` file).
 * An empty brandName or brandColor clears it; an absent one is left unchanged.
 */
export const updateWorkspaceBrandFieldsSchema = z.object({
  workspaceId: workspaceIdSchema,
  brandName: singleLine(
    z.string().trim().max(100, { message: 'Brand name must be at most 100 characters' }),
    'Brand name',
  )
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null)),
  brandColor: z
    .string()
    .trim()
    .regex(/^(#[0-9a-fA-F]{6})?$/, { message: 'Brand colour must be a hex colour such as #1a2b3c' })
    .optional()
    .transform((v) => (v === undefined ? undefined : v.toLowerCase() || null)),
});
export type UpdateWorkspaceBrandFields = z.input<typeof updateWorkspaceBrandFieldsSchema>;

/** POST /sync-workspace-publication-id/: an empty publicationId unlinks the publication. */
export const syncWorkspacePublicationBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  publicationId: z
    .string()
    .trim()
    .max(100, { message: 'publicationId must be at most 100 characters' })
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'publicationId may contain only letters, digits, - and _' })
    .nullable()
    .transform((v) => v || null),
});
export type SyncWorkspacePublicationBody = z.input<typeof syncWorkspacePublicationBodySchema>;
