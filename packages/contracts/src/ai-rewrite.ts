import { z } from 'zod';
import { workspaceIdSchema } from './common';

export const REWRITE_TEXT_MAX = 20_000;
export const REWRITE_INSTRUCTIONS_MAX = 500;

export const rewriteLengths = ['shorter', 'same', 'longer'] as const;
export type RewriteLength = (typeof rewriteLengths)[number];
export const rewriteLengthLabels: Record<RewriteLength, string> = {
  shorter: 'Shorter',
  same: 'About the same length',
  longer: 'Longer',
};

const instructionsSchema = z
  .string()
  .trim()
  .max(REWRITE_INSTRUCTIONS_MAX, { message: `Instructions must be at most ${REWRITE_INSTRUCTIONS_MAX} characters` })
  .optional();

const toneIdSchema = z.uuid({ message: 'toneId must be a valid id' }).nullable().optional();

/**
 * POST /ai/rewrite: rewrites a content item (its text) or a given text in a tone. Exactly one of `text` and
 * `contentItemId`. No tone id: the default tone (if any); null: no tone.
 */
export const rewriteBodySchema = z
  .object({
    workspaceId: workspaceIdSchema,
    text: z
      .string()
      .trim()
      .min(1, { message: 'Text is required' })
      .max(REWRITE_TEXT_MAX, { message: `Text must be at most ${REWRITE_TEXT_MAX} characters` })
      .optional(),
    contentItemId: z.uuid({ message: 'contentItemId must be a valid id' }).optional(),
    toneId: toneIdSchema,
    length: z.enum(rewriteLengths, { message: 'Length must be shorter, same or longer' }).default('same'),
    instructions: instructionsSchema,
  })
  .refine((body) => (body.text === undefined) !== (body.contentItemId === undefined), {
    message: 'Give either text or contentItemId',
    path: ['text'],
  });
export type RewriteBody = z.input<typeof rewriteBodySchema>;

export const rewriteFactKinds = ['number', 'date', 'url', 'quote'] as const;
export type RewriteFactKind = (typeof rewriteFactKinds)[number];

/**
 * What the server checked once a rewrite finished: facts of the source (numbers, dates, URLs, quotes) the rewrite
 * no longer contains, and banned terms of the tone it uses. Sent as the stream's `data-checks` part.
 */
export const rewriteChecksSchema = z.object({
  missingFacts: z.array(z.object({ kind: z.enum(rewriteFactKinds), value: z.string() })),
  bannedTerms: z.array(z.string()),
  passed: z.boolean(),
});
export type RewriteChecks = z.infer<typeof rewriteChecksSchema>;

/** POST /ai/rewrite/event: a new title and description for an event; its facts always come from the event itself. */
export const rewriteEventBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  eventId: z.uuid({ message: 'eventId must be a valid id' }),
  toneId: toneIdSchema,
  instructions: instructionsSchema,
});
export type RewriteEventBody = z.input<typeof rewriteEventBodySchema>;

export const rewrittenEventSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** From the event row, never generated. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  price: z.string().nullable(),
  checks: rewriteChecksSchema,
});
export type RewrittenEvent = z.infer<typeof rewrittenEventSchema>;
