import { z } from 'zod';
import { lineText, workspaceIdSchema } from './common';
import { newsletterDocumentSchema, storedNewsletterDocumentSchema } from './newsletter-document';
import { newsletterStyleSchema, storedNewsletterStyleSchema } from './newsletter-style';

export const TEMPLATE_NAME_MAX = 100;
/** Templates per workspace: GET /templates/ answers them all. */
export const TEMPLATES_MAX = 200;

export const newsletterTemplateSchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  document: storedNewsletterDocumentSchema,
  style: storedNewsletterStyleSchema,
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NewsletterTemplate = z.output<typeof newsletterTemplateSchema>;

export const templateListSchema = z.array(newsletterTemplateSchema);

/** POST /templates/: a named copy of a newsletter's blocks and style (the workspace's look when style is absent). */
export const createTemplateBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  name: lineText(TEMPLATE_NAME_MAX, 'Template name'),
  document: newsletterDocumentSchema,
  style: newsletterStyleSchema.optional(),
});
export type CreateTemplateBody = z.input<typeof createTemplateBodySchema>;
