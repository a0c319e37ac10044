import { eq } from 'drizzle-orm';
import { FAKE_BEEHIIV_KEY, type FakeBeehiiv, startFakeBeehiiv } from '../../fakes/beehiiv';
import { FAKE_PUBLICATION_ID as PUB } from '../../fakes/beehiiv-data';
import { beehiivKeys, workspaces } from '../../src/db/schema/index';
import { lastFour, sealSecret } from '../../src/lib/secret-box';
import { endpoint, type MatrixContext } from '../helpers/matrix';

let shared: Promise<FakeBeehiiv> | undefined;
/** One fake Beehiiv for the matrix file; the matrix app reaches it through BEEHIIV_API_URL. */
export function beehiivMatrixFake(): Promise<FakeBeehiiv> {
  shared ??= startFakeBeehiiv();
  return shared;
}

/** Both tenants' workspaces get the fake's key and its publication (stored directly: the matrix is about access). */
async function linkBothTenants({ t, a, b }: MatrixContext): Promise<void> {
  for (const tenant of [a, b]) {
    const workspaceId = tenant.workspace.id;
    await t.db
      .insert(beehiivKeys)
      .values({
        workspaceId,
        sealedKey: sealSecret(t.config.SECRETS_KEY, workspaceId, 'beehiiv-api-key', FAKE_BEEHIIV_KEY),
        lastFour: lastFour(FAKE_BEEHIIV_KEY),
      })
      .onConflictDoNothing();
    await t.db.update(workspaces).set({ publicationId: PUB }).where(eq(workspaces.id, workspaceId));
  }
}
const keyRowOfA = ({ t, a }: MatrixContext) =>
  t.db.select().from(beehiivKeys).where(eq(beehiivKeys.workspaceId, a.workspace.id));

export const beehiivEntries = [
  endpoint({
    name: 'GET /dashboard/',
    allowed: ['admin', 'manager', 'user'],
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/dashboard/?workspaceId=${workspaceId}&days=30`,
    }),
  }),
  endpoint({
    name: 'GET /dashboard/beehive-publications/',
    allowed: ['admin', 'manager', 'user'],
    foreign: 'own',
    prepare: linkBothTenants,
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/dashboard/beehive-publications/?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'GET /dashboard/beehive-insights/',
    allowed: ['admin', 'manager', 'user'],
    foreign: 'own',
    prepare: linkBothTenants,
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/dashboard/beehive-insights/?workspaceId=${workspaceId}&publication_id=${PUB}`,
    }),
  }),
  endpoint({
    name: 'GET /beehiiv/insights/',
    allowed: ['admin', 'manager', 'user'],
    foreign: 'own',
    prepare: linkBothTenants,
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/beehiiv/insights/?workspaceId=${workspaceId}&publication_id=${PUB}&time_period=3_months`,
    }),
  }),
  endpoint({
    name: 'GET /newsletter-keys/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'GET',
      url: `/api/v1/newsletter-keys/?workspaceId=${workspaceId}`,
    }),
  }),
  endpoint({
    name: 'PATCH /newsletter-keys/',
    allowed: ['admin', 'manager'],
    foreign: 'own',
    request: (_ctx, _none, { workspaceId }) => ({
      method: 'PATCH',
      url: '/api/v1/newsletter-keys/',
      payload: { workspaceId, beehiivApiKey: null },
    }),
    unchanged: keyRowOfA,
  }),
];
