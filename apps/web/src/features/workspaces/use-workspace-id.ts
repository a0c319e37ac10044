import { useSearchParams } from 'react-router';
import { useWorkspaceStore } from './store';

/**
 * What zod's `z.uuid()` accepts (RFC 9562 versions 1–8, the nil and the max id), written out because this hook is on
 * every first screen and zod would load with it (docs/decisions/0029); a test holds the two in agreement.
 */
export const WORKSPACE_ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

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
