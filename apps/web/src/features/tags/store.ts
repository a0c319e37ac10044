import { type CreateTagBody, paginated, type Tag, tagSchema, type UpdateTagBody } from '@newsletter-os/contracts';
import { type AxiosResponse, isAxiosError } from 'axios';
import { z } from 'zod';
import { create } from 'zustand';
import { http } from '../../shared/api/client';
import { onAuthCleared } from '../../shared/storage';
import { showError } from '../../shared/toast';

/** A tag as the client uses it (spec section 3 "Tag"): value equals id so it can feed a select directly. */
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

/** Tags fetch: page 1, size 100 (spec section 9). */
export const TAGS_PAGE = 1;
export const TAGS_PAGE_SIZE = 100;

/** The rejection texts of spec section 4 "Tags store", used when the server gives no message. */
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
 * server's message or `fallback`. Calls are silent: the store's callers decide how to show the failure.
 */
async function tagCall<T extends z.ZodType>(
  send: () => Promise<AxiosResponse<unknown>>,
  data: T,
  fallback: string,
): Promise<z.output<T>> {
  let body: unknown;
  try {
    body = (await send()).data;
  } catch (error) {
    const message = (isAxiosError(error) && serverMessage(error.response?.data)) || fallback;
    throw new TagRequestError(message, isAxiosError(error) ? error.response?.status : undefined);
  }
  const outer = enveloped.safeParse(body);
  if (!outer.success || outer.data.meta.code !== 1) throw new TagRequestError(serverMessage(body) ?? fallback);
  const parsed = data.safeParse(outer.data.data);
  if (!parsed.success) throw new TagRequestError(fallback);
  return parsed.data;
}

interface TagsState {
  tags: TagOption[];
  /** The workspace the list belongs to. */
  workspaceId: string | null;
  isLoading: boolean;
  error: string | null;
  fetchTags: (workspaceId: string) => Promise<TagOption[]>;
  createTag: (workspaceId: string, input: TagInput) => Promise<TagOption>;
  updateTag: (workspaceId: string, id: string, changes: TagChanges) => Promise<TagOption>;
  deleteTag: (workspaceId: string, id: string) => Promise<void>;
  reset: () => void;
}

const initialState = { tags: [], workspaceId: null, isLoading: false, error: null };

// Each fetch gets a number; only the latest may write its result, so a slow answer for a workspace the user has
// already left never overwrites the current one.
let latestFetch = 0;

export const useTagsStore = create<TagsState>()((set, get) => ({
  ...initialState,

  async fetchTags(workspaceId) {
    const fetchNumber = ++latestFetch;
    set((state) => ({
      isLoading: true,
      error: null,
      workspaceId,
      tags: state.workspaceId === workspaceId ? state.tags : [],
    }));
    try {
      const page = await tagCall(
        () =>
          http.get('/tags/list', {
            params: { page: TAGS_PAGE, pageSize: TAGS_PAGE_SIZE, workspaceId },
            silent: true,
          }),
        paginated(tagSchema),
        tagMessages.fetch,
      );
      const tags = page.results.map(toTagOption);
      if (fetchNumber === latestFetch) set({ tags, isLoading: false });
      return tags;
    } catch (error) {
      const message = error instanceof Error ? error.message : tagMessages.fetch;
      if (fetchNumber === latestFetch) set({ isLoading: false, error: message });
      showError(message, TAGS_FETCH_TOAST_ID);
      throw error;
    }
  },

  async createTag(workspaceId, input) {
    const tag = toTagOption(
      await tagCall(
        () => http.post('/tags/', { ...input, workspaceId }, { silent: true }),
        tagSchema,
        tagMessages.create,
      ),
    );
    if (get().workspaceId === workspaceId) set((state) => ({ tags: [...state.tags, tag] }));
    return tag;
  },

  async updateTag(workspaceId, id, changes) {
    const tag = toTagOption(
      await tagCall(
        () => http.put(`/tags/${id}/`, { ...changes, workspaceId }, { silent: true }),
        tagSchema,
        tagMessages.update,
      ),
    );
    if (get().workspaceId === workspaceId) {
      set((state) => ({ tags: state.tags.map((existing) => (existing.id === id ? tag : existing)) }));
    }
    return tag;
  },

  async deleteTag(workspaceId, id) {
    await tagCall(
      () => http.delete(`/tags/${id}/delete/`, { params: { workspaceId }, silent: true }),
      z.null(),
      tagMessages.delete,
    );
    if (get().workspaceId === workspaceId) set((state) => ({ tags: state.tags.filter((tag) => tag.id !== id) }));
  },

  reset() {
    latestFetch += 1;
    set(initialState);
  },
}));

// Tags belong to the signed-in user's workspace: drop them with the session.
onAuthCleared(() => useTagsStore.getState().reset());
