import { type CreateTagBody, paginated, type Tag, tagSchema, type UpdateTagBody } from '@newsletter-os/contracts';
import { z } from 'zod';
import { type ApiResponse, http } from '../../shared/api/client';
import { NETWORK_ERROR_MESSAGE } from '../../shared/api/errors';
import { isHttpError } from '../../shared/api/request';
import { showError } from '../../shared/toast';
import { TAGS_PAGE, TAGS_PAGE_SIZE } from './query-keys';

/** A tag as the client uses it (docs/product-spec.md section 3 "Tag"): value equals id so it can feed a select directly. */
export interface TagOption {
  id: string;
  label: string;
  color: string;
  model: string;
  model_type: string;
  value: string;
}

export type TagInput = Omit<CreateTagBody, 'workspaceId'>;
export type TagChanges = Omit<UpdateTagBody, 'workspaceId'>;

/** The rejection texts of docs/product-spec.md section 4 "Tags store", used when the server gives no message. */
export const tagMessages = {
  fetch: 'Failed to fetch tags',
  create: 'Failed to create tag',
  update: 'Failed to update tag',
  delete: 'Failed to delete tag',
} as const;

const TAGS_FETCH_TOAST_ID = 'tags-fetch-error';

export function toTagOption(tag: Tag): TagOption {
  return {
    id: tag.tagId,
    label: tag.name,
    color: tag.color,
    model: tag.modelName,
    model_type: tag.modelType,
    value: tag.tagId,
  };
}

const enveloped = z.object({
  meta: z.object({ code: z.number(), message: z.string().optional() }),
  data: z.unknown(),
});

function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { message, meta } = body as { message?: unknown; meta?: { message?: unknown } };
  for (const candidate of [message, meta?.message]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}

/** A failed tag call: the message to show and, when the server answered, its HTTP status (409: the name is taken). */
export class TagRequestError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TagRequestError';
  }
}

/**
 * Runs a tag call: it succeeds only on meta.code 1 with the expected data; any other outcome rejects with the
 * server's message or `fallback`. Calls are silent: the callers decide how to show the failure.
 */
async function tagCall<T extends z.ZodType>(
  send: () => Promise<ApiResponse>,
  data: T,
  fallback: string,
): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = (await send()).data;
  } catch (error) {
    // No answer at all is a connection problem, not a refused tag: say so, as every other screen does.
    if (isHttpError(error) && !error.response) throw new TagRequestError(NETWORK_ERROR_MESSAGE);
    const message = (isHttpError(error) && serverMessage(error.response?.data)) || fallback;
    throw new TagRequestError(message, isHttpError(error) ? error.response?.status : undefined);
  }
  const outer = enveloped.safeParse(body);
  if (!outer.success || outer.data.meta.code !== 1) throw new TagRequestError(serverMessage(body) ?? fallback);
  const parsed = data.safeParse(outer.data.data);
  if (!parsed.success) throw new TagRequestError(fallback);
  return parsed.data;
}

/** The workspace's tags (page 1, size 100). A failure is also shown in an error toast (docs/product-spec.md section 4). */
export async function fetchTags(workspaceId: string, signal?: AbortSignal): Promise<TagOption[]> {
  try {
    const page = await tagCall(
      () =>
        http.get('/tags/list', {
          params: { page: TAGS_PAGE, pageSize: TAGS_PAGE_SIZE, workspaceId },
          signal,
          silent: true,
        }),
      paginated(tagSchema),
      tagMessages.fetch,
    );
    return page.results.map(toTagOption);
  } catch (error) {
    // A request the cache cancelled (the user moved on) is not a failure to report.
    if (signal?.aborted) throw error;
    showError(error instanceof Error ? error.message : tagMessages.fetch, TAGS_FETCH_TOAST_ID);
    throw error;
  }
}

export async function createTag(workspaceId: string, input: TagInput): Promise<TagOption> {
  const tag = await tagCall(
    () => http.post('/tags/', { ...input, workspaceId }, { silent: true }),
    tagSchema,
    tagMessages.create,
  );
  return toTagOption(tag);
}

export async function updateTag(workspaceId: string, id: string, changes: TagChanges): Promise<TagOption> {
  const tag = await tagCall(
    () => http.put(`/tags/${id}/`, { ...changes, workspaceId }, { silent: true }),
    tagSchema,
    tagMessages.update,
  );
  return toTagOption(tag);
}

export async function deleteTag(workspaceId: string, id: string): Promise<void> {
  await tagCall(
    () => http.delete(`/tags/${id}/delete/`, { params: { workspaceId }, silent: true }),
    z.null(),
    tagMessages.delete,
  );
}
