import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fail, type MockHandler, mockApi, ok, signIn } from '../../../test/helpers';
import { contentKeys } from '../../shared/query-keys';
import { tagMessages } from './api';
import { tagKeys } from './query-keys';
import { useTagActions, useWorkspaceTags } from './store';

const WORKSPACE = '0b9c1f6e-2a3d-4e5f-8a7b-9c0d1e2f3a4b';
const OTHER_WORKSPACE = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
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

function serveTags(handler: MockHandler) {
  const calls = mockApi(handler);
  return calls;
}

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** The store as a screen uses it: the workspace's tags and the actions on them. */
function renderStore(workspaceId: string | null = WORKSPACE) {
  return renderHook(
    ({ id }: { id: string | null }) => ({ list: useWorkspaceTags(id), actions: useTagActions(id ?? WORKSPACE) }),
    { wrapper, initialProps: { id: workspaceId } },
  );
}

beforeEach(() => {
  signIn();
  // As the app's client: no refetch on window focus, so each test sees only the calls it makes.
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
});

afterEach(() => {
  queryClient.clear();
});

describe('tags store: fetch', () => {
  it('asks for page 1, size 100 of the workspace and maps the API shape', async () => {
    const calls = serveTags(() => ok(page([apiTag])));
    const { result } = renderStore();

    await waitFor(() => expect(result.current.list.tags).toEqual([clientTag]));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('get');
    expect(calls[0]?.url).toBe('/tags/list');
    expect(calls[0]?.params).toEqual({ page: '1', pageSize: '100', workspaceId: WORKSPACE });
    expect(result.current.list).toMatchObject({ isLoading: false, error: null });
  });

  it('shares one request between the screens that show the same tags', async () => {
    const calls = serveTags(() => ok(page([apiTag])));
    const { result } = renderHook(() => [useWorkspaceTags(WORKSPACE), useWorkspaceTags(WORKSPACE)], { wrapper });
    await waitFor(() => expect(result.current[1]?.tags).toEqual([clientTag]));
    expect(calls).toHaveLength(1);
  });

  it('asks nothing without a workspace', () => {
    const calls = serveTags(() => ok(page([apiTag])));
    const { result } = renderStore(null);
    expect(result.current.list).toMatchObject({ tags: [], isLoading: true, error: null });
    expect(calls).toHaveLength(0);
  });

  it("fails with the server's message and shows it in an error toast", async () => {
    const toastError = vi.spyOn(toast, 'error');
    serveTags(() => fail(500, 'Database unavailable'));
    const { result } = renderStore();
    await waitFor(() => expect(result.current.list.error).toBe('Database unavailable'));
    expect(toastError).toHaveBeenCalledTimes(1);
    expect(toastError).toHaveBeenCalledWith('Database unavailable', expect.objectContaining({ duration: 2500 }));
    await expect(result.current.list.refetch()).rejects.toThrow('Database unavailable');
  });

  it("fails with 'Failed to fetch tags' (and toasts it) when the answer is not meta.code 1 and has no message", async () => {
    const toastError = vi.spyOn(toast, 'error');
    serveTags(() => ({ status: 200, data: { meta: { code: 0 }, data: null } }));
    const { result } = renderStore();
    await waitFor(() => expect(result.current.list.error).toBe('Failed to fetch tags'));
    expect(tagMessages.fetch).toBe('Failed to fetch tags');
    expect(toastError).toHaveBeenCalledWith('Failed to fetch tags', expect.objectContaining({ duration: 2500 }));
  });

  it('treats meta.code other than 1 as a failure even with HTTP 200', async () => {
    serveTags(() => ({ status: 200, data: { meta: { code: 2, message: 'Workspace is archived' }, data: page([]) } }));
    const { result } = renderStore();
    await waitFor(() => expect(result.current.list.error).toBe('Workspace is archived'));
    expect(result.current.list.tags).toEqual([]);
  });

  it("fails with 'Network error. Please check your connection.' when there is no response at all, with one toast", async () => {
    const toastError = vi.spyOn(toast, 'error');
    serveTags(() => 'network');
    const { result } = renderStore();
    await waitFor(() => expect(result.current.list.error).toBe('Network error. Please check your connection.'));
    // One toast: the store's, not also the client's generic network toast.
    expect(toastError).toHaveBeenCalledTimes(1);
  });

  it("shows the workspace's own tags after a switch, never the previous workspace's", async () => {
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    serveTags(async (config) => {
      if (config.params.workspaceId === WORKSPACE) {
        await firstHeld;
        return ok(page([apiTag]));
      }
      return ok(page([]));
    });
    const { result, rerender } = renderStore(WORKSPACE);
    rerender({ id: OTHER_WORKSPACE });
    await waitFor(() => expect(result.current.list.isLoading).toBe(false));
    releaseFirst();
    await waitFor(() => expect(queryClient.getQueryState(tagKeys.list(WORKSPACE))?.fetchStatus).toBe('idle'));
    expect(result.current.list.tags).toEqual([]);
  });
});

