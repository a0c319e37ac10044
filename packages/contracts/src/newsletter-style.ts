import { z } from 'zod';
import { workspaceIdSchema } from './common';
import { FONT_FAMILIES } from './editor-constants';
import { buttonStyleSchema } from './newsletter-document';
import { imageSourceSchema } from './newsletter-media';
import { plainText } from './newsletter-rich-text';
import { hexColorSchema } from './tags';

// The look of a newsletter: the workspace's personalization, copied into each new newsletter and into templates,
// so changing the personalization later never restyles newsletters already written.

const fontFamilySchema = z.enum(FONT_FAMILIES, { message: `Font must be one of ${FONT_FAMILIES.join(', ')}` });

export const HEADER_FOOTER_TEXT_MAX = 1_000;

export const newsletterStyleSchema = z.object({
  brandLogoUrl: imageSourceSchema.nullable(),
  accentColor: hexColorSchema,
  bodyFont: fontFamilySchema,
  headingFont: fontFamilySchema,
  headerText: plainText(HEADER_FOOTER_TEXT_MAX, 'Header text'),
  footerText: plainText(HEADER_FOOTER_TEXT_MAX, 'Footer text'),
  buttonStyle: buttonStyleSchema,
});
export type NewsletterStyle = z.output<typeof newsletterStyleSchema>;
export type NewsletterStyleInput = z.input<typeof newsletterStyleSchema>;

/** A stored look in a response (validated when saved; plain strings, no input transforms). */
export const storedNewsletterStyleSchema = z.object({
  brandLogoUrl: z.string().nullable(),
  accentColor: z.string(),
  bodyFont: fontFamilySchema,
  headingFont: fontFamilySchema,
  headerText: z.string(),
  footerText: z.string(),
  buttonStyle: z.object({
    backgroundColor: z.string(),
    textColor: z.string(),
    borderRadius: z.number().int(),
    fullWidth: z.boolean(),
  }),
});

/** GET /personalization/: the saved look, or the defaults while none is saved (`updatedAt` null). */
export const personalizationSchema = storedNewsletterStyleSchema.extend({
  workspaceId: z.uuid(),
  updatedAt: z.string().nullable(),
});
export type Personalization = z.output<typeof personalizationSchema>;

/** POST /personalization/: the whole look at once (the settings form always sends every field). */
export const savePersonalizationBodySchema = newsletterStyleSchema.extend({ workspaceId: workspaceIdSchema });
export type SavePersonalizationBody = z.input<typeof savePersonalizationBodySchema>;
