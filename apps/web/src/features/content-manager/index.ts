/**
 * Content manager: `ContentManagerPage` for /content-manager (pass `initialTab="ads"` for /Ads): tabs for RSS,
 * Original, User submitted, Ads and Events with filters, paging, bulk approve/archive/tag and create/edit dialogs.
 * Also `useWorkspaceId` (the selected workspace, else the workspaceId query parameter) used by the settings tabs.
 */
export { ContentManagerPage } from './ContentManagerPage';
export { useCanManageWorkspace, useWorkspaceId } from './use-workspace-id';
