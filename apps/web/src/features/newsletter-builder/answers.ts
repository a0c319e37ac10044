import {
  blockSourceChangesSchema,
  emptyEnvelopeSchema,
  envelope,
  gifPageSchema,
  issueAdBookingSchema,
  newsletterConflictSchema,
  newsletterDocumentSchema,
  newsletterListSchema,
  newsletterSchema,
  newsletterStyleSchema,
  newsletterTemplateSchema,
  personalizationSchema,
  refreshBlocksResultSchema,
  renderedNewsletterSchema,
  savedNewsletterSchema,
  templateListSchema,
  testSendResultSchema,
} from '@newsletter-os/contracts';
import { z } from 'zod';

// The builder's answer checks and its device backup's shape: zod and the contracts' schemas, in a chunk of their own
// that the builder asks for as its code runs (answers-loader.ts). Building them took ≈ 160 ms of the builder's first
// paint when they sat in its first chunks; only the answers read later need more than the newsletter's.

export const newsletterListEnvelope = envelope(newsletterListSchema);
export const newsletterEnvelope = envelope(newsletterSchema);
export const savedNewsletterEnvelope = envelope(savedNewsletterSchema);
export const conflictEnvelope = envelope(newsletterConflictSchema);
export const templateEnvelope = envelope(newsletterTemplateSchema);
export const templateListEnvelope = envelope(templateListSchema);
export const personalizationEnvelope = envelope(personalizationSchema);
export const gifPageEnvelope = envelope(gifPageSchema);
export const renderEnvelope = envelope(renderedNewsletterSchema);
export const testSendEnvelope = envelope(testSendResultSchema);
export const issueAdBookingsEnvelope = envelope(z.array(issueAdBookingSchema));
export const changesEnvelope = envelope(blockSourceChangesSchema);
export const refreshEnvelope = envelope(refreshBlocksResultSchema);
export { emptyEnvelopeSchema };

/** A copy of unsaved edits on this device (local-backup.ts). */
export const backupSchema = z.object({
  keptAt: z.string(),
  baseVersion: z.number().nullable(),
  title: z.string(),
  subject: z.string(),
  preheader: z.string(),
  document: newsletterDocumentSchema,
  /** The look as edited (absent in backups written before the style could be edited). */
  style: newsletterStyleSchema.nullable().optional(),
  // The web fields as edited (absent in backups written before they existed: restoring leaves them as they are).
  // Kept as typed, like the subject: the save after a restore is what checks them.
  webTitle: z.string().optional(),
  thumbnailUrl: z.string().nullable().optional(),
  beehiivHeaderFooter: z.boolean().optional(),
});
