import { z } from 'zod';
import { emailSchema } from './auth';
import { inPublisherWindow, isCalendarDate, outsideWindowMessage } from './calendar-date';
import { lineText, pageQuerySchema, paginated, text, workspaceIdSchema } from './common';
import { feedItemSchema, feedItemTagSchema } from './feeds';
import { dateTimeSchema, httpUrlSchema, idListSchema, optionalField, webLinkSchema } from './form-fields';

// ---- public portal pages (/ugc, /event, /ad) ----

/** The query every portal endpoint takes: the signed link (or status) token. */
export const portalTokenQuerySchema = z.object({
  token: z.string().min(1, { message: 'token is required' }).max(4000, { message: 'token is too long' }),
});

export const publicPortalKinds = ['ugc', 'events', 'ads'] as const;
export type PublicPortalKind = (typeof publicPortalKinds)[number];

/** GET /portal/: what the public page shows. Branding comes from the database, never from the token. */
export const portalInfoSchema = z.object({
  kind: z.enum(publicPortalKinds),
  workspaceName: z.string(),
  logoUrl: z.string().nullable(),
  brandColor: z.string().nullable(),
  /** The newsletter's IANA time zone: an event's times are entered and shown in it. */
  timeZone: z.string(),
  business: z.object({ id: z.uuid(), name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  /** Signed render time: a form sent sooner than `minFillSeconds` after it is refused. */
  formToken: z.string(),
  minFillSeconds: z.number().int(),
  maxImageBytes: z.number().int(),
});
export type PortalInfo = z.infer<typeof portalInfoSchema>;

/** GET /portal/challenge/: an ALTCHA proof-of-work challenge, as the widget reads it (no envelope). */
export const portalChallengeSchema = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});

/** Accepted image types of public forms (checked by magic bytes on the server; HEIC is refused with a message). */
export const PORTAL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PORTAL_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PORTAL_TEXT_MAX = 5000;

/** The anti-spam fields every public form sends: the honeypot `website`, the signed form token, the ALTCHA proof. */
export const spamFieldsShape = {
  /** Hidden from people; anything in it marks a bot. */
  website: z.string().max(500).optional(),
  formToken: z.string().min(1, { message: 'formToken is required: reload the page' }).max(2000),
  altcha: z.string().min(1, { message: 'Complete the anti-spam check' }).max(10_000),
};

const submitterShape = {
  submitterName: lineText(100, 'Your name'),
  submitterEmail: emailSchema,
};

const imageAlt = optionalField(lineText(300, 'Image description'));

/** Alt text is required with an image (checked where the image is known, so it names the field). */
export const IMAGE_ALT_REQUIRED = 'Describe the image for readers who cannot see it';

export const publicUgcFieldsShape = {
  title: lineText(200, 'Title'),
  text: text(PORTAL_TEXT_MAX, 'Your story'),
  imageAlt,
  ...submitterShape,
};

export const publicEventFieldsShape = {
  title: lineText(200, 'Event name'),
  description: text(PORTAL_TEXT_MAX, 'Description'),
  eventStartsAt: dateTimeSchema,
  eventEndsAt: optionalField(dateTimeSchema),
  venue: lineText(200, 'Venue or location'),
  address: optionalField(lineText(500, 'Address')),
  price: optionalField(lineText(50, 'Price')),
  link: optionalField(httpUrlSchema),
  imageAlt,
  ...submitterShape,
};

/** The issue days of a self-serve booking as the form sends them: "2026-12-01,2026-12-03" (distinct, sorted). */
export const AD_FORM_DAYS_MAX = 60;
const adDaysField = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const days = [
      ...new Set(
        value
          .split(',')
          .map((d) => d.trim())
          .filter(Boolean),
      ),
    ].sort();
    const bad = days.find((d) => !isCalendarDate(d));
    const outside = days.find((d) => !inPublisherWindow(d));
    if (days.length === 0) ctx.addIssue({ code: 'custom', message: 'Pick at least one day' });
    else if (bad) ctx.addIssue({ code: 'custom', message: `"${bad}" is not a day such as 2026-05-01` });
    else if (outside) ctx.addIssue({ code: 'custom', message: `"${outside}": ${outsideWindowMessage()}` });
    else if (days.length > AD_FORM_DAYS_MAX) {
      ctx.addIssue({ code: 'custom', message: `Pick at most ${AD_FORM_DAYS_MAX} days` });
    }
    return days;
  });

