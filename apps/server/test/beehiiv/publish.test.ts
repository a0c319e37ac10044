import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeBeehiiv } from '../../fakes/beehiiv';
import type { WorkspaceScope } from '../../src/authz/workspace-scope';
import { AppError } from '../../src/lib/errors';
import { PLAN_CANNOT_CREATE_POSTS, POST_NOT_CREATED, publishToBeehiiv } from '../../src/modules/beehiiv/publish';
import type { TestApp } from '../helpers/app';
import { buildTenant } from '../helpers/factories';
import { scopeOf } from '../helpers/scope';
import { FAKE_PUBLICATION_ID, linkWorkspace, requestsWith, startBeehiivTestApp } from './helpers';

let t: TestApp;
let fake: FakeBeehiiv;
let counter = 0;
beforeAll(async () => {
  ({ t, fake } = await startBeehiivTestApp());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A workspace linked with a fresh key in `scenario`, and its scope. */
async function linked(scenario: Parameters<FakeBeehiiv['setKey']>[1]): Promise<{ key: string; scope: WorkspaceScope }> {
  const tenant = await buildTenant(t.db);
  counter += 1;
  const key = `bh_publish_${counter}`;
  fake.setKey(key, scenario);
  await linkWorkspace(t, tenant.workspace.id, key);
  const scope = await scopeOf(t.db, tenant.workspace.id);
  return { key, scope };
}

const input = {
  title: 'Riverside Weekly #243',
  bodyContent: '<table role="presentation"></table>',
  status: 'draft' as const,
};
const noWait = async () => {};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a refusal');
}

describe('publishing to Beehiiv', () => {
  it('creates the post with an explicit status and calls it published only once Beehiiv has built it', async () => {
    const { key, scope } = await linked('normal');
    const waits: number[] = [];
    const result = await publishToBeehiiv(t.db, t.config, scope, FAKE_PUBLICATION_ID, input, async (ms) => {
      waits.push(ms);
    });
    expect(result.postId).toMatch(/^post_/);
    expect(result.previewUrl).toContain('/preview');
    // 201, then 202 with Retry-After: 1, then 200.
    expect(waits).toEqual([1000]);
    const sent = requestsWith(fake, key);
    expect(sent.map((r) => r.method)).toEqual(['POST', 'GET', 'GET']);
  });

  it('a plan without post creation → 403 with the Export hint', async () => {
    const { scope } = await linked('no_post_creation');
    const err = await refusal(publishToBeehiiv(t.db, t.config, scope, FAKE_PUBLICATION_ID, input, noWait));
    expect(err.statusCode).toBe(403);
    expect(err.message).toBe(PLAN_CANNOT_CREATE_POSTS);
  });

  it('a build that fails in Beehiiv (POST_CREATION_FAILED) → 502, never "published"', async () => {
    const { scope } = await linked('post_creation_fails');
    const err = await refusal(publishToBeehiiv(t.db, t.config, scope, FAKE_PUBLICATION_ID, input, noWait));
    expect(err.statusCode).toBe(502);
    expect(err.message).toBe(POST_NOT_CREATED);
  });
});
