import type { Workspace } from '@newsletter-os/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { getRememberedWorkspaceId, getStoredUser, rememberWorkspaceId, storageKeys } from '../../shared/storage';
import { fetchMyWorkspaces, useMyWorkspaces, useWorkspaceBrand } from './api';
import { workspaceKeys } from './query-keys';
import { type SelectedWorkspace, useWorkspaceStore } from './store';

export const WORKSPACE_QUERY_PARAM = 'workspaceId';

export function toSelectedWorkspace(workspace: Workspace): SelectedWorkspace {
  return {
    workspaceId: workspace.workspaceId,
    name: workspace.name,
    brand: workspace.brand,
    logo: workspace.logo,
    publicationId: workspace.publicationId,
    brandName: workspace.brandName,
    brandColor: workspace.brandColor,
  };
}

function rememberedId(): string | null {
  const userId = getStoredUser()?.id;
  return userId ? getRememberedWorkspaceId(userId) : null;
}

/** Remembers the newsletter the signed-in user works in, for their next visit. */
export function rememberWorkspace(workspaceId: string): void {
  const userId = getStoredUser()?.id;
  if (userId) rememberWorkspaceId(userId, workspaceId);
}

/**
 * Keeps the selected workspace, the workspaceId query parameter and the workspace list in step (docs/product-spec.md section 4
 * "Workspace selection"):
 * - the list is up to 50 of the caller's workspaces;
 * - an id in the URL that matches one selects it; otherwise the current selection stays (a link that dropped the
 *   parameter must not switch workspaces), else the one this user last worked in (remembered in local storage, so a
 *   typed URL, a bookmark without the parameter or a new login keeps the newsletter), else the first; the URL is
 *   updated in place and the choice remembered;
 * - the selected workspace's brand and logo are fetched and override the list entry; on failure the entry stays.
 */
export function useWorkspaceSelection() {
  const list = useMyWorkspaces();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const urlId = params.get(WORKSPACE_QUERY_PARAM);
  const selected = useWorkspaceStore((state) => state.selectedWorkspace);
  const queryClient = useQueryClient();

  /**
   * Writes the id into the URL, keeping every other parameter and the page's navigation state: a page opened with
   * state (the upload receipt's reference) must not lose it when the id is filled in after it was shown.
   */
  const writeUrl = useCallback(
    (workspaceId: string, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(WORKSPACE_QUERY_PARAM, workspaceId);
          return next;
        },
        { replace, state: location.state },
      ),
    [setParams, location.state],
  );

  // Checked again after every navigation (location.key), not only when the id in the URL changes: a link drawn before
  // the write was shown can replace it before the screen renders, and the URL would stay without the id.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key re-runs the check after each navigation
  useEffect(() => {
    const workspaces = list.data;
    if (!workspaces) return;
    // The onboarding flag follows what the server just said.
    localStorage.setItem(storageKeys.hasWorkspaces, String(workspaces.length > 0));
    const { selectedWorkspace, setSelectedWorkspace, clearSelectedWorkspace } = useWorkspaceStore.getState();
    const target =
      workspaces.find((workspace) => workspace.workspaceId === urlId) ??
      workspaces.find((workspace) => workspace.workspaceId === selectedWorkspace?.workspaceId) ??
      workspaces.find((workspace) => workspace.workspaceId === rememberedId()) ??
      workspaces[0];
    if (!target) {
      if (selectedWorkspace) clearSelectedWorkspace();
      return;
    }
    if (selectedWorkspace?.workspaceId !== target.workspaceId) setSelectedWorkspace(toSelectedWorkspace(target));
    rememberWorkspace(target.workspaceId);
    if (urlId !== target.workspaceId) writeUrl(target.workspaceId, true);
  }, [list.data, urlId, writeUrl, location.key]);

  const selectedId = selected?.workspaceId ?? null;
  const brand = useWorkspaceBrand(selectedId);
  useEffect(() => {
    if (!brand.data || !selectedId) return;
    const { brand: brandUrl, logo, brandName, brandColor } = brand.data;
    useWorkspaceStore.getState().applyBrand(selectedId, { brand: brandUrl, logo, brandName, brandColor });
  }, [brand.data, selectedId]);

  /** The user picked a workspace in the dropdown. */
  const select = useCallback(
    (workspace: Workspace) => {
      useWorkspaceStore.getState().setSelectedWorkspace(toSelectedWorkspace(workspace));
      rememberWorkspace(workspace.workspaceId);
      writeUrl(workspace.workspaceId, false);
    },
    [writeUrl],
  );

  /** After a newsletter was created: reload the list and select its first entry (the newest). */
  const reloadAndSelectFirst = useCallback(async () => {
    const page = await queryClient.fetchQuery({
      queryKey: workspaceKeys.mine(),
      queryFn: () => fetchMyWorkspaces(),
      staleTime: 0,
    });
    void queryClient.invalidateQueries({ queryKey: workspaceKeys.business() });
    const first = page.results[0];
    if (first) select(first);
  }, [queryClient, select]);

  return {
    workspaces: list.data ?? [],
    isLoading: list.isPending,
    isError: list.isError,
    selected,
    select,
    reloadAndSelectFirst,
  };
}
