import { z } from 'zod';
import { workspaceIdSchema } from './common';

export const archiveVisibilities = ['public', 'unlisted', 'off'] as const;
export type ArchiveVisibility = (typeof archiveVisibilities)[number];

export const ARCHIVE_SLUG_MIN = 3;
export const ARCHIVE_SLUG_MAX = 60;

/** The public paths (outside the API): the index, an issue by its date, and the feed. */
export const ARCHIVE_PATHS = {
  index: (slug: string) => `/n/${slug}/`,
  issue: (slug: string, issueDate: string) => `/n/${slug}/${issueDate}`,
  feed: (slug: string) => `/n/${slug}/feed.xml`,
} as const;

/** Lower-case letters, digits and single hyphens inside: safe in a URL path without escaping. */
export const archiveSlugSchema = z
  .string({ message: 'slug must be text' })
  .trim()
  .toLowerCase()
  .min(ARCHIVE_SLUG_MIN, { message: `slug must be at least ${ARCHIVE_SLUG_MIN} characters` })
  .max(ARCHIVE_SLUG_MAX, { message: `slug must be at most ${ARCHIVE_SLUG_MAX} characters` })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    message: 'slug may use letters, digits and hyphens between them (for example harbour-weekly)',
  });

export const putWorkspaceArchiveBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  slug: archiveSlugSchema,
  visibility: z.enum(archiveVisibilities, { message: 'visibility must be public, unlisted or off' }),
  /** Gives the archive a new token: every unlisted link and feed address handed out before stops working. */
  newToken: z.boolean({ message: 'newToken must be true or false' }).optional(),
});
export type PutWorkspaceArchiveBody = z.input<typeof putWorkspaceArchiveBodySchema>;

/** The archive's settings with its addresses; unlisted addresses carry the token (shown to managers only). */
export const workspaceArchiveSchema = z.object({
  workspaceId: z.uuid(),
  slug: z.string().nullable(),
  visibility: z.enum(archiveVisibilities),
  /** Null while the archive is off or has no slug. */
  indexUrl: z.string().nullable(),
  feedUrl: z.string().nullable(),
});
export type WorkspaceArchive = z.infer<typeof workspaceArchiveSchema>;
