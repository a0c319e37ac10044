import { dashboardActivitySchema, publicationsEnvelopeSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeBeehiiv } from '../../fakes/beehiiv';
import { FAKE_SECOND_PUBLICATION_ID } from '../../fakes/beehiiv-data';
import { beehiivSnapshots } from '../../src/db/schema/index';
import { beehiivSnapshotJob } from '../../src/modules/beehiiv/snapshot-job';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildFeedItem } from '../helpers/factories-content';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import { FAKE_PUBLICATION_ID, linkWorkspace, startBeehiivTestApp } from './helpers';

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
  key = `bh_dash_${counter}_abcd`;
  fake.setKey(key, 'normal');
});

const get = (url: string, user = tenant.user) => as(t, user, { method: 'GET', url });

describe('GET /dashboard/beehive-publications/', () => {
  const url = () => `/api/v1/dashboard/beehive-publications/?workspaceId=${tenant.workspace.id}`;

  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });

  it('lists what the key can see and the linked one', async () => {
    await linkWorkspace(t, tenant.workspace.id, key);
    const res = await get(url());
    expect(res.statusCode).toBe(200);
    expect(shapeDifferences(res.json(), publicationsEnvelopeSchema)).toEqual([]);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Publications fetched' },
      data: {
        results: [
          {
            id: FAKE_PUBLICATION_ID,
            name: 'Riverside Weekly',
            organization_name: 'Riverside Media LLC',
            active_subscriptions: 8421,
          },
          {
            id: FAKE_SECOND_PUBLICATION_ID,
            name: 'Harbor Hustle',
            organization_name: 'Riverside Media LLC',
            active_subscriptions: 1250,
          },
        ],
        linkedPublicationId: FAKE_PUBLICATION_ID,
      },
    });
  });

  it('meta 2 without a key, 3 with a refused key', async () => {
    expect((await get(url())).json().meta.code).toBe(2);
    await linkWorkspace(t, tenant.workspace.id, key);
    fake.setKey(key, 'invalid_key');
    expect((await get(url())).json()).toEqual({ meta: { code: 3, message: 'Invalid Beehiiv API key' }, data: null });
  });

  it('bad workspace id → 400; another business → 404; partner → 403', async () => {
    expectInvalidField(await get('/api/v1/dashboard/beehive-publications/?workspaceId=x'), 'workspaceId');
    expect((await get(url(), other.admin)).statusCode).toBe(404);
    expect((await get(url(), tenant.partner)).statusCode).toBe(403);
  });
});

describe('GET /dashboard/', () => {
  const url = (days = 30) => `/api/v1/dashboard/?workspaceId=${tenant.workspace.id}&days=${days}`;

  it('without a token → 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });

  it("counts the workspace's own items, submissions awaiting review and newsletters", async () => {
    const workspaceId = tenant.workspace.id;
    await buildFeedItem(t.db, { workspaceId, feedType: 'rss' });
    await buildFeedItem(t.db, { workspaceId, feedType: 'rss' });
    await buildFeedItem(t.db, { workspaceId, feedType: 'ugc', feedStatus: 'pending' });
    await buildFeedItem(t.db, { workspaceId: other.workspace.id, feedType: 'rss' });
    const today = new Date().toISOString().slice(0, 10);
    await buildNewsletter(t.db, { workspaceId, issueDate: today, status: 'scheduled' });
    const res = await get(url());
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, dashboardActivitySchema)).toEqual([]);
    expect(res.json()).toEqual({
      meta: { code: 1, message: 'Success' },
      data: {
        days: 30,
        itemsIngested: { rss: 2, original: 0, ugc: 1, ads: 0, events: 0 },
        awaitingReview: 1,
        newsletters: { planned: 0, scheduled: 1, published: 0 },
      },
    });
  });

  it.each([
    ['0', 'days'],
    ['367', 'days'],
    ['ten', 'days'],
  ])('days=%s → 400 naming %s', async (days, field) => {
    expectInvalidField(await get(`/api/v1/dashboard/?workspaceId=${tenant.workspace.id}&days=${days}`), field);
  });

  it('another business → 404 with nothing of it; partner → 403', async () => {
    const res = await get(url(), other.admin);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(tenant.workspace.name);
    expect((await get(url(), tenant.partner)).statusCode).toBe(403);
  });
});

describe('daily snapshot job', () => {
  it('run twice on one UTC day leaves one row per linked publication', async () => {
    await linkWorkspace(t, tenant.workspace.id, key);
    const deps = { db: t.db, config: t.config, log: { warn: () => {} } } as unknown as Parameters<
      typeof beehiivSnapshotJob.handle
    >[1];
    const boss = undefined as unknown as Parameters<typeof beehiivSnapshotJob.handle>[2];
    await beehiivSnapshotJob.handle({}, deps, boss);
    await beehiivSnapshotJob.handle({}, deps, boss);
    const rows = (await t.db.select().from(beehiivSnapshots)).filter((r) => r.workspaceId === tenant.workspace.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ publicationId: FAKE_PUBLICATION_ID, activeSubscriptions: 8421 });
  });
});