export const publicAdFieldsShape = {
  /** A self-serve booking: the ad product and its issue days (both or neither). */
  productId: optionalField(z.uuid({ message: 'Choose an ad product' })),
  dates: optionalField(adDaysField),
  businessName: lineText(200, 'Business'),
  headline: lineText(200, 'Headline'),
  text: text(2000, 'Ad text'),
  link: httpUrlSchema,
  adStartsAt: dateTimeSchema,
  adEndsAt: optionalField(dateTimeSchema),
  imageAlt,
  ...submitterShape,
};

interface Range {
  start?: unknown;
  end?: unknown;
}
function endNotBeforeStart({ start, end }: Range): boolean {
  return !(start instanceof Date && end instanceof Date) || end.getTime() >= start.getTime();
}

/** The submitter's fields of each public form (without the anti-spam fields): also what an edit sends. */
export const publicUgcFieldsSchema = z.object(publicUgcFieldsShape);
export const publicEventFieldsSchema = z
  .object(publicEventFieldsShape)
  .refine((v) => endNotBeforeStart({ start: v.eventStartsAt, end: v.eventEndsAt }), {
    message: 'The event cannot end before it starts',
    path: ['eventEndsAt'],
  });
export const publicAdFieldsSchema = z
  .object(publicAdFieldsShape)
  .refine((v) => endNotBeforeStart({ start: v.adStartsAt, end: v.adEndsAt }), {
    message: 'The ad cannot end before it starts',
    path: ['adEndsAt'],
  })
  .refine((v) => !v.productId || (v.dates?.length ?? 0) > 0, { message: 'Pick at least one day', path: ['dates'] })
  .refine((v) => !v.dates || Boolean(v.productId), { message: 'Choose an ad product', path: ['productId'] });
export type PublicUgcFields = z.output<typeof publicUgcFieldsSchema>;
export type PublicEventFields = z.output<typeof publicEventFieldsSchema>;
export type PublicAdFields = z.output<typeof publicAdFieldsSchema>;

export const publicFieldsSchemas = {
  ugc: publicUgcFieldsSchema,
  events: publicEventFieldsSchema,
  ads: publicAdFieldsSchema,
} as const;

/** The anti-spam fields, checked before the submitter's fields. */
export const spamFieldsSchema = z.object(spamFieldsShape);

// ---- submissions and their status ----

/**
 * pending → approved | rejected | needs_changes (staff); needs_changes → pending (the submitter edits);
 * pending | needs_changes | approved → withdrawn (the submitter or partner withdraws).
 * A paid self-serve ad starts awaiting_payment (out of the queue) → pending once Stripe confirms the payment, or
 * → withdrawn when the Checkout session expires unpaid.
 */
export const submissionStatuses = [
  'pending',
  'needs_changes',
  'approved',
  'rejected',
  'withdrawn',
  'awaiting_payment',
] as const;
export const submissionStatusSchema = z.enum(submissionStatuses);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;

export const SUBMISSION_STATUS_LABELS: Readonly<Record<SubmissionStatus, string>> = {
  pending: 'Pending review',
  needs_changes: 'Needs changes',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  awaiting_payment: 'Awaiting payment',
};

/** POST /feeds-ugc-public/, /feeds-events-public/, /feeds-ads-public/ (201). */
export const submissionReceiptSchema = z.object({
  trackingId: z.string(),
  /** The private status link (a capability URL): keep it to follow, edit or withdraw the submission. */
  statusUrl: z.string(),
  status: submissionStatusSchema,
  /** A paid self-serve ad: Stripe's hosted payment page (status awaiting_payment until paid). */
  checkoutUrl: z.string().optional(),
});
export type SubmissionReceipt = z.infer<typeof submissionReceiptSchema>;

