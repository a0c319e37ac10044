import { useAiAccess } from '../llm-settings/assistant.entry';
import { useWorkspaceId } from '../workspaces';

/** Whether rewrites can be offered: the assistant is on and a key is saved (otherwise the action is left out). */
export function useRewriteAvailable(workspaceId: string): boolean {
  const access = useAiAccess(workspaceId);
  return access.data?.enabled === true && access.data.keyConfigured;
}

/** The same for the workspace on screen (the builder's blocks). */
export function useRewriteAvailableHere(): boolean {
  return useRewriteAvailable(useWorkspaceId() ?? '');
}