describe('tags store: create, update, delete', () => {
  async function loaded() {
    serveTags(() => ok(page([apiTag])));
    const view = renderStore();
    await waitFor(() => expect(view.result.current.list.tags).toEqual([clientTag]));
    return view;
  }

  it('creates a tag with the workspace and adds it to the list', async () => {
    const { result } = await loaded();
    const created = { ...apiTag, tagId: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d', name: 'Arts', color: '#8b5cf6' };
    const calls = serveTags(() => ({
      status: 201,
      data: { meta: { code: 1, message: 'Tag created' }, data: created },
    }));
    const tag = await act(() => result.current.actions.createTag({ name: 'Arts', color: '#8b5cf6' }));

    expect(calls[0]?.method).toBe('post');
    expect(calls[0]?.url).toBe('/tags/');
    expect(calls[0] && bodyOf(calls[0])).toEqual({ name: 'Arts', color: '#8b5cf6', workspaceId: WORKSPACE });
    expect(tag).toMatchObject({ id: created.tagId, label: 'Arts', value: created.tagId });
    // The list re-renders after the mutation settles: wait for it rather than assume one render pass.
    await waitFor(() => expect(result.current.list.tags.map((t) => t.label)).toEqual(['Sports', 'Arts']));
  });

  it('updates a tag in place and marks the content lists stale', async () => {
    const { result } = await loaded();
    queryClient.setQueryData(contentKeys.workspace(WORKSPACE), 'cached content');
    const calls = serveTags(() => ok({ ...apiTag, name: 'Sport', color: '#10b981' }));
    await act(() => result.current.actions.updateTag(TAG_ID, { name: 'Sport', color: '#10b981' }));
    expect(calls[0]?.method).toBe('put');
    expect(calls[0]?.url).toBe(`/tags/${TAG_ID}/`);
    await waitFor(() => expect(result.current.list.tags).toEqual([{ ...clientTag, label: 'Sport', color: '#10b981' }]));
    expect(queryClient.getQueryState(contentKeys.workspace(WORKSPACE))?.isInvalidated).toBe(true);
  });

  it('deletes a tag, drops it from the list and marks the content lists stale', async () => {
    const { result } = await loaded();
    queryClient.setQueryData(contentKeys.workspace(WORKSPACE), 'cached content');
    const calls = serveTags(() => ok(null, 'Tag deleted'));
    await act(() => result.current.actions.deleteTag(TAG_ID));
    expect(calls[0]?.method).toBe('delete');
    expect(calls[0]?.url).toBe(`/tags/${TAG_ID}/delete/`);
    expect(calls[0]?.params).toEqual({ workspaceId: WORKSPACE });
    await waitFor(() => expect(result.current.list.tags).toEqual([]));
    expect(queryClient.getQueryState(contentKeys.workspace(WORKSPACE))?.isInvalidated).toBe(true);
  });

  type Actions = ReturnType<typeof useTagActions>;
  it.each([
    ['createTag', 'Failed to create tag', (actions: Actions) => actions.createTag({ name: 'X', color: '#000000' })],
    ['updateTag', 'Failed to update tag', (actions: Actions) => actions.updateTag(TAG_ID, { name: 'X' })],
    ['deleteTag', 'Failed to delete tag', (actions: Actions) => actions.deleteTag(TAG_ID)],
  ])('%s rejects with %s when the server gives no message, without a toast', async (_name, message, run) => {
    const { result } = await loaded();
    const toastError = vi.spyOn(toast, 'error');
    serveTags(() => ({ status: 500, data: { meta: { code: 0 } } }));
    await act(() => expect(run(result.current.actions)).rejects.toThrow(message));
    expect(toastError).not.toHaveBeenCalled();
    expect(result.current.list.tags).toEqual([clientTag]);
  });

  it.each([
    ['createTag', (actions: Actions) => actions.createTag({ name: 'Sports', color: '#000000' })],
    ['updateTag', (actions: Actions) => actions.updateTag(TAG_ID, { name: 'Sports' })],
    ['deleteTag', (actions: Actions) => actions.deleteTag(TAG_ID)],
  ])("%s rejects with the server's message", async (_name, run) => {
    const { result } = await loaded();
    serveTags(() => fail(409, 'A tag with this name already exists'));
    await act(() => expect(run(result.current.actions)).rejects.toThrow('A tag with this name already exists'));
  });

  it.each([
    ['createTag', (actions: Actions) => actions.createTag({ name: 'Sports', color: '#000000' })],
    ['updateTag', (actions: Actions) => actions.updateTag(TAG_ID, { name: 'Sports' })],
    ['deleteTag', (actions: Actions) => actions.deleteTag(TAG_ID)],
  ])('%s rejects with the network message when there is no response at all', async (_name, run) => {
    const { result } = await loaded();
    serveTags(() => 'network');
    await act(() =>
      expect(run(result.current.actions)).rejects.toThrow('Network error. Please check your connection.'),
    );
  });

  it('rejects a success status whose meta.code is not 1', async () => {
    const { result } = await loaded();
    serveTags(() => ({ status: 200, data: { meta: { code: 0, message: 'Not saved' }, data: null } }));
    await act(() =>
      expect(result.current.actions.createTag({ name: 'X', color: '#000000' })).rejects.toThrow('Not saved'),
    );
  });
});
