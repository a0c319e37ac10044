import { publishingDestinationSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_BEEHIIV_KEY, type FakeBeehiiv, startFakeBeehiiv } from '../../fakes/beehiiv';
import { publishingDestinations } from '../../src/db/schema/index';
import { openSecret } from '../../src/lib/secret-box';
import { createTestApp, type TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { as } from '../helpers/factories-tenancy';
import { expectInvalid, expectInvalidField } from '../helpers/field-errors';
import {
  FAKE_KIT_KEY,
  FAKE_MAILCHIMP_KEY,
  FAKE_MAILCHIMP_LIST_ID,
  type PublishingFakes,
  startPublishingFakes,
} from './helpers';

let t: TestApp;
let fakes: PublishingFakes;
let beehiiv: FakeBeehiiv;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  fakes = await startPublishingFakes();
  beehiiv = await startFakeBeehiiv();
  t = await createTestApp({ env: { ...fakes.env, ...beehiiv.env } });
  other = await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
  await beehiiv?.close();
});
beforeEach(async () => {
  tenant = await buildTenant(t.db);
});

const url = '/api/v1/publishing-destination/';
const put = (payload: object, user = tenant.admin) => as(t, user, { method: 'PUT', url, payload });
const read = (user = tenant.manager, workspaceId = tenant.workspace.id) =>
  as(t, user, { method: 'GET', url: `${url}?workspaceId=${workspaceId}` });
const rowOf = async (workspaceId = tenant.workspace.id) =>
  (await t.db.select().from(publishingDestinations).where(eq(publishingDestinations.workspaceId, workspaceId)))[0];

