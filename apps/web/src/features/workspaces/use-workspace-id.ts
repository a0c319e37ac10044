import { useSearchParams } from 'react-router';
import { useWorkspaceStore } from './store';
import { WORKSPACE_ID_PATTERN } from './workspace-id.entry';

export { WORKSPACE_ID_PATTERN };

/**
 * The workspace the content screens work in: the selected workspace, else the `workspaceId` query parameter (the
 * shell keeps the two in step; the parameter lets a shared link work before the workspace list has loaded).
 */
export function useWorkspaceId(): string | null {
  const selected = useWorkspaceStore((state) => state.selectedWorkspace?.workspaceId ?? null);
  const [params] = useSearchParams();
  if (selected) return selected;
  const fromUrl = params.get('workspaceId');
  return fromUrl && WORKSPACE_ID_PATTERN.test(fromUrl) ? fromUrl : null;
}
