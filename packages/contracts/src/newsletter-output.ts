import { z } from 'zod';
import { emailSchema } from './auth';
import { workspaceIdSchema } from './common';

// The newsletter as email: the rendered HTML and plain text, their figures, and the send-readiness checks.

/** Gmail clips a message above about 102 KB of HTML; the checks warn from 90 KB. */
export const EMAIL_SIZE_WARNING_BYTES = 90_000;
export const EMAIL_SIZE_ERROR_BYTES = 102_000;

export const READINESS_CHECK_IDS = [
  'size',
  'client-support',
  'image-alt',
  'contrast',
  'dark-contrast',
  'forced-dark-contrast',
  'insecure-links',
  'private-media',
  'unreachable-links',
  'empty-blocks',
  'event-ended',
  'ad-out-of-dates',
  'ad-booking-missing',
  'ad-booking-mismatch',
  'ad-without-booking',
  'feed-changed',
  'empty-subject',
  'empty-preheader',
  'vague-link-text',
  'beehiiv-size',
] as const;
export type ReadinessCheckId = (typeof READINESS_CHECK_IDS)[number];

/** One finding. Errors block "mark ready"; warnings do not. */
export const readinessCheckSchema = z.object({
  id: z.enum(READINESS_CHECK_IDS),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  /** The blocks the finding is about, when it can be tied to blocks. */
  blockIds: z.array(z.string()),
});
export type ReadinessCheck = z.output<typeof readinessCheckSchema>;

export const renderStatsSchema = z.object({
  bytes: z.number().int(),
  estimatedBytesAfterLinkRewriting: z.number().int(),
  links: z.number().int(),
  images: z.number().int(),
});
export type RenderStats = z.output<typeof renderStatsSchema>;

/** GET /newsletters/:id/render?workspaceId=…&checkLinks=true */
export const renderNewsletterQuerySchema = z.object({
  workspaceId: workspaceIdSchema,
  /** Fetch every link to find unreachable ones (slower; the panel asks for it on demand). */
  checkLinks: z
    .enum(['true', 'false'], { message: 'checkLinks must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});
export type RenderNewsletterQuery = z.input<typeof renderNewsletterQuerySchema>;

/** What Beehiiv receives (docs/decisions/0017): `body_content` and the fields sent beside it. */
export const beehiivRenderingSchema = z.object({
  /** The email's content column, inline styles only: no head, <style>, preheader or Outlook comments. */
  html: z.string(),
  bytes: z.number().int(),
  /** Sent as `email_settings.email_preview_text` (the preheader). */
  previewText: z.string(),
  subjectLine: z.string(),
  /** Sent as the post's `title`: the web post's and the archive's headline (the subject; never the internal name). */
  webTitle: z.string(),
  /** The first content image that is not an ad's, sent as the post's thumbnail. */
  thumbnailUrl: z.string().nullable(),
});
export type BeehiivRendering = z.output<typeof beehiivRenderingSchema>;

export const renderedNewsletterSchema = z.object({
  html: z.string(),
  text: z.string(),
  stats: renderStatsSchema,
  checks: z.array(readinessCheckSchema),
  /** The same newsletter as Beehiiv will send it. */
  beehiiv: beehiivRenderingSchema,
});
export type RenderedNewsletterResponse = z.output<typeof renderedNewsletterSchema>;

export const TEST_SEND_RECIPIENTS_MAX = 10;
/** Test sends per workspace in any rolling hour. */
export const TEST_SENDS_PER_HOUR = 10;

/** POST /newsletters/:id/test-send: to members of the workspace's team only. */
export const testSendBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  recipients: z
    .array(emailSchema)
    .min(1, { message: 'Add at least one address' })
    .max(TEST_SEND_RECIPIENTS_MAX, { message: `At most ${TEST_SEND_RECIPIENTS_MAX} addresses` }),
});
export type TestSendBody = z.input<typeof testSendBodySchema>;

export const testSendResultSchema = z.object({
  recipients: z.array(z.string()),
  /** Test sends left in the current hour after this one. */
  remainingThisHour: z.number().int(),
});
export type TestSendResult = z.output<typeof testSendResultSchema>;
