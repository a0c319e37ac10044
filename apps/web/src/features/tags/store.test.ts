import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fail, type MockHandler, mockAdapter, ok, signIn } from '../../../test/helpers';
import { http } from '../../shared/api/client';
import { tagMessages, useTagsStore } from './store';

const WORKSPACE = '0b9c1f6e-2a3d-4e5f-8a7b-9c0d1e2f3a4b';
const TAG_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const apiTag = { tagId: TAG_ID, name: 'Sports', color: '#ef4444', modelName: 'feed', modelType: 'content' };
const clientTag = {
  id: TAG_ID,
  label: 'Sports',
  color: '#ef4444',
  model: 'feed',
  model_type: 'content',
  value: TAG_ID,
};
const page = (results: unknown[]) => ({ results, count: results.length, page: 1, pageSize: 100, totalPages: 1 });

const originalAdapter = http.defaults.adapter;

function useServer(handler: MockHandler) {
  const mock = mockAdapter(handler);
  http.defaults.adapter = mock.adapter;
  return mock.calls;
}

beforeEach(() => {
  signIn();
  useTagsStore.getState().reset();
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
});

describe('tags store: fetch', () => {
  it('asks for page 1, size 100 of the workspace and maps the API shape', async () => {
    const calls = useServer(() => ok(page([apiTag])));
    const tags = await useTagsStore.getState().fetchTags(WORKSPACE);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('get');
    expect(calls[0]?.url).toBe('/tags/list');
    expect(calls[0]?.params).toEqual({ page: 1, pageSize: 100, workspaceId: WORKSPACE });
    expect(tags).toEqual([clientTag]);
    expect(useTagsStore.getState()).toMatchObject({
      tags: [clientTag],
      workspaceId: WORKSPACE,
      isLoading: false,
      error: null,
    });
  });

  it("rejects with the server's message and shows it in an error toast", async () => {
    const toastError = vi.spyOn(toast, 'error');
    useServer(() => fail(500, 'Database unavailable'));
    await expect(useTagsStore.getState().fetchTags(WORKSPACE)).rejects.toThrow('Database unavailable');
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Database unavailable', expect.objectContaining({ duration: 2500 }));
    expect(useTagsStore.getState().error).toBe('Database unavailable');
  });

  it("rejects with 'Failed to fetch tags' (and toasts it) when the answer is not meta.code 1 and has no message", async () => {
    const toastError = vi.spyOn(toast, 'error');
    useServer(() => ({ status: 200, data: { meta: { code: 0 }, data: null } }));
    await expect(useTagsStore.getState().fetchTags(WORKSPACE)).rejects.toThrow(tagMessages.fetch);
    expect(tagMessages.fetch).toBe('Failed to fetch tags');
    expect(toastError).toHaveBeenCalledWith('Failed to fetch tags', expect.objectContaining({ duration: 2500 }));
  });

  it('treats meta.code other than 1 as a failure even with HTTP 200', async () => {
    useServer(() => ({ status: 200, data: { meta: { code: 2, message: 'Workspace is archived' }, data: page([]) } }));
    await expect(useTagsStore.getState().fetchTags(WORKSPACE)).rejects.toThrow('Workspace is archived');
  });

  it("rejects with 'Failed to fetch tags' when there is no response at all", async () => {
    const toastError = vi.spyOn(toast, 'error');
    useServer(() => 'network');
    await expect(useTagsStore.getState().fetchTags(WORKSPACE)).rejects.toThrow('Failed to fetch tags');
    // One toast: the store's, not also the client's generic network toast.
    expect(toastError).toHaveBeenCalledTimes(1);
  });
});

