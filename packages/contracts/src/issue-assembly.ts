import { z } from 'zod';
import { adPositionSchema } from './ad-sales';
import { workspaceIdSchema } from './common';
import { issueDateSchema } from './newsletters';

// "Assemble this issue": the day's issue from what is ready (stories, events, booked ads), in one save.

/** How many of each kind an assembly picks by default. */
export const ASSEMBLE_STORIES_MAX = 6;
export const ASSEMBLE_EVENTS_MAX = 8;
/** How many ids one request may name (candidates are listed up to these bounds too). */
export const ASSEMBLE_ITEMS_MAX = 40;
export const ASSEMBLE_BOOKINGS_MAX = 20;

/** GET /newsletters/assemble/candidates/?workspaceId&date */
export const assembleCandidatesQuerySchema = z.object({ workspaceId: workspaceIdSchema, date: issueDateSchema });
export type AssembleCandidatesQuery = z.input<typeof assembleCandidatesQuerySchema>;

const candidateBase = {
  id: z.uuid(),
  title: z.string(),
  /** Set for what the assembly takes unless told otherwise. */
  picked: z.boolean(),
  /** Why it was left out; absent when picked. */
  reason: z.string().optional(),
};

export const assembleArticleCandidateSchema = z.object({
  ...candidateBase,
  /** rss | original | ugc */
  feedType: z.string(),
  publishedAt: z.string(),
  source: z.string().nullable(),
});
export const assembleEventCandidateSchema = z.object({
  ...candidateBase,
  startsAt: z.string().nullable(),
  venue: z.string().nullable(),
});
export const assembleAdCandidateSchema = z.object({
  ...candidateBase,
  /** The product's position, where the ad goes in the issue. */
  position: adPositionSchema,
  productName: z.string(),
  businessName: z.string(),
});

/** The text the assembly will write when the issue has none yet (what it would be without the assistant). */
export const assembleTextSchema = z.object({
  subject: z.string(),
  preheader: z.string(),
  /** The web title the issue will have: its own, else the subject (set on the issue when it has none). */
  webTitle: z.string(),
  /** Whether the assistant will write the intro, subject and preheader (a key is set and the assistant is on). */
  assistant: z.boolean(),
});

export const assembleCandidatesSchema = z.object({
  date: z.string(),
  /** The events window: from the issue's day up to (not including) the next issue day. */
  eventsUntil: z.string(),
  /** The last issue that went out before this one, whose day starts the stories' window (null: none yet). */
  since: z.string().nullable(),
  articles: z.array(assembleArticleCandidateSchema),
  events: z.array(assembleEventCandidateSchema),
  ads: z.array(assembleAdCandidateSchema),
  text: assembleTextSchema,
  /** Who ordered the stories: the assistant (a key is set) or newest first (none, or the model failed). */
  storiesOrder: z.enum(['assistant', 'newest']),
  /** What did not go as asked, e.g. the assistant could not rank the stories. */
  warnings: z.array(z.string()),
});
export type AssembleCandidates = z.infer<typeof assembleCandidatesSchema>;
export type AssembleArticleCandidate = z.infer<typeof assembleArticleCandidateSchema>;
export type AssembleEventCandidate = z.infer<typeof assembleEventCandidateSchema>;
export type AssembleAdCandidate = z.infer<typeof assembleAdCandidateSchema>;

/** POST /newsletters/assemble/ — omitted ids mean "what the candidates marked picked". */
export const createAssemblyBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  date: issueDateSchema,
  itemIds: z
    .array(z.uuid({ message: 'itemIds must be valid ids' }))
    .max(ASSEMBLE_ITEMS_MAX, { message: `Choose at most ${ASSEMBLE_ITEMS_MAX} items` })
    .optional(),
  bookingIds: z
    .array(z.uuid({ message: 'bookingIds must be valid ids' }))
    .max(ASSEMBLE_BOOKINGS_MAX, { message: `Choose at most ${ASSEMBLE_BOOKINGS_MAX} bookings` })
    .optional(),
  /** null: no tone; left out: the workspace's default tone. */
  toneId: z.uuid({ message: 'toneId must be a valid id' }).nullable().optional(),
});
export type CreateAssemblyBody = z.input<typeof createAssemblyBodySchema>;

export const assemblyStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type AssemblyStatus = (typeof assemblyStatuses)[number];

/** 202 answer of POST /newsletters/assemble/ */
export const assemblyStartedSchema = z.object({ id: z.uuid(), status: z.enum(assemblyStatuses) });
export type AssemblyStarted = z.infer<typeof assemblyStartedSchema>;

/** GET /newsletters/assemble/{id}/?workspaceId */
export const assemblySchema = z.object({
  id: z.uuid(),
  status: z.enum(assemblyStatuses),
  date: z.string(),
  newsletterId: z.uuid().nullable(),
  /** How many of each kind were added (what the issue already had is not added again). */
  added: z.object({ articles: z.number().int(), events: z.number().int(), ads: z.number().int() }),
  warnings: z.array(z.string()),
});
export type Assembly = z.infer<typeof assemblySchema>;
