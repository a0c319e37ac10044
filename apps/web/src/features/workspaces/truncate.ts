/** Workspace names are cut at 25 characters by default and at 20 in the header dropdown (docs/product-spec.md section 9). */
export const WORKSPACE_NAME_TRUNCATE = 25;
export const HEADER_WORKSPACE_NAME_TRUNCATE = 20;

/** The name cut to `max` characters with '...' appended when it is longer. */
export function truncateWorkspaceName(name: string, max = WORKSPACE_NAME_TRUNCATE): string {
  const characters = Array.from(name);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : name;
}
