// Which `workspaceId` query values name a workspace, for code that reads the address before any screen has loaded
// (the builder's early newsletter request) without the workspace list and dropdown of this feature's index.ts.
export { WORKSPACE_ID_PATTERN } from './use-workspace-id';
