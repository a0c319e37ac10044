import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useWorkspaceStore } from './store';

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
