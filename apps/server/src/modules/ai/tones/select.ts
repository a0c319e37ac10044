import type { Tone } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../../authz/workspace-scope';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { presentTone } from './presenter';
import { findDefaultTone, findTone } from './repository';

/** The tone a request asks for: none for null, the workspace's default when left out, else that one (404 if not its). */
export async function toneFor(
  db: Db,
  scope: WorkspaceScope,
  toneId: string | null | undefined,
): Promise<Tone | undefined> {
  if (toneId === null) return undefined;
  const row = toneId === undefined ? await findDefaultTone(db, scope) : await findTone(db, scope, toneId);
  if (toneId !== undefined && !row) throw notFound('Tone not found');
  return row ? presentTone(row) : undefined;
}
