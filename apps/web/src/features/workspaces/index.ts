/**
 * Workspaces (newsletters): `WorkspaceDropdown` for the header (selection kept in step with the workspaceId query
 * parameter, brand override, inline 'Add Newsletter'), the selected-workspace store `useWorkspaceStore`, the
 * workspace API hooks, and `truncateWorkspaceName`.
 */
export {
  type BrandUpdate,
  fetchMyWorkspaces,
  registerWorkspaces,
  updateWorkspaceBrand,
  useBusinessWorkspaces,
  useMyWorkspaces,
  useWorkspaceBrand,
} from './api';
export { workspaceKeys } from './query-keys';
export { type SelectedWorkspace, useWorkspaceStore } from './store';
export { truncateWorkspaceName } from './truncate';
export { useWorkspaceId } from './use-workspace-id';
export {
  rememberWorkspace,
  toSelectedWorkspace,
  useWorkspaceSelection,
  WORKSPACE_QUERY_PARAM,
} from './use-workspace-selection';
export { WorkspaceChecklist } from './WorkspaceChecklist';
export { WorkspaceDropdown } from './WorkspaceDropdown';
