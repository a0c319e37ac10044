import { z } from 'zod';
import { lineText, pageQuerySchema, workspaceIdSchema } from './common';
import { clearableField, httpUrlSchema, optionalField } from './form-fields';

export const COMPANY_NAME_MAX = 200;

export const businessCompanySchema = z.object({
  id: z.uuid(),
  workspaceId: z.uuid(),
  name: z.string(),
  /** Logo URL (uploaded or linked). */
  logo: z.string().nullable(),
  website: z.string().nullable(),
  contactName: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** Ads of this company, any status. */
  adCount: z.number().int(),
  /** Added by a public ad form (never matched by name): staff merge it into the advertiser it really is. */
  fromPublicForm: z.boolean(),
  createdAt: z.string(),
});
export type BusinessCompany = z.infer<typeof businessCompanySchema>;

const contactEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'Email must be at most 254 characters' })
  .pipe(z.email({ message: 'Enter a valid email address' }));

const contactPhoneSchema = z
  .string()
  .trim()
  .max(50, { message: 'Phone must be at most 50 characters' })
  .regex(/^[0-9+()\-.\s]*$/, { message: 'Phone may contain only digits, spaces and + ( ) - .' });

/** Text fields of POST /business-companies/ (multipart with an optional `logo` file, or JSON). */
export const createBusinessCompanyFieldsSchema = z.object({
  workspaceId: workspaceIdSchema,
  name: lineText(COMPANY_NAME_MAX, 'Company name'),
  logoUrl: optionalField(httpUrlSchema),
  website: optionalField(httpUrlSchema),
  contactName: optionalField(lineText(200, 'Contact name')),
  contactEmail: optionalField(contactEmailSchema),
  contactPhone: optionalField(contactPhoneSchema),
});
export type CreateBusinessCompanyFields = z.input<typeof createBusinessCompanyFieldsSchema>;

/** PUT /business-companies/{id}/update/: absent fields stay, empty ones are cleared (`null`). */
export const updateBusinessCompanyFieldsSchema = z.object({
  workspaceId: workspaceIdSchema,
  name: lineText(COMPANY_NAME_MAX, 'Company name').optional(),
  logoUrl: clearableField(httpUrlSchema),
  website: clearableField(httpUrlSchema),
  contactName: clearableField(lineText(200, 'Contact name')),
  contactEmail: clearableField(contactEmailSchema),
  contactPhone: clearableField(contactPhoneSchema),
});
export type UpdateBusinessCompanyFields = z.input<typeof updateBusinessCompanyFieldsSchema>;

export const businessCompanyListQuerySchema = pageQuerySchema.extend({ workspaceId: workspaceIdSchema });

export const deleteBusinessCompanyQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  /** Required to delete a company that has ads; its ads are archived. */
  confirm: z
    .enum(['true', 'false'], { message: 'confirm must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

export const deleteBusinessCompanyResultSchema = z.object({ id: z.uuid(), archivedAds: z.number().int() });

/** POST /business-companies/{id}/merge/ — this advertiser's bookings, ads and links move to `intoId`; it is deleted. */
export const mergeBusinessCompanyBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  intoId: z.uuid({ message: 'intoId must be a valid id' }),
});
export type MergeBusinessCompanyBody = z.input<typeof mergeBusinessCompanyBodySchema>;
