import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { type BeehiivClient, BeehiivError, type CreatePostInput } from '../../integrations/beehiiv';
import { AppError } from '../../lib/errors';
import { workspaceBeehiiv } from './connection';

export const PLAN_CANNOT_CREATE_POSTS = 'Your Beehiiv plan cannot create posts through the API; use Export';
export const POST_NOT_CREATED = 'Beehiiv could not create the post. Please try again, or use Export.';
export const POST_STILL_BUILDING = 'Beehiiv is still building the post; it will appear in Beehiiv shortly.';
/** How many times the post is looked up after creation (each after Beehiiv's Retry-After, at most 5 s). */
const MAX_POLLS = 10;
const MAX_POLL_WAIT_MS = 5_000;
/** Beehiiv's clock and ours may differ a little: a post created this long before the claim still matches. */
const CLOCK_SLACK_SECONDS = 120;

export type Sleep = (ms: number) => Promise<void>;
const defaultSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PublishResult {
  postId: string;
  previewUrl: string | null;
}

/** Beehiiv's refusals as our errors. */
export function beehiivFailure(err: unknown): unknown {
  if (!(err instanceof BeehiivError)) return err;
  if (err.code === 'plan_refused') return new AppError(403, PLAN_CANNOT_CREATE_POSTS);
  if (err.code === 'creation_failed') return new AppError(502, POST_NOT_CREATED);
  if (err.code === 'invalid_key') return new AppError(422, 'Invalid Beehiiv API key');
  if (err.code === 'not_found') return new AppError(404, 'Please sync your publication with newsletter');
  return new AppError(503, 'Beehiiv could not be reached. Please try again in a minute.');
}

/**
 * Whether trying again cannot help: the plan, the key or the publication refuse, or Beehiiv failed to build this
 * post (a new attempt would be a new post, which the publisher should decide on). Timeouts, 429 and 5xx can.
 */
export function isPermanentBeehiivFailure(err: unknown): boolean {
  if (!(err instanceof AppError)) return false;
  return err.message === POST_NOT_CREATED || (err.statusCode >= 400 && err.statusCode < 500);
}

/** Creates the post (creation is asynchronous: the id is stable, the post is built in the background). */
export async function createBeehiivPost(
  client: BeehiivClient,
  publicationId: string,
  input: CreatePostInput,
): Promise<PublishResult> {
  try {
    const created = await client.createPost(publicationId, input);
    return { postId: created.id, previewUrl: created.previewUrl ?? null };
  } catch (err) {
    throw beehiivFailure(err);
  }
}

/** Polls the post until Beehiiv has built it (202 while building, 404 POST_CREATION_FAILED when it could not). */
export async function waitForBeehiivPost(
  client: BeehiivClient,
  publicationId: string,
  postId: string,
  sleep: Sleep = defaultSleep,
): Promise<void> {
  try {
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      const lookup = await client.getPost(publicationId, postId);
      if (lookup.state === 'ready') return;
      await sleep(Math.min(lookup.retryAfterMs, MAX_POLL_WAIT_MS));
    }
  } catch (err) {
    throw beehiivFailure(err);
  }
  throw new AppError(504, POST_STILL_BUILDING);
}

/**
 * A post titled `title` created since `sinceSeconds` (Unix seconds), if Beehiiv lists one: how a retry finds the
 * post an earlier attempt created but could not record. Beehiiv has no idempotency key and no field of ours on a
 * post, so the title and creation time are what identify it.
 */
export async function findRecentBeehiivPost(
  client: BeehiivClient,
  publicationId: string,
  title: string,
  sinceSeconds: number,
): Promise<string | null> {
  try {
    const page = await client.listPosts(publicationId, { status: 'all', limit: 100 });
    const match = page.posts.find((post) => post.title === title && post.created >= sinceSeconds - CLOCK_SLACK_SECONDS);
    return match?.id ?? null;
  } catch (err) {
    throw beehiivFailure(err);
  }
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
  sleep: Sleep = defaultSleep,
): Promise<PublishResult> {
  const beehiiv = await workspaceBeehiiv(db, config, scope);
  if (!beehiiv) throw new AppError(409, 'No Beehiiv API key found');
  const created = await createBeehiivPost(beehiiv.client, publicationId, input);
  await waitForBeehiivPost(beehiiv.client, publicationId, created.postId, sleep);
  return created;
}
