import { z } from 'zod';
import { workspaceIdSchema } from './common';
import { issueDateSchema } from './newsletters';

/** How many content items one drafted issue may be built from. */
export const AI_DRAFT_ITEMS_MAX = 20;

/**
 * POST /ai/drafts/: queue a newsletter draft built only from the chosen content items (articles and events). The
 * draft is added to the newsletter of `date` (started when the day has none).
 */
export const createAiDraftBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  date: issueDateSchema,
  itemIds: z
    .array(z.uuid({ message: 'itemIds must be valid ids' }))
    .min(1, { message: 'Choose at least one item' })
    .max(AI_DRAFT_ITEMS_MAX, { message: `Choose at most ${AI_DRAFT_ITEMS_MAX} items` }),
  toneId: z.uuid({ message: 'toneId must be a valid id' }).nullable().optional(),
});
export type CreateAiDraftBody = z.input<typeof createAiDraftBodySchema>;

export const aiDraftStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type AiDraftStatus = (typeof aiDraftStatuses)[number];

/** A drafted issue: where it stands, and once done which newsletter it went into and what was dropped. */
export const aiDraftSchema = z.object({
  id: z.uuid(),
  status: z.enum(aiDraftStatuses),
  date: z.string(),
  itemCount: z.number().int(),
  newsletterId: z.uuid().nullable(),
  blocksAdded: z.number().int(),
  /** What was left out: links the model made up, items it named that were not chosen. */
  warnings: z.array(z.string()),
  /** An AI error code (aiErrorMessages) when it failed. */
  errorCode: z.string().nullable(),
  createdAt: z.string(),
});
export type AiDraft = z.infer<typeof aiDraftSchema>;
