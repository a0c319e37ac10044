import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useWorkspaceStore } from '../features/workspaces/store';
import { useStoredUser } from './use-stored-user';

const workspaceIdParam = z.uuid();

/**
 * The workspace the content screens work in: the selected workspace, else the `workspaceId` query parameter (the
 * shell keeps the two in step; the parameter lets a shared link work before the workspace list has loaded).
 */
export function useWorkspaceId(): string | null {
  const selected = useWorkspaceStore((state) => state.selectedWorkspace?.workspaceId ?? null);
  const [params] = useSearchParams();
  if (selected) return selected;
  const fromUrl = params.get('workspaceId');
  return fromUrl && workspaceIdParam.safeParse(fromUrl).success ? fromUrl : null;
}

/**
 * Whether the signed-in user may change workspace settings (tags, fetchers, locations, companies): admins and
 * managers. Others never see those controls, because the server answers them with 403, which ends the session.
 */
export function useCanManageWorkspace(): boolean {
  const user = useStoredUser();
  return user?.userType === 'admin' || user?.userType === 'manager';
}
