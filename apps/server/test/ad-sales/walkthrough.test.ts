import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullDatesMessage } from '../../src/modules/ad-sales/index';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { buildBusinessCompany } from '../helpers/factories-content';
import { buildNewsletter } from '../helpers/factories-newsletters';
import { expectInvalidField } from '../helpers/field-errors';
import { adFields, buildPortalLink, PORTAL_TEST_ENV, spamFields, submit } from '../portals/helpers';
import { buildAdProduct, inDays, publishEveryDay } from './fixtures';

// What advertisers and staff read (the walkthrough of issue 27): a lost race names the day in words, a day whose
// issue is out is not for sale, and the public offer says from which day a product can be booked.

let t: TestApp;
let a: Tenant;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ env: PORTAL_TEST_ENV });
  a = await buildTenant(t.db);
  await publishEveryDay(t.db, a.workspace.id);
  staff = await authHeader(t.tokens, a.user);
});
afterAll(() => t.close());

describe('a lost race', () => {
  it('names the days in words', () => {
    expect(fullDatesMessage(['2026-12-08'])).toBe('Tue 8 Dec is sold out. Nothing was booked.');
    expect(fullDatesMessage(['2026-12-08', '2026-12-10'])).toBe(
      'Tue 8 Dec and Thu 10 Dec are sold out. Nothing was booked.',
    );
  });

  it('on the public form: 409 naming the day in words and listing it as full', async () => {
    const product = await buildAdProduct(t.db, { workspaceId: a.workspace.id, capacity: 1, priceCents: 0 });
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
    const day = inDays(9);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ad-bookings/',
      headers: staff,
      payload: { workspaceId: a.workspace.id, productId: product.id, businessCompanyId: company.id, dates: [day] },
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const { link, token } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ads' });
    const res = await submit(t, '/feeds-ads-public/', token, {
      ...adFields,
      productId: product.id,
      dates: day,
      adStartsAt: day,
      ...(await spamFields(t, token, link.id)),
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().data).toEqual({ fullDates: [day] });
    expect(res.json().meta.message).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} is sold out\./);
    expect(res.json().meta.message).not.toContain(day);
  });
});

describe('a day whose issue is published', () => {
  it('is not offered to staff, and booking it is a 400 naming dates', async () => {
    const day = inDays(4);
    await buildNewsletter(t.db, { workspaceId: a.workspace.id, issueDate: day, status: 'published' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/ad-availability/?workspaceId=${a.workspace.id}&from=${inDays(3)}&to=${inDays(5)}`,
      headers: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((d: { date: string }) => d.date)).toEqual([inDays(3), inDays(5)]);

    const product = await buildAdProduct(t.db, { workspaceId: a.workspace.id });
    const company = await buildBusinessCompany(t.db, { workspaceId: a.workspace.id });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/ad-bookings/',
      headers: staff,
      payload: { workspaceId: a.workspace.id, productId: product.id, businessCompanyId: company.id, dates: [day] },
    });
    expect(expectInvalidField(booked, 'dates').message).toMatch(
      /^The issue of \w{3} \d{1,2} \w{3} is already published\.?$/,
    );
  });
});

describe('the public offer', () => {
  it('says from which day each product can be booked: today plus its lead time', async () => {
    await buildAdProduct(t.db, { workspaceId: a.workspace.id, priceCents: 0, leadDays: 3 });
    const { token } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ads' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/portal/ad-offer/?token=${encodeURIComponent(token)}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const leadProduct = (res.json().data.products as { leadDays: number; bookableFrom: string }[]).find(
      (p) => p.leadDays === 3,
    );
    expect(leadProduct?.bookableFrom).toBe(inDays(3));
  });
});
