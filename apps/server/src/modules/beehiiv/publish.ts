import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { BeehiivError, type CreatePostInput } from '../../integrations/beehiiv';
import { AppError } from '../../lib/errors';
import { workspaceBeehiiv } from './connection';

export const PLAN_CANNOT_CREATE_POSTS = 'Your Beehiiv plan cannot create posts through the API; use Export';
export const POST_NOT_CREATED = 'Beehiiv could not create the post. Please try again, or use Export.';
export const POST_STILL_BUILDING = 'Beehiiv is still building the post; it will appear in Beehiiv shortly.';
/** How many times the post is looked up after creation (each after Beehiiv's Retry-After, at most 5 s). */
const MAX_POLLS = 10;
const MAX_POLL_WAIT_MS = 5_000;

export interface PublishResult {
  postId: string;
  previewUrl: string | null;
}

/**
 * Publishes a rendered newsletter to the workspace's linked Beehiiv publication (Max and Enterprise plans only).
 * Creation is asynchronous: Beehiiv answers 201 with an id, then 202 while it builds, or 404
 * POST_CREATION_FAILED. So the post counts as published only once it can be read back. The status is always
 * explicit (draft unless scheduling was confirmed): Beehiiv's old default published at once.
 */
export async function publishToBeehiiv(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  publicationId: string,
  input: CreatePostInput,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<PublishResult> {
  const beehiiv = await workspaceBeehiiv(db, config, scope);
  if (!beehiiv) throw new AppError(409, 'No Beehiiv API key found');
  try {
    const created = await beehiiv.client.createPost(publicationId, input);
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      const lookup = await beehiiv.client.getPost(publicationId, created.id);
      if (lookup.state === 'ready') return { postId: created.id, previewUrl: created.previewUrl ?? null };
      await sleep(Math.min(lookup.retryAfterMs, MAX_POLL_WAIT_MS));
    }
    throw new AppError(504, POST_STILL_BUILDING);
  } catch (err) {
    if (!(err instanceof BeehiivError)) throw err;
    if (err.code === 'plan_refused') throw new AppError(403, PLAN_CANNOT_CREATE_POSTS);
    if (err.code === 'creation_failed') throw new AppError(502, POST_NOT_CREATED);
    if (err.code === 'invalid_key') throw new AppError(422, 'Invalid Beehiiv API key');
    if (err.code === 'not_found') throw new AppError(404, 'Please sync your publication with newsletter');
    throw new AppError(503, 'Beehiiv could not be reached. Please try again in a minute.');
  }
}