export const submissionHistoryEntrySchema = z.object({
  from: submissionStatusSchema.nullable(),
  to: submissionStatusSchema,
  reason: z.string().nullable(),
  /** Staff name, "You" (the submitter) or the partner's name. */
  by: z.string(),
  at: z.string(),
});
export type SubmissionHistoryEntry = z.infer<typeof submissionHistoryEntrySchema>;

/** GET /submission-status/: what the submitter sees through the status link. */
export const submissionStatusViewSchema = z.object({
  trackingId: z.string(),
  kind: z.enum(publicPortalKinds),
  status: submissionStatusSchema,
  reason: z.string().nullable(),
  workspaceName: z.string(),
  logoUrl: z.string().nullable(),
  /** The newsletter's IANA time zone, in which an event's times are edited. */
  timeZone: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  canEdit: z.boolean(),
  canWithdraw: z.boolean(),
  /** The submitted fields, as the form names them, to prefill an edit. */
  fields: z.record(z.string(), z.string().nullable()),
  imageUrl: z.string().nullable(),
  history: z.array(submissionHistoryEntrySchema),
  /**
   * A self-serve ad's payment (null otherwise): what was paid and, once refunded, when — days are calendar dates
   * in the newsletter's zone ("Refunded $150.00 on 3 Dec").
   */
  payment: z
    .object({
      status: z.enum(['awaiting_payment', 'paid', 'expired', 'refunded', 'mismatch']),
      amountCents: z.number().int(),
      currency: z.string(),
      paidOn: z.string().nullable(),
      refundedOn: z.string().nullable(),
    })
    .nullable(),
});
export type SubmissionStatusView = z.infer<typeof submissionStatusViewSchema>;
export type SubmissionStatusPayment = NonNullable<SubmissionStatusView['payment']>;

// ---- moderation (content manager) ----

export const moderationActions = ['approve', 'reject', 'needs_changes'] as const;
export const moderationActionSchema = z.enum(moderationActions, {
  message: `Use one of ${moderationActions.join(', ')}`,
});
export type ModerationAction = z.infer<typeof moderationActionSchema>;

/** Reason templates offered with reject and "needs changes" (free text may follow). */
export const REJECTION_REASONS = [
  'Outside our coverage area',
  'Duplicate of an item we already have',
  'Not suitable for this newsletter',
  'Missing details (date, place or contact)',
  'Looks like spam or advertising',
] as const;

export const moderateBodySchema = z
  .object({
    workspaceId: workspaceIdSchema,
    action: moderationActionSchema,
    reason: optionalField(text(1000, 'Reason')),
  })
  .refine((v) => v.action === 'approve' || Boolean(v.reason), {
    message: 'Give a reason: the submitter reads it',
    path: ['reason'],
  });
export type ModerateBody = z.input<typeof moderateBodySchema>;

export const moderationViews = ['open', ...submissionStatuses] as const;
export const moderationQuerySchema = pageQuerySchema.extend({
  workspaceId: workspaceIdSchema,
  /** open = pending and needs changes (the queue). */
  status: z.enum(moderationViews, { message: `Use one of ${moderationViews.join(', ')}` }).default('open'),
});
export type ModerationQuery = z.input<typeof moderationQuerySchema>;

export const submissionOrigins = ['ugc', 'events', 'ads', 'partner'] as const;

