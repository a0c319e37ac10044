import type { UpdateDeleteAction } from 'drizzle-orm/pg-core';

/**
 * `ON DELETE SET NULL (column)`: when the referenced row goes, only the reference is cleared, never the child's
 * workspace_id (a plain SET NULL on a composite key would null both). Needs PostgreSQL 15 or newer. drizzle's type
 * lists only the bare actions; drizzle-kit writes the action into the migration as given.
 */
export function setNullOnly(column: string): UpdateDeleteAction {
  return `set null (${column})` as UpdateDeleteAction;
}
