import { z } from 'zod';
import { userSchema } from './auth';

const optionalText = (max: number, field: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${field} must be at most ${max} characters` })
    .optional()
    .transform((v) => (v ? v : null));

/** POST /business-register/: the signed-in user's business profile. Only the name is required. */
export const businessRegisterBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Business name is required' })
    .max(120, { message: 'Business name must be at most 120 characters' }),
  website: z
    .string()
    .trim()
    .max(300, { message: 'Website must be at most 300 characters' })
    .optional()
    .transform((v) => (v ? v : null))
    .pipe(z.url({ protocol: /^https?$/, message: 'Enter a valid website address' }).nullable()),
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
