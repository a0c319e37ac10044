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
  workspaceKeys,
} from './api';
export { type SelectedWorkspace, useWorkspaceStore } from './store';
export { truncateWorkspaceName } from './truncate';
export { toSelectedWorkspace, useWorkspaceSelection, WORKSPACE_QUERY_PARAM } from './use-workspace-selection';
export { canAddNewsletter, WorkspaceDropdown } from './WorkspaceDropdown';
