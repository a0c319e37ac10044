import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { beehiivDemoSeeder } from '../../demo/beehiiv-seeder';
import { publishingDemoSeeder } from '../../demo/publishing-seeder';
import { FAKE_BEEHIIV_KEY } from '../../fakes/beehiiv';
import { type FakeKit, startFakeKit } from '../../fakes/kit';
import { type FakeMailchimp, startFakeMailchimp } from '../../fakes/mailchimp';
import { beehiivKeys, publishingDestinations, workspaceMembers, workspaces } from '../../src/db/schema/index';
import { lastFour } from '../../src/lib/secret-box';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';

let t: TestApp;
let mailchimp: FakeMailchimp;
let kit: FakeKit;
beforeAll(async () => {
  t = await createTestApp();
  [mailchimp, kit] = await Promise.all([startFakeMailchimp(), startFakeKit()]);
});
afterAll(async () => {
  await Promise.all([mailchimp?.close(), kit?.close()]);
  await t?.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The seeders read the product's configuration as `npm run demo` sets it: the fakes' addresses and a key. */
async function demoEnv() {
  vi.stubEnv('DATA_DIR', await mkdtemp(path.join(tmpdir(), 'nos-demo-seed-')));
  vi.stubEnv('SECRETS_KEY', 'demo-seed-secrets-key-0123456789abcdef');
  vi.stubEnv('MAILCHIMP_API_URL', mailchimp.url);
  vi.stubEnv('KIT_API_URL', kit.url);
  vi.stubEnv('OUTBOUND_ALLOW_PRIVATE', 'true');
}

describe('the demo publishing seeder', () => {
  it('adds a newsletter on Mailchimp and one on Kit, their keys checked with the fakes; Beehiiv keys go to the others', async () => {
    await demoEnv();
    const tenant = await buildTenant(t.db);
    const seeded = {
      db: t.db,
      businessId: tenant.business.id,
      adminId: tenant.admin.id,
      workspaceIds: [tenant.workspace.id],
    };
    await publishingDemoSeeder.seed(seeded);
    expect(seeded.workspaceIds).toHaveLength(3);

    const added = await t.db
      .select({ id: workspaces.id, name: workspaces.name, kind: publishingDestinations.kind })
      .from(workspaces)
      .innerJoin(publishingDestinations, eq(publishingDestinations.workspaceId, workspaces.id))
      .where(inArray(workspaces.id, seeded.workspaceIds));
    expect(added.map(({ name, kind }) => ({ name, kind }))).toEqual(
      expect.arrayContaining([
        { name: 'Riverside Sports', kind: 'mailchimp' },
        { name: 'Riverside Arts', kind: 'kit' },
      ]),
    );
    expect(added).toHaveLength(2);
    // The keys were checked with the services, as Settings → Publishing checks them.
    expect(mailchimp.requests.some((r) => r.path.startsWith('/lists/'))).toBe(true);
    expect(kit.requests.some((r) => r.path === '/v4/account')).toBe(true);
    const members = await t.db
      .select()
      .from(workspaceMembers)
      .where(
        inArray(
          workspaceMembers.workspaceId,
          added.map((w) => w.id),
        ),
      );
    expect(members.map((m) => m.userId)).toEqual([tenant.admin.id, tenant.admin.id]);

    await beehiivDemoSeeder.seed(seeded);
    const keys = await t.db.select().from(beehiivKeys).where(inArray(beehiivKeys.workspaceId, seeded.workspaceIds));
    expect(keys.map((k) => [k.workspaceId, k.lastFour])).toEqual([[tenant.workspace.id, lastFour(FAKE_BEEHIIV_KEY)]]);
  });

  it('gives every Beehiiv newsletter the demo key, as every newsletter has the demo LLM key', async () => {
    await demoEnv();
    const tenant = await buildTenant(t.db);
    const [second] = await t.db
      .insert(workspaces)
      .values({ businessId: tenant.business.id, name: 'Second' })
      .returning({ id: workspaces.id });
    const workspaceIds = [tenant.workspace.id, second?.id ?? ''];
    await beehiivDemoSeeder.seed({ db: t.db, businessId: tenant.business.id, adminId: tenant.admin.id, workspaceIds });
    const keys = await t.db.select().from(beehiivKeys).where(inArray(beehiivKeys.workspaceId, workspaceIds));
    expect(keys.map((k) => k.workspaceId).sort()).toEqual([...workspaceIds].sort());
  });
});
