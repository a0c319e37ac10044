import { randomUUID } from 'node:crypto';
import { destinationFiguresSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletters } from '../../src/db/schema/index';
import { publishScheduledNewsletter } from '../../src/modules/scheduler/publish';
import type { TestApp } from '../helpers/app';
import { shapeDifferences } from '../helpers/exact-shape';
import { buildTenant, type Tenant } from '../helpers/factories';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { as } from '../helpers/factories-tenancy';
import { expectInvalidField } from '../helpers/field-errors';
import { type PublishingFakes, startPublishingTestApp, storeDestination } from './helpers';

let t: TestApp;
let fakes: PublishingFakes;
let other: Tenant;
beforeAll(async () => {
  ({ t, fakes } = await startPublishingTestApp());
  other = await buildTenant(t.db);
});
afterAll(async () => {
  await t?.close();
  await fakes?.close();
});

const url = (workspaceId: string) => `/api/v1/publishing-destination/figures/?workspaceId=${workspaceId}`;

/** A workspace publishing with `kind` under a fresh key, with one issue sent through the real publish job. */
async function sentWith(kind: 'mailchimp' | 'kit') {
  const tenant = await buildTenant(t.db);
  const key = kind === 'mailchimp' ? `${randomUUID().replaceAll('-', '')}-us21` : `kit_${randomUUID()}`;
  if (kind === 'mailchimp') fakes.mailchimp.setKey(key);
  else fakes.kit.setKey(key);
  await storeDestination(t, tenant.workspace.id, kind, key);
  const newsletter = await buildNewsletter(t.db, {
    workspaceId: tenant.workspace.id,
    status: 'planned',
    subject: 'Tides this week',
  });
  const token = randomUUID();
  await t.db
    .update(newsletters)
    .set({ status: 'scheduled', scheduleToken: token, scheduledAt: new Date() })
    .where(eq(newsletters.id, newsletter.id));
  const job = { newsletterId: newsletter.id, workspaceId: tenant.workspace.id, token };
  expect(await publishScheduledNewsletter({ db: t.db, config: t.config, mailer: t.mailer }, job)).toBe('published');
  return { tenant, key, newsletter };
}

describe('GET /publishing-destination/figures/', () => {
  it('without a token → 401; a bad workspace id → 400 naming workspaceId', async () => {
    const tenant = await buildTenant(t.db);
    expect((await t.app.inject({ method: 'GET', url: url(tenant.workspace.id) })).statusCode).toBe(401);
    expectInvalidField(await as(t, tenant.user, { method: 'GET', url: url('abc') }), 'workspaceId');
  });

  it('Mailchimp: each sent issue with the campaign report’s figures, for every member', async () => {
    const { tenant, newsletter } = await sentWith('mailchimp');
    const res = await as(t, tenant.user, { method: 'GET', url: url(tenant.workspace.id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(shapeDifferences(res.json().data, destinationFiguresSchema)).toEqual([]);
    const { issues, kind, problem } = res.json().data;
    expect({ kind, problem }).toEqual({ kind: 'mailchimp', problem: null });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({
      newsletterId: newsletter.id,
      issueDate: newsletter.issueDate,
      subject: 'Tides this week',
      recipients: 1200,
      delivered: 1190,
      uniqueOpens: 540,
    });
  });

  it('Kit: the broadcast’s stats', async () => {
    const { tenant } = await sentWith('kit');
    const res = await as(t, tenant.admin, { method: 'GET', url: url(tenant.workspace.id) });
    expect(res.json().data.issues[0]).toMatchObject({ recipients: 860, delivered: 860, uniqueOpens: 430 });
  });

  it('a key the service no longer accepts → the dashboard code with what to do, HTTP 200', async () => {
    const { tenant, key } = await sentWith('kit');
    fakes.kit.setKey(key, 'invalid_key');
    const res = await as(t, tenant.admin, { method: 'GET', url: url(tenant.workspace.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      kind: 'kit',
      problem: {
        code: 'invalid_key',
        message: 'Kit did not accept the API key: paste a new key in Settings → Publishing.',
      },
      issues: [],
    });
  });

  it('Beehiiv or export → no issues here; another business → 404 with nothing leaked', async () => {
    const tenant = await buildTenant(t.db);
    const res = await as(t, tenant.admin, { method: 'GET', url: url(tenant.workspace.id) });
    expect(res.json().data).toEqual({ kind: 'beehiiv', problem: null, issues: [] });
    const { tenant: sender } = await sentWith('mailchimp');
    const foreign = await as(t, other.admin, { method: 'GET', url: url(sender.workspace.id) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Tides this week');
  });
});
