import { z } from 'zod';
import { singleLine, workspaceIdSchema } from './common';
import { NEWSLETTER_PREHEADER_MAX, NEWSLETTER_SUBJECT_MAX, NEWSLETTER_TITLE_MAX } from './editor-values';
import { DATE_YEAR_MAX, DATE_YEAR_MIN, isSupportedDate } from './form-fields';
import { NEWSLETTER_WEB_TITLE_MAX } from './issue-web';
import { newsletterDocumentSchema, storedNewsletterDocumentSchema } from './newsletter-document';
import { imageSourceSchema } from './newsletter-media';
import { newsletterStyleSchema, storedNewsletterStyleSchema } from './newsletter-style';

export const newsletterStatuses = ['draft', 'planned', 'scheduled', 'published', 'failed'] as const;
export const newsletterStatusSchema = z.enum(newsletterStatuses, {
  message: `Status must be one of ${newsletterStatuses.join(', ')}`,
});
export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

/** An issue date: a calendar day (the newsletter's date in the workspace), not a moment. */
export const issueDateSchema = z.iso
  .date({ message: 'Date must be a day such as 2026-05-01' })
  .refine(isSupportedDate, { message: `Date must be between the years ${DATE_YEAR_MIN} and ${DATE_YEAR_MAX}` });

/** Optional single-line text that may be empty while a draft is being written. */
export function draftLine(max: number, field: string) {
  return singleLine(
    z
      .string()
      .trim()
      .max(max, { message: `${field} must be at most ${max} characters` }),
    field,
  );
}

export const newsletterSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  issueDate: z.string(),
  title: z.string(),
  subject: z.string(),
  preheader: z.string(),
  /** The public headline (web post, archive, feed); null: the subject (effectiveWebTitleOf). */
  webTitle: z.string().nullable(),
  /** The image chosen as the web thumbnail; null: the first image that is not an ad's (effectiveThumbnailOf). */
  thumbnailUrl: z.string().nullable(),
  /** Our logo header and address footer inside the Beehiiv body (Beehiiv's post template has its own). */
  beehiivHeaderFooter: z.boolean(),
  document: storedNewsletterDocumentSchema,
  style: storedNewsletterStyleSchema,
  status: newsletterStatusSchema,
  /** Raised by every save; a save names the version it was based on and is refused (409) when it is stale. */
  version: z.number().int(),
  scheduledAt: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Newsletter = z.output<typeof newsletterSchema>;

/**
 * The answer to a save over the date's newsletter (200): the newsletter without its document. The editor holds the
 * document it sent, and a 300-block one is about 100 KB that every autosave would download again for nothing; a
 * create (201) answers the whole newsletter, which the builder then opens.
 */
export const savedNewsletterSchema = newsletterSchema.omit({ document: true });
export type SavedNewsletter = z.output<typeof savedNewsletterSchema>;

/**
 * POST /newsletters/: creates the workspace's newsletter for `date` (no `version`, 201 with the newsletter) or updates
 * it (`version` = the version the edit was based on, 200 with `savedNewsletterSchema`). A new newsletter without
 * `style` takes the workspace's personalization.
 */
export const saveNewsletterBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  date: issueDateSchema,
  title: draftLine(NEWSLETTER_TITLE_MAX, 'Title').default(''),
  subject: draftLine(NEWSLETTER_SUBJECT_MAX, 'Subject').default(''),
  preheader: draftLine(NEWSLETTER_PREHEADER_MAX, 'Preheader').default(''),
  /**
   * The next three are left as they are when absent (a save that does not know them keeps them). An empty web
   * title is stored as null: the subject, following it when it changes.
   */
  webTitle: draftLine(NEWSLETTER_WEB_TITLE_MAX, 'Web title').nullable().optional(),
  thumbnailUrl: imageSourceSchema.nullable().optional(),
  beehiivHeaderFooter: z.boolean({ message: 'Header and footer in Beehiiv must be true or false' }).optional(),
  document: newsletterDocumentSchema,
  style: newsletterStyleSchema.optional(),
  status: newsletterStatusSchema.default('draft'),
  version: z.number({ message: 'Version must be a whole number' }).int().min(1).optional(),
});
export type SaveNewsletterBody = z.input<typeof saveNewsletterBodySchema>;

/**
 * The 409 of a stale save (a `version` that is no longer current, or a create while the date already has a
 * newsletter): the newsletter as it now is, so the editor can show the conflict instead of overwriting.
 */
export const newsletterConflictSchema = z.object({
  currentVersion: z.number().int(),
  current: newsletterSchema,
});
export type NewsletterConflict = z.output<typeof newsletterConflictSchema>;

/** GET /newsletters/?workspaceId&date: the newsletters of that day (at most one today; a list for later). */
export const newsletterListQuerySchema = z.object({ workspaceId: workspaceIdSchema, date: issueDateSchema });
export type NewsletterListQuery = z.input<typeof newsletterListQuerySchema>;
export const newsletterListSchema = z.array(newsletterSchema);