describe('tags store: create, update, delete', () => {
  beforeEach(async () => {
    useServer(() => ok(page([apiTag])));
    await useTagsStore.getState().fetchTags(WORKSPACE);
  });

  it('creates a tag with the workspace and adds it to the list', async () => {
    const created = { ...apiTag, tagId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', name: 'Arts', color: '#8b5cf6' };
    const calls = useServer(() => ({
      status: 201,
      data: { meta: { code: 1, message: 'Tag created' }, data: created },
    }));
    const tag = await useTagsStore.getState().createTag(WORKSPACE, { name: 'Arts', color: '#8b5cf6' });

    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.url).toBe('/tags/');
    expect(calls[0] && bodyOf(calls[0])).toEqual({ name: 'Arts', color: '#8b5cf6', workspaceId: WORKSPACE });
    expect(tag).toMatchObject({ id: created.tagId, label: 'Arts', value: created.tagId });
    expect(useTagsStore.getState().tags.map((t) => t.label)).toEqual(['Sports', 'Arts']);
  });

  it('updates a tag in place', async () => {
    const calls = useServer(() => ok({ ...apiTag, name: 'Sport', color: '#10b981' }));
    await useTagsStore.getState().updateTag(WORKSPACE, TAG_ID, { name: 'Sport', color: '#10b981' });
    expect(calls[0]?.method).toBe('put');
    expect(calls[0]?.url).toBe(`/tags/${TAG_ID}/`);
    expect(useTagsStore.getState().tags).toEqual([{ ...clientTag, label: 'Sport', color: '#10b981' }]);
  });

  it('deletes a tag and drops it from the list', async () => {
    const calls = useServer(() => ok(null, 'Tag deleted'));
    await useTagsStore.getState().deleteTag(WORKSPACE, TAG_ID);
    expect(calls[0]?.method).toBe('delete');
    expect(calls[0]?.url).toBe(`/tags/${TAG_ID}/delete/`);
    expect(calls[0]?.params).toEqual({ workspaceId: WORKSPACE });
    expect(useTagsStore.getState().tags).toEqual([]);
  });

  it.each([
    [
      'createTag',
      'Failed to create tag',
      () => useTagsStore.getState().createTag(WORKSPACE, { name: 'X', color: '#000000' }),
    ],
    ['updateTag', 'Failed to update tag', () => useTagsStore.getState().updateTag(WORKSPACE, TAG_ID, { name: 'X' })],
    ['deleteTag', 'Failed to delete tag', () => useTagsStore.getState().deleteTag(WORKSPACE, TAG_ID)],
  ])('%s rejects with %s when the server gives no message, without a toast', async (_name, message, run) => {
    const toastError = vi.spyOn(toast, 'error');
    useServer(() => ({ status: 500, data: { meta: { code: 0 } } }));
    await expect(run()).rejects.toThrow(message);
    expect(toastError).not.toHaveBeenCalled();
    expect(useTagsStore.getState().tags).toEqual([clientTag]);
  });

  it.each([
    ['createTag', () => useTagsStore.getState().createTag(WORKSPACE, { name: 'Sports', color: '#000000' })],
    ['updateTag', () => useTagsStore.getState().updateTag(WORKSPACE, TAG_ID, { name: 'Sports' })],
    ['deleteTag', () => useTagsStore.getState().deleteTag(WORKSPACE, TAG_ID)],
  ])("%s rejects with the server's message", async (_name, run) => {
    useServer(() => fail(409, 'A tag with this name already exists'));
    await expect(run()).rejects.toThrow('A tag with this name already exists');
  });

  it('rejects a success status whose meta.code is not 1', async () => {
    useServer(() => ({ status: 200, data: { meta: { code: 0, message: 'Not saved' }, data: null } }));
    await expect(useTagsStore.getState().createTag(WORKSPACE, { name: 'X', color: '#000000' })).rejects.toThrow(
      'Not saved',
    );
  });
});

describe('tags store: workspace changes', () => {
  it('ignores a slow answer for a workspace the user has left', async () => {
    const other = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    useServer(async (config) => {
      if (config.params.workspaceId === WORKSPACE) {
        await firstHeld;
        return ok(page([apiTag]));
      }
      return ok(page([]));
    });
    const first = useTagsStore.getState().fetchTags(WORKSPACE);
    await useTagsStore.getState().fetchTags(other);
    releaseFirst();
    await first;
    expect(useTagsStore.getState()).toMatchObject({ workspaceId: other, tags: [] });
  });
});
