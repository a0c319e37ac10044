import { z } from 'zod';
import { workspaceIdSchema } from './common';

/** Where a newsletter's issues go at their scheduled minute. */
export const publishingKinds = ['beehiiv', 'mailchimp', 'kit', 'export'] as const;
export type PublishingKind = (typeof publishingKinds)[number];

export const PUBLISHING_KEY_MAX = 200;
const LIST_ID_MAX = 100;

/** GET and PUT /publishing-destination/: never the key, only its last four characters. */
export const publishingDestinationSchema = z.object({
  kind: z.enum(publishingKinds),
  /** The stored key's last four characters (Mailchimp, Kit; Beehiiv's own key for `beehiiv`), or null. */
  lastFour: z.string().nullable(),
  /** Mailchimp: the audience (list) id. */
  audienceId: z.string().nullable(),
  /** Mailchimp: a saved segment of the audience; Kit: a segment of subscribers. */
  segmentId: z.string().nullable(),
  /** Mailchimp: a tag (a static segment); Kit: a tag. */
  tagId: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PublishingDestination = z.infer<typeof publishingDestinationSchema>;

const optionalId = (name: string) =>
  z
    .string({ message: `${name} must be text` })
    .trim()
    .max(LIST_ID_MAX, { message: `${name} must be at most ${LIST_ID_MAX} characters` })
    .regex(/^[A-Za-z0-9_-]*$/, { message: `${name} must be letters, digits, - or _` })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * PUT /publishing-destination/. `apiKey` may be left out to keep the stored key of the same service; Mailchimp
 * needs an audience. The service checks the key with the vendor before storing it.
 */
export const putPublishingDestinationBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  kind: z.enum(publishingKinds, { message: 'kind must be beehiiv, mailchimp, kit or export' }),
  apiKey: z
    .string({ message: 'apiKey must be text' })
    .trim()
    .min(1, { message: 'apiKey must not be empty' })
    .max(PUBLISHING_KEY_MAX, { message: `apiKey must be at most ${PUBLISHING_KEY_MAX} characters` })
    .regex(/^[\x21-\x7e]+$/, { message: 'apiKey must be printable characters without spaces' })
    .optional(),
  audienceId: optionalId('audienceId'),
  segmentId: optionalId('segmentId'),
  tagId: optionalId('tagId'),
});
export type PutPublishingDestinationBody = z.input<typeof putPublishingDestinationBodySchema>;

/** GET /publishing-destination/figures/: the last issues sent with Mailchimp or Kit, with that service's figures. */
export const sentIssueFiguresSchema = z.object({
  newsletterId: z.uuid(),
  issueDate: z.string(),
  subject: z.string(),
  publishedAt: z.string(),
  recipients: z.number().int(),
  delivered: z.number().int(),
  uniqueOpens: z.number().int(),
  clicks: z.number().int(),
  uniqueClicks: z.number().int(),
});
export type SentIssueFigures = z.infer<typeof sentIssueFiguresSchema>;

export const destinationProblemCodes = ['invalid_key', 'plan_refused', 'rate_limited', 'unavailable'] as const;

export const destinationFiguresSchema = z.object({
  kind: z.enum(publishingKinds),
  /** Why figures could not be read (the dashboard's codes), with what to do; null when they were. */
  problem: z.object({ code: z.enum(destinationProblemCodes), message: z.string() }).nullable(),
  issues: z.array(sentIssueFiguresSchema),
});
export type DestinationFigures = z.infer<typeof destinationFiguresSchema>;
