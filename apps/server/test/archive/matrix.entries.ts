import { eq } from 'drizzle-orm';
import { workspaceArchives } from '../../src/db/schema/index';
import { endpoint, type MatrixContext } from '../helpers/matrix';

const archiveOfA = ({ t, a }: MatrixContext) =>
  t.db.select().from(workspaceArchives).where(eq(workspaceArchives.workspaceId, a.workspace.id));

/** Each run's own slug: slugs are unique across every workspace of the test database. */
const slugOf = (workspaceId: string) => `matrix-${workspaceId.slice(0, 8)}`;

async function unlistedArchiveOfA({ t, a }: MatrixContext) {
  await t.db
    .insert(workspaceArchives)
    .values({ workspaceId: a.workspace.id, slug: slugOf(a.workspace.id), visibility: 'unlisted' })
    .onConflictDoNothing();
}

export const archiveEntries = [
  endpoint({
    name: 'GET /workspace-archive/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    prepare: unlistedArchiveOfA,
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/workspace-archive/?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'PUT /workspace-archive/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    prepare: unlistedArchiveOfA,
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'PUT',
      url: '/api/v1/workspace-archive/',
      payload: { workspaceId, slug: slugOf(workspaceId), visibility: 'public', newToken: true },
    }),
    unchanged: archiveOfA,
  }),
];
