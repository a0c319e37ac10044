import { eq } from 'drizzle-orm';
import { FAKE_BEEHIIV_KEY, type FakeBeehiiv, startFakeBeehiiv } from '../../fakes/beehiiv';
import { FAKE_PUBLICATION_ID } from '../../fakes/beehiiv-data';
import { beehiivKeys, workspaces } from '../../src/db/schema/index';
import { resetPacing } from '../../src/integrations/beehiiv/pacing';
import { lastFour, sealSecret } from '../../src/lib/secret-box';
import { createTestApp, type TestApp } from '../helpers/app';

export { FAKE_BEEHIIV_KEY, FAKE_PUBLICATION_ID };

/** The fake Beehiiv and an app pointed at it (loopback allowed). */
export async function startBeehiivTestApp(): Promise<{ t: TestApp; fake: FakeBeehiiv }> {
  const fake = await startFakeBeehiiv();
  const t = await createTestApp({ env: { OUTBOUND_ALLOW_PRIVATE: 'true', ...fake.env } });
  resetPacing();
  return { t, fake };
}

/** Stores `key` for the workspace (as PATCH /newsletter-keys/ would) and links the publication. */
export async function linkWorkspace(
  t: TestApp,
  workspaceId: string,
  key = FAKE_BEEHIIV_KEY,
  publicationId: string | null = FAKE_PUBLICATION_ID,
): Promise<void> {
  await t.db
    .insert(beehiivKeys)
    .values({
      workspaceId,
      sealedKey: sealSecret(t.config.SECRETS_KEY, workspaceId, 'beehiiv-api-key', key),
      lastFour: lastFour(key),
    })
    .onConflictDoNothing();
  await t.db.update(workspaces).set({ publicationId }).where(eq(workspaces.id, workspaceId));
}

/** Upstream requests the fake saw with `key`. */
export function requestsWith(fake: FakeBeehiiv, key: string) {
  return fake.requests.filter((r) => r.key === key);
}
