import { newsletterKeysSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeBeehiiv } from '../../fakes/beehiiv';
import { beehiivKeys } from '../../src/db/schema/index';
import { openSecret } from '../../src/lib/secret-box';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';
import { startBeehiivTestApp } from './helpers';

let t: TestApp;
let fake: FakeBeehiiv;
let tenant: Tenant;
let other: Tenant;
let key: string;
let counter = 0;

beforeAll(async () => {
  ({ t, fake } = await startBeehiivTestApp());
  other = await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  tenant = await buildTenant(t.db);
  counter += 1;
  key = `bh_keys_${counter}_Wx9Z`;
  fake.setKey(key, 'normal');
});

const url = '/api/v1/newsletter-keys/';
const patch = (payload: object, user = tenant.admin) => as(t, user, { method: 'PATCH', url, payload });
const read = (user = tenant.manager, workspaceId = tenant.workspace.id) =>
  as(t, user, { method: 'GET', url: `${url}?workspaceId=${workspaceId}` });

describe('PATCH /newsletter-keys/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { workspaceId: tenant.workspace.id, beehiivApiKey: key },
    });
    expect(res.statusCode).toBe(401);
  });

  it('saves a key Beehiiv accepts: answers its last four characters only, sealed at rest, bound to the workspace', async () => {
    const res = await patch({ workspaceId: tenant.workspace.id, beehiivApiKey: ` ${key} ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, newsletterKeysSchema)).toEqual([]);
    expect(res.json()).toMatchObject({
      meta: { code: 1, message: 'Beehiiv key saved' },
      data: { beehiiv: { lastFour: 'Wx9Z', checkedAt: expect.any(String), updatedAt: expect.any(String) } },
    });
    expect(res.body).not.toContain(key);
    const [row] = await t.db.select().from(beehiivKeys).where(eq(beehiivKeys.workspaceId, tenant.workspace.id));
    expect(row?.sealedKey).not.toContain(key);
    expect(openSecret(t.config.SECRETS_KEY, tenant.workspace.id, 'beehiiv-api-key', row?.sealedKey ?? '')).toBe(key);
    expect(() =>
      openSecret(t.config.SECRETS_KEY, other.workspace.id, 'beehiiv-api-key', row?.sealedKey ?? ''),
    ).toThrow();

    const shown = await read();
    expect(shown.json().data.beehiiv.lastFour).toBe('Wx9Z');
    expect(shown.body).not.toContain(key);
  });

  it('a key Beehiiv refuses → 422 naming beehiivApiKey, nothing stored', async () => {
    const res = await patch({ workspaceId: tenant.workspace.id, beehiivApiKey: 'bh_not_a_real_key' });
    expect(res.statusCode).toBe(422);
    expect(res.json().meta.message).toBe('Invalid API key: Beehiiv did not accept it');
    expect((await read()).json().data).toEqual({ beehiiv: null });
  });

  it('Beehiiv unreachable → 502, nothing stored', async () => {
    fake.setKey(key, 'rate_limited_always');
    const res = await patch({ workspaceId: tenant.workspace.id, beehiivApiKey: key });
    expect(res.statusCode).toBe(502);
    expect((await read()).json().data).toEqual({ beehiiv: null });
  });

  it('replaces a key and removes it with null', async () => {
    await patch({ workspaceId: tenant.workspace.id, beehiivApiKey: key });
    const second = `${key}_2nd9`;
    fake.setKey(second, 'normal');
    const replaced = await patch({ workspaceId: tenant.workspace.id, beehiivApiKey: second });
    expect(replaced.json().data.beehiiv.lastFour).toBe('2nd9');
    const removed = await patch({ workspaceId: tenant.workspace.id, beehiivApiKey: null });
    expect(removed.json()).toEqual({ meta: { code: 1, message: 'Beehiiv key removed' }, data: { beehiiv: null } });
    expect(await t.db.select().from(beehiivKeys).where(eq(beehiivKeys.workspaceId, tenant.workspace.id))).toEqual([]);
  });

  it.each([
    [{ beehiivApiKey: 'has space' }, 'beehiivApiKey: printable characters without spaces'],
    [{ beehiivApiKey: '' }, 'beehiivApiKey: Beehiiv API key is required'],
    [{ beehiivApiKey: 'k'.repeat(201) }, 'beehiivApiKey: at most 200 characters'],
    [{}, 'beehiivApiKey:'],
  ])('bad input %j → 400 naming the field', async (payload, message) => {
    const res = await patch({ workspaceId: tenant.workspace.id, ...payload });
    expectInvalid(res, message);
  });

  it('a bad workspace id → 400 naming workspaceId', async () => {
    expectInvalidField(await patch({ workspaceId: 'abc', beehiivApiKey: key }), 'workspaceId');
  });

  it("another business's workspace → 404, its key untouched; a user → 403", async () => {
    await patch({ workspaceId: tenant.workspace.id, beehiivApiKey: key });
    const foreign = await patch({ workspaceId: tenant.workspace.id, beehiivApiKey: null }, other.admin);
    expect(foreign.statusCode).toBe(404);
    expect((await read()).json().data.beehiiv.lastFour).toBe('Wx9Z');
    expect((await read(other.admin)).statusCode).toBe(404);
    expect((await patch({ workspaceId: tenant.workspace.id, beehiivApiKey: null }, tenant.user)).statusCode).toBe(403);
    expect((await read(tenant.user)).statusCode).toBe(403);
  });
});