export const moderationItemSchema = z.object({
  id: z.uuid(),
  trackingId: z.string(),
  origin: z.enum(submissionOrigins),
  status: submissionStatusSchema,
  reason: z.string().nullable(),
  submitterName: z.string().nullable(),
  submitterEmail: z.string().nullable(),
  imageAlt: z.string().nullable(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  item: feedItemSchema,
  history: z.array(submissionHistoryEntrySchema),
  /** A self-serve ad paid online (what rejecting it refunds); null for every other submission. */
  payment: z
    .object({
      amountCents: z.number().int(),
      currency: z.string(),
      status: z.enum(['awaiting_payment', 'paid', 'expired', 'refunded', 'mismatch']),
    })
    .nullable(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export type ModerationPayment = NonNullable<ModerationItem['payment']>;

export const blockReasons = [
  'rate_limit_ip',
  'rate_limit_link',
  'honeypot',
  'too_fast',
  'stale_form',
  'proof_of_work',
  'replay',
] as const;
export type BlockReason = (typeof blockReasons)[number];

export const BLOCK_REASON_LABELS: Readonly<Record<BlockReason, string>> = {
  rate_limit_ip: 'Too many from one address',
  rate_limit_link: 'Too many through one link',
  honeypot: 'Hidden field filled (bot)',
  too_fast: 'Sent too fast',
  stale_form: 'Form too old',
  proof_of_work: 'Anti-spam check failed',
  replay: 'Anti-spam check reused',
};

/** GET /submissions/: a page of the queue, counts per open status, and blocked submissions (last 30 days). */
export const moderationPageSchema = paginated(moderationItemSchema).extend({
  counts: z.object({ pending: z.number().int(), needs_changes: z.number().int() }),
  blocked: z.array(z.object({ reason: z.enum(blockReasons), count: z.number().int() })),
});
export type ModerationPage = z.infer<typeof moderationPageSchema>;

export const moderationResultSchema = moderationItemSchema;

// ---- partner content (signed-in partners; also admins and managers) ----

/** GET /partner-content/upload/ (the spec names the workspace `workspace_id` here). */
export const partnerUploadQuerySchema = z.object({ workspace_id: workspaceIdSchema });
export const partnerUploadTagsSchema = z.object({ tags: z.array(feedItemTagSchema) });

/** POST /partner-content/upload/ (multipart: these fields and an optional `image`). */
export const partnerUploadFieldsSchema = z.object({
  workspaceId: workspaceIdSchema,
  title: lineText(200, 'Title'),
  summary: optionalField(text(1000, 'Summary')),
  text: text(PORTAL_TEXT_MAX, 'Text'),
  link: optionalField(webLinkSchema),
  imageAlt,
  tagIds: optionalField(idListSchema(20, 'tags')),
});
export type PartnerUploadFields = z.input<typeof partnerUploadFieldsSchema>;

export const partnerUploadResultSchema = z.object({ trackingId: z.string(), status: submissionStatusSchema });
export type PartnerUploadResult = z.infer<typeof partnerUploadResultSchema>;

export const PARTNER_HISTORY_PAGE_SIZE = 20;
export const partnerListQuerySchema = pageQuerySchema.extend({
  workspaceId: workspaceIdSchema,
  pageSize: z.coerce.number().int().min(1).max(100).default(PARTNER_HISTORY_PAGE_SIZE),
  search: optionalField(z.string().trim().max(200, { message: 'Search must be at most 200 characters' })),
});
export type PartnerListQuery = z.input<typeof partnerListQuerySchema>;

export const partnerUploadSchema = z.object({
  trackingId: z.string(),
  title: z.string(),
  status: submissionStatusSchema,
  reason: z.string().nullable(),
  imageUrl: z.string().nullable(),
  tags: z.array(feedItemTagSchema),
  submittedAt: z.string(),
  updatedAt: z.string(),
});
export type PartnerUpload = z.infer<typeof partnerUploadSchema>;
export const partnerUploadPageSchema = paginated(partnerUploadSchema);

/** DELETE /partner-content/delete/ with trackingId (and the workspace, when the client knows it). */
export const partnerDeleteQuerySchema = z.object({
  trackingId: z
    .string()
    .trim()
    .regex(/^[A-Z0-9-]{6,32}$/, { message: 'trackingId is not valid' }),
  workspaceId: workspaceIdSchema.optional(),
});