describe('GET /publishing-destination/', () => {
  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${url}?workspaceId=${tenant.workspace.id}` })).statusCode).toBe(
      401,
    );
  });

  it('a newsletter that never chose → Beehiiv, nothing stored', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(shapeDifferences(res.json().data, publishingDestinationSchema)).toEqual([]);
    expect(res.json()).toEqual({
      meta: { code: 1, message: expect.any(String) },
      data: { kind: 'beehiiv', lastFour: null, audienceId: null, segmentId: null, tagId: null, updatedAt: null },
    });
  });

  it('a bad workspace id → 400 naming workspaceId', async () => {
    expectInvalidField(await read(tenant.admin, 'abc'), 'workspaceId');
  });
});

describe('PUT /publishing-destination/', () => {
  it('without a token → 401', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url,
      payload: { workspaceId: tenant.workspace.id, kind: 'export' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('Mailchimp: the key is checked by reading the audience, sealed, and answered as its last four only', async () => {
    const res = await put({
      workspaceId: tenant.workspace.id,
      kind: 'mailchimp',
      apiKey: ` ${FAKE_MAILCHIMP_KEY} `,
      audienceId: FAKE_MAILCHIMP_LIST_ID,
      segmentId: '42',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, publishingDestinationSchema)).toEqual([]);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Publishing destination saved' },
      data: {
        kind: 'mailchimp',
        lastFour: 'us21',
        audienceId: FAKE_MAILCHIMP_LIST_ID,
        segmentId: '42',
        tagId: null,
        updatedAt: expect.any(String),
      },
    });
    expect(res.body).not.toContain(FAKE_MAILCHIMP_KEY);
    expect((await read()).body).not.toContain(FAKE_MAILCHIMP_KEY);
    const row = await rowOf();
    expect(row?.sealedKey).not.toContain(FAKE_MAILCHIMP_KEY);
    expect(openSecret(t.config.SECRETS_KEY, tenant.workspace.id, 'publishing-api-key', row?.sealedKey ?? '')).toBe(
      FAKE_MAILCHIMP_KEY,
    );
    expect(() =>
      openSecret(t.config.SECRETS_KEY, other.workspace.id, 'publishing-api-key', row?.sealedKey ?? ''),
    ).toThrow();
    expect(fakes.mailchimp.requests.at(-1)).toMatchObject({ method: 'GET', path: `/lists/${FAKE_MAILCHIMP_LIST_ID}` });
  });

  it('Kit: the key is checked with the account; switching away and back keeps it without sending it again', async () => {
    const saved = await put({ workspaceId: tenant.workspace.id, kind: 'kit', apiKey: FAKE_KIT_KEY, tagId: '7' });
    expect(saved.json().data).toMatchObject({ kind: 'kit', lastFour: '6035', tagId: '7', audienceId: null });
    const exported = await put({ workspaceId: tenant.workspace.id, kind: 'export' });
    expect(exported.json().data).toEqual({
      kind: 'export',
      lastFour: null,
      audienceId: null,
      segmentId: null,
      tagId: null,
      updatedAt: expect.any(String),
    });
    const back = await put({ workspaceId: tenant.workspace.id, kind: 'kit' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({ kind: 'kit', lastFour: '6035' });
  });

  it('Beehiiv with a key: stored through the Beehiiv key path and shown by its last four', async () => {
    const res = await put({ workspaceId: tenant.workspace.id, kind: 'beehiiv', apiKey: FAKE_BEEHIIV_KEY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'beehiiv', lastFour: FAKE_BEEHIIV_KEY.slice(-4) });
    const keys = await as(t, tenant.admin, {
      method: 'GET',
      url: `/api/v1/newsletter-keys/?workspaceId=${tenant.workspace.id}`,
    });
    expect(keys.json().data.beehiiv.lastFour).toBe(FAKE_BEEHIIV_KEY.slice(-4));
  });

  it('a key the service refuses → 422 naming apiKey; an unknown audience → 422 naming audienceId; nothing stored', async () => {
    fakes.mailchimp.setKey('ffffffffffffffffffffffffffffffff-us9', 'invalid_key');
    const badKey = await put({
      workspaceId: tenant.workspace.id,
      kind: 'mailchimp',
      apiKey: 'ffffffffffffffffffffffffffffffff-us9',
      audienceId: FAKE_MAILCHIMP_LIST_ID,
    });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().meta.message).toBe('Mailchimp did not accept the API key');
    const badList = await put({
      workspaceId: tenant.workspace.id,
      kind: 'mailchimp',
      apiKey: FAKE_MAILCHIMP_KEY,
      audienceId: 'nolist',
    });
    expect(badList.statusCode).toBe(422);
    expect(badList.json().meta.message).toBe('Mailchimp has no audience with this id');
    const badKit = await put({ workspaceId: tenant.workspace.id, kind: 'kit', apiKey: 'kit_wrong_key' });
    expect(badKit.statusCode).toBe(422);
    expect(badKit.json().meta.message).toBe('Kit did not accept the API key');
    expect(await rowOf()).toBeUndefined();
  });

  it('the service down → 502 with what to do, nothing stored', async () => {
    fakes.kit.setKey('kit_down_key', 'down');
    const res = await put({ workspaceId: tenant.workspace.id, kind: 'kit', apiKey: 'kit_down_key' });
    expect(res.statusCode).toBe(502);
    expect(res.json().meta.message).toBe('Kit could not be reached. Please try again in a minute.');
    expect(await rowOf()).toBeUndefined();
  });

  it.each([
    [{ kind: 'sendgrid' }, 'kind: beehiiv, mailchimp, kit or export'],
    [{ kind: 'kit', apiKey: 'has space' }, 'apiKey: printable characters without spaces'],
    [{ kind: 'kit', apiKey: 'k'.repeat(201) }, 'apiKey: at most 200 characters'],
    [{ kind: 'kit' }, 'apiKey: required to publish with Kit'],
    [{ kind: 'mailchimp', apiKey: FAKE_MAILCHIMP_KEY }, 'audienceId: required to publish with Mailchimp'],
    [{ kind: 'mailchimp', apiKey: 'nodatacentre', audienceId: 'a1' }, 'apiKey: data centre'],
    [{ kind: 'mailchimp', apiKey: FAKE_MAILCHIMP_KEY, audienceId: 'a b' }, 'audienceId: letters, digits'],
    [{ kind: 'kit', apiKey: FAKE_KIT_KEY, segmentId: 'abc' }, 'segmentId: the number'],
    [{ kind: 'kit', apiKey: FAKE_KIT_KEY, segmentId: '1', tagId: '2' }, 'tagId: not both'],
  ])('bad input %j → 400 naming the field', async (payload, message) => {
    expectInvalid(await put({ workspaceId: tenant.workspace.id, ...payload }), message);
  });

  it("another business's workspace → 404 and its destination untouched; a user → 403", async () => {
    await put({ workspaceId: tenant.workspace.id, kind: 'kit', apiKey: FAKE_KIT_KEY });
    const foreign = await put({ workspaceId: tenant.workspace.id, kind: 'export' }, other.admin);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('6035');
    expect((await read(other.admin)).statusCode).toBe(404);
    expect((await read()).json().data.kind).toBe('kit');
    expect((await put({ workspaceId: tenant.workspace.id, kind: 'export' }, tenant.user)).statusCode).toBe(403);
    expect((await read(tenant.user)).statusCode).toBe(403);
  });
});
