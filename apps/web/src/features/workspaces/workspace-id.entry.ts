// Which `workspaceId` query values name a workspace, with no imports: the app's entry reads the address with it
// before any screen has loaded (the builder's early newsletter request), and the screens share it from there.

/**
 * What zod's `z.uuid()` accepts (RFC 9562 versions 1–8, the nil and the max id), written out because this hook is on
 * every first screen and zod would load with it (docs/decisions/0029); a test holds the two in agreement.
 */
export const WORKSPACE_ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
