import { z } from 'zod';
import { lineText, workspaceIdSchema } from './common';
import { NEWSLETTER_PREHEADER_MAX, NEWSLETTER_SUBJECT_MAX, NEWSLETTER_TITLE_MAX } from './editor-values';
import { newsletterDocumentSchema, storedNewsletterDocumentSchema } from './newsletter-document';
import { newsletterStyleSchema, storedNewsletterStyleSchema } from './newsletter-style';
import { draftLine } from './newsletters';

export const TEMPLATE_NAME_MAX = 100;
/** Templates per workspace: GET /templates/ answers them all. */
export const TEMPLATES_MAX = 200;

export const newsletterTemplateSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  /** The newsletter's internal name, email subject and preheader, given to a newsletter started from it. */
  title: z.string(),
  subject: z.string(),
  preheader: z.string(),
  document: storedNewsletterDocumentSchema,
  style: storedNewsletterStyleSchema,
  /** The layout "Assemble this issue" builds an empty issue in (at most one template of a workspace). */
  isDefault: z.boolean(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsletterTemplate = z.output<typeof newsletterTemplateSchema>;

export const templateListSchema = z.array(newsletterTemplateSchema);

/** POST /templates/{id}/default/: this template becomes the workspace's default (the previous one stops being it). */
export const setDefaultTemplateBodySchema = z.object({ workspaceId: workspaceIdSchema });

/**
 * POST /templates/: a named copy of a newsletter's title, subject, preheader, blocks and style (the workspace's look
 * when style is absent).
 */
export const createTemplateBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  name: lineText(TEMPLATE_NAME_MAX, 'Template name'),
  title: draftLine(NEWSLETTER_TITLE_MAX, 'Title').default(''),
  subject: draftLine(NEWSLETTER_SUBJECT_MAX, 'Subject').default(''),
  preheader: draftLine(NEWSLETTER_PREHEADER_MAX, 'Preheader').default(''),
  document: newsletterDocumentSchema,
  style: newsletterStyleSchema.optional(),
});
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>;
