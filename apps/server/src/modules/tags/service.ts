import type { CreateTagBody, UpdateTagBody } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { deleteTag, findWorkspaceTagIds, insertTag, type TagRow, updateTag } from './repository';

const DUPLICATE = 'A tag with this name already exists';

type TagValues = Omit<CreateTagBody, 'workspaceId'>;

export async function createTag(db: Db, scope: WorkspaceScope, values: TagValues): Promise<TagRow> {
  try {
    return await insertTag(db, scope, values);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE, 'name');
    throw err;
  }
}

export async function changeTag(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  values: Omit<UpdateTagBody, 'workspaceId'>,
): Promise<TagRow> {
  try {
    const row = await updateTag(db, scope, id, values);
    if (!row) throw notFound('Tag not found');
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(DUPLICATE, 'name');
    throw err;
  }
}

export async function removeTag(db: Db, scope: WorkspaceScope, id: string): Promise<void> {
  if (!(await deleteTag(db, scope, id))) throw notFound('Tag not found');
}

/** 404 unless every id is a tag of this workspace (another workspace's tags do not exist here). */
export async function requireWorkspaceTags(db: Db, scope: WorkspaceScope, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = new Set(await findWorkspaceTagIds(db, scope, unique));
  if (unique.some((id) => !found.has(id))) throw notFound('Tag not found');
  return unique;
}
