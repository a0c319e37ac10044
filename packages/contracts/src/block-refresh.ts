import { z } from 'zod';
import { workspaceIdSchema } from './common';
import { blockIdSchema } from './newsletter-document';
import { newsletterSchema } from './newsletters';

/** At most this many block ids in one refresh: more than a newsletter's feed blocks ever are. */
export const REFRESH_BLOCK_IDS_MAX = 500;

/**
 * How a feed block's source item stands in the content manager: `changed` (saved since the block was made; a
 * refresh takes the current version), `archived` (archived or rejected: kept as it is) or `missing` (deleted).
 */
export const blockSourceStates = ['changed', 'archived', 'missing'] as const;
export const blockSourceStateSchema = z.enum(blockSourceStates);
export type BlockSourceState = z.infer<typeof blockSourceStateSchema>;

/** One feed block whose source is no longer what the block shows. */
export const blockSourceChangeSchema = z.object({
  blockId: z.string(),
  state: blockSourceStateSchema,
  /** The source items behind the block (one; several for an "events" list), whose state is `state`. */
  sourceItemIds: z.array(z.string()),
  /** What a refresh would change on the card, as words ("title", "start", "address"…): empty when only saved. */
  changes: z.array(z.string()),
});
export type BlockSourceChange = z.output<typeof blockSourceChangeSchema>;

/** GET /newsletters/{id}/source-changes/?workspaceId: the feed blocks whose source changed, for that version. */
export const blockSourceChangesSchema = z.object({
  version: z.number().int(),
  blocks: z.array(blockSourceChangeSchema),
});
export type BlockSourceChanges = z.output<typeof blockSourceChangesSchema>;

/**
 * POST /newsletters/{id}/refresh-blocks/: takes the current version of the source items into the named feed blocks
 * (all changed ones when `blockIds` is absent), keeping each block's place, id and settings. `version` is the
 * version the editor holds; a stale one is refused (409) like a save.
 */
export const refreshBlocksBodySchema = z.object({
  workspaceId: workspaceIdSchema,
  version: z
    .number({ message: 'Version must be a whole number' })
    .int()
    .min(1, { message: 'Version must be 1 or more' }),
  blockIds: z
    .array(blockIdSchema)
    .min(1, { message: 'Name at least one block, or leave blockIds out to refresh all' })
    .max(REFRESH_BLOCK_IDS_MAX, { message: `At most ${REFRESH_BLOCK_IDS_MAX} blocks at once` })
    .optional(),
});
export type RefreshBlocksBody = z.input<typeof refreshBlocksBodySchema>;

export const refreshBlocksResultSchema = z.object({
  /** The newsletter after the refresh (the same version when nothing needed a refresh). */
  newsletter: newsletterSchema,
  /** The blocks that now show their source's current version. */
  refreshed: z.array(z.string()),
  /** Asked-for blocks left as they were: their source is archived or deleted. */
  notRefreshed: z.array(blockSourceChangeSchema),
});
export type RefreshBlocksResult = z.output<typeof refreshBlocksResultSchema>;
