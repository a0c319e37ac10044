import { z } from 'zod';
import { userSchema } from './auth';
import { singleLine } from './common';
import { withWebScheme } from './editor-values';

const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${field} must be at most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : null));

/**
 * The business's website: optional; "millbrookgazette.com" is accepted and stored as
 * "https://millbrookgazette.com"; only http(s) addresses with a dotted host are accepted.
 */
export const businessWebsiteSchema = z
  .string()
  .trim()
  .max(300, { message: 'Website must be at most 300 characters' })
  .optional()
  .transform((v) => (v ? withWebScheme(v) : null))
  .pipe(
    z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'Enter a valid website address' }).nullable(),
  )
  // "mailto:a@b.com" would otherwise pass as a login ("mailto:a") at b.com.
  .refine((v) => v === null || !URL.canParse(v) || new URL(v).username === '', {
    message: 'Enter a valid website address',
  });

/** POST /business-register/: the signed-in user's business profile. Only the name is required. */
export const businessRegisterBodySchema = z.object({
  name: singleLine(
    z
      .string()
      .trim()
      .min(1, { message: 'Business name is required' })
      .max(120, { message: 'Business name must be at most 120 characters' }),
    'Business name',
  ),
  website: businessWebsiteSchema,
  phone: optionalText(40, 'Phone'),
  address: optionalText(300, 'Address'),
  city: optionalText(100, 'City'),
  country: optionalText(100, 'Country'),
  industry: optionalText(100, 'Industry'),
  description: optionalText(2000, 'Description'),
});
export type BusinessRegisterBody = z.input<typeof businessRegisterBodySchema>;

export const businessSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  industry: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Business = z.infer<typeof businessSchema>;

/** The new business and the caller's updated record (now its admin). */
export const businessRegisterResponseSchema = z.object({
  business: businessSchema,
  user: userSchema,
});
export type BusinessRegisterResponse = z.infer<typeof businessRegisterResponseSchema>;

/** PUT /business/: the business details from onboarding, edited later (Settings → Business); the same rules. */
export const updateBusinessBodySchema = businessRegisterBodySchema;
export type UpdateBusinessBody = z.input<typeof updateBusinessBodySchema>;
