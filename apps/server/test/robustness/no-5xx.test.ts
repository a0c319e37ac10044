/**
 * No 5xx for a client's mistake: every route of the OpenAPI document gets malformed bodies, wrong content types,
 * and, field by field, values of the wrong type, out of range, impossible dates, NUL bytes and oversized lists
 * (each other field keeping a valid value, so the bad one reaches as deep as it can). Every answer must be < 500.
 */
import { DEFAULT_NEWSLETTER_STYLE, validationErrorSchema } from '@newsletter-os/contracts';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGeocoder } from '../../fakes/geocoder';
import { adReportLinks, eventFeedLinks, users } from '../../src/db/schema/index';
import { calendarTokensFor } from '../../src/lib/calendar-tokens';
import { portalTokensFor } from '../../src/lib/portal-tokens';
import { buildRanBooking } from '../ad-reports/fixtures';
import { buildAdBooking, inDays } from '../ad-sales/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, buildUser, type Tenant } from '../helpers/factories';
import {
  buildBusinessCompany,
  buildEventLocation,
  buildFeedItem,
  buildImage,
  buildTag,
  multipart,
} from '../helpers/factories-content';
import { buildNewsletter, buildTemplate, shortDocument } from '../helpers/factories-newsletters';
import { buildFetcher } from '../helpers/factories-rss-fetchers';
import { buildPortalLink, buildSubmission, eventFields, formTokenFor, PORTAL_TEST_ENV } from '../portals/helpers';
import { hostileBodies, hostileJsonValues, hostileTextValues, rawJsonVariants } from './hostile-inputs';

interface BodySchema {
  properties?: Record<string, { properties?: object; format?: string }>;
  anyOf?: BodySchema[];
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: BodySchema }> };
}
interface Route {
  method: string;
  path: string;
  op: Operation;
}
interface Baseline {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

let t: TestApp;
let a: Tenant;
let headers: Record<string, string>;
let routes: Route[] = [];
const baselines = new Map<string, Baseline>();

async function buildBaselines(): Promise<void> {
  const db = t.db;
  const workspaceId = a.workspace.id;
  const [tag, company, location, item, ad, image, fetcher, member] = await Promise.all([
    buildTag(db, { workspaceId }),
    buildBusinessCompany(db, { workspaceId }),
    buildEventLocation(db, { workspaceId }),
    buildFeedItem(db, { workspaceId, feedType: 'original' }),
    buildFeedItem(db, { workspaceId, feedType: 'ads' }),
    buildImage(db, { workspaceId }),
    buildFetcher(db, { workspaceId }),
    buildUser(db, { businessId: a.business.id, userType: 'user', workspaceIds: [workspaceId] }),
  ]);
  const [newsletter, template] = await Promise.all([
    buildNewsletter(db, { workspaceId }),
    buildTemplate(db, { workspaceId }),
  ]);
  const ws = { workspaceId };
  const set = (key: string, b: Baseline) => baselines.set(key, b);
  set('POST /api/v1/register', { body: { name: 'Fuzz', email: 'fuzz@example.com', password: 'long enough pw' } });
  set('POST /api/v1/login', { body: { email: a.admin.email, password: 'wrong password here' } });
  set('POST /api/v1/verify-otp', { body: { email: 'fuzz@example.com', otp: '123456' } });
  set('POST /api/v1/resend-otp', { body: { email: 'fuzz@example.com' } });
  set('POST /api/v1/forget-password', { body: { email: 'fuzz@example.com' } });
  set('POST /api/v1/reset-password', {
    body: { email: 'fuzz@example.com', otp: '123456', password: 'long enough pw' },
  });
  set('POST /api/v1/refresh-token', { body: { refreshToken: 'x'.repeat(40) } });
  // A wrong current password: a successful change would end the session this test signs with.
  set('POST /api/v1/change-password', { body: { currentPassword: 'not the password', newPassword: 'long enough pw' } });
  set('PATCH /api/v1/me', { body: { name: 'Fuzz Admin' } });
  set('POST /api/v1/business-register', { body: { name: 'Fuzz business' } });
  set('POST /api/v1/workspace-register', { body: { workspaces: ['Fuzz letter'] } });
  set('GET /api/v1/get-workspaces-brands', { query: ws });
  set('POST /api/v1/update-workspaces-brands', { body: { ...ws, brandName: 'Fuzz' } });
  set('POST /api/v1/sync-workspace-publication-id', { body: { ...ws, publicationId: 'pub_1' } });
  set('GET /api/v1/users/{id}', { params: { id: member.id } });
  set('PUT /api/v1/users/{id}/update', { params: { id: member.id }, body: { name: 'Member' } });
  set('DELETE /api/v1/users/delete', { body: { userId: member.id } });
  set('POST /api/v1/invite-users', {
    body: { emails: ['invitee@example.com'], userType: 'user', workspaces: [workspaceId] },
  });
  set('GET /api/v1/accept-invite', { query: { token: 'x'.repeat(40) } });
  set('POST /api/v1/accept-invite', { body: { token: 'x'.repeat(40), password: 'long enough pw' } });
  set('POST /api/v1/feeds/list', { body: { ...ws, ids: [item.id], feedStatus: 'active' } });
  set('POST /api/v1/feeds', { body: { ...ws, title: 'Fuzz', tagIds: [tag.id] } });
  set('POST /api/v1/feeds-ugc', { body: { ...ws, title: 'Fuzz' } });
  set('POST /api/v1/feeds-ads', { body: { ...ws, title: 'Fuzz', businessCompanyId: company.id } });
  set('POST /api/v1/feeds-events', { body: { ...ws, title: 'Fuzz', eventStartsAt: '2026-09-01T18:00:00Z' } });
  set('POST /api/v1/events', { body: { ...ws, title: 'Fuzz', eventStartsAt: '2026-09-01T18:00:00Z' } });
  set('POST /api/v1/feeds-update', { body: { ...ws, id: ad.id, title: 'Fuzz' } });
  set('GET /api/v1/events/list', { query: { ...ws, location: JSON.stringify([location.id]) } });
  set('POST /api/v1/feed-fetcher/create', { body: { ...ws, name: 'Fuzz', url: 'https://feeds.example/a.xml' } });
  set('PUT /api/v1/feed-fetcher/{id}/update', { params: { id: fetcher.id }, body: { ...ws, name: 'Fuzz' } });
  set('DELETE /api/v1/feed-fetcher/{id}/delete', { params: { id: fetcher.id }, query: ws });
  // Not waiting: the run is queued (no job queue in this app: run in the request against an unroutable host).
  set('POST /api/v1/feed-fetcher/{id}/fetch-now', { params: { id: fetcher.id }, query: ws });
  set('POST /api/v1/rss-feeds-add', { body: { ...ws, url: 'https://feeds.example/a.xml' } });
  set('POST /api/v1/tags', { body: { ...ws, name: 'Fuzz tag', color: '#112233' } });
  set('PUT /api/v1/tags/{id}', { params: { id: tag.id }, body: { ...ws, name: 'Fuzz tag 2' } });
  set('DELETE /api/v1/tags/{id}/delete', { params: { id: tag.id }, query: ws });
  set('POST /api/v1/business-companies', { body: { ...ws, name: 'Fuzz company' } });
  set('GET /api/v1/business-companies/{id}', { params: { id: company.id }, query: ws });
  set('PUT /api/v1/business-companies/{id}/update', { params: { id: company.id }, body: { ...ws, name: 'Fuzz co' } });
  set('DELETE /api/v1/business-companies/{id}/delete', { params: { id: company.id }, query: ws });
  set('POST /api/v1/event-locations', { body: { ...ws, name: 'Fuzz town', latitude: 1, longitude: 2 } });
  set('PUT /api/v1/event-locations', { body: { ...ws, id: location.id, name: 'Fuzz town 2' } });
  set('DELETE /api/v1/event-locations', { body: { ...ws, id: location.id } });
  set('POST /api/v1/images', { body: ws });
  set('DELETE /api/v1/images', { body: { ...ws, imageIds: [image.id] } });
  set('POST /api/v1/newsletters', {
    body: { ...ws, date: newsletter.issueDate, document: shortDocument(), version: newsletter.version },
  });
  set('GET /api/v1/newsletters', { query: { ...ws, date: newsletter.issueDate } });
  set('GET /api/v1/newsletters/{id}', { params: { id: newsletter.id }, query: ws });
  set('GET /api/v1/calendar', { query: { ...ws, month: '3', year: '2027' } });
  set('POST /api/v1/newsletters/{id}/move', { params: { id: newsletter.id }, body: { ...ws, date: '2031-01-02' } });
  set('POST /api/v1/newsletters/{id}/schedule', { params: { id: newsletter.id }, body: { ...ws, time: '09:00' } });
  set('POST /api/v1/newsletters/{id}/reschedule', { params: { id: newsletter.id }, body: { ...ws, time: '10:00' } });
  set('POST /api/v1/newsletters/{id}/unschedule', { params: { id: newsletter.id }, body: ws });
  set('PUT /api/v1/workspace-schedule', { body: { ...ws, timeZone: 'UTC', defaultSendTime: '09:00' } });
  set('POST /api/v1/templates', { body: { ...ws, name: 'Fuzz template', document: shortDocument() } });
  set('DELETE /api/v1/templates/{id}/delete', { params: { id: template.id }, query: ws });
  set('POST /api/v1/personalization', { body: { ...ws, ...DEFAULT_NEWSLETTER_STYLE } });
  set('GET /api/v1/tenor-search', { query: { q: 'coffee' } });
  // Ad sales: a product on sale and a booking of it, every day an issue day.
  const adFixtures = await buildAdBooking(db, workspaceId, [inDays(20)]);
  const adProduct = adFixtures.product;
  const adRange = { ...ws, from: inDays(1), to: inDays(40) };
  set('GET /api/v1/ad-products', { query: ws });
  set('POST /api/v1/ad-products', { body: { ...ws, name: 'Fuzz spot', priceCents: 1000, currency: 'USD' } });
  set('PUT /api/v1/ad-products/{id}', { params: { id: adProduct.id }, body: { ...ws, name: 'Fuzz spot 2' } });
  set('DELETE /api/v1/ad-products/{id}', { params: { id: adProduct.id }, query: ws });
  set('GET /api/v1/ad-availability', { query: adRange });
  set('GET /api/v1/ad-bookings', { query: adRange });
  set('POST /api/v1/ad-bookings', {
    body: { ...ws, productId: adProduct.id, businessCompanyId: company.id, dates: [inDays(21)] },
  });
  set('GET /api/v1/ad-placements', { query: { ...ws, date: inDays(20) } });
  set('POST /api/v1/ad-bookings/{id}/cancel', { params: { id: adFixtures.booking.id }, body: ws });
  // Sponsor reports: a booking that ran, with a live sponsor link, so hostile tokens reach past the signature.
  const ran = await buildRanBooking(db, workspaceId, { day: inDays(-1) });
  const reportOf = { params: { id: ran.booking.id } };
  set('GET /api/v1/ad-bookings/{id}/report', { ...reportOf, query: ws });
  set('GET /api/v1/ad-bookings/{id}/report.csv', { ...reportOf, query: ws });
  set('POST /api/v1/ad-bookings/{id}/report-link', { ...reportOf, body: ws });
  set('POST /api/v1/ad-bookings/{id}/report-link/revoke', { ...reportOf, body: ws });
  set('GET /api/v1/ad-revenue', { query: { ...ws, months: '6' } });
  const [reportLink] = await db.insert(adReportLinks).values({ workspaceId, bookingId: ran.booking.id }).returning();
  if (!reportLink) throw new Error('report link not created');
  set('GET /api/v1/sponsor-report', {
    query: { token: await portalTokensFor(t.config.SECRETS_KEY).signReport(reportLink.id) },
  });
  set('PATCH /api/v1/images/{id}/favorite', { params: { id: image.id }, body: { ...ws, isFavorite: true } });
  // Portals: a valid link (or status) token, so hostile values reach the form's own checks.
  const [submission, partnerUpload] = await Promise.all([
    buildSubmission(db, { workspaceId }),
    buildSubmission(db, { workspaceId, submittedById: a.admin.id }),
  ]);
  set('POST /api/v1/portal-links/rotate', { body: { ...ws, kind: 'events' } });
  set('POST /api/v1/events-feed/rotate', { body: ws });
  set('POST /api/v1/events-feed/revoke', { body: ws });
  set('POST /api/v1/submissions/{id}/moderate', { params: { id: submission.id }, body: { ...ws, action: 'approve' } });
  set('GET /api/v1/partner-content/upload', { query: { workspace_id: workspaceId } });
  set('POST /api/v1/partner-content/upload', { body: { ...ws, title: 'Fuzz', text: 'Fuzz text' } });
  set('DELETE /api/v1/partner-content/delete', { query: { trackingId: partnerUpload.trackingId } });
  for (const kind of ['ugc', 'events', 'ads'] as const) {
    const { token, link } = await buildPortalLink(t, { workspaceId, kind });
    const spam = { formToken: await formTokenFor(t, link.id), altcha: 'x' };
    const fields = {
      ugc: { title: 'Fuzz', text: 'Fuzz', submitterName: 'Fuzz', submitterEmail: 'fuzz@example.com' },
      events: eventFields,
      ads: {
        businessName: 'Fuzz',
        headline: 'Fuzz',
        text: 'Fuzz',
        link: 'https://fuzz.example/',
        adStartsAt: '2030-01-01',
        submitterName: 'Fuzz',
        submitterEmail: 'fuzz@example.com',
      },
    }[kind];
    set(`POST /api/v1/feeds-${kind}-public`, { query: { token }, body: { ...fields, ...spam } });
    if (kind === 'ads') set('GET /api/v1/portal/ad-offer', { query: { token } });
    if (kind === 'events') {
      set('GET /api/v1/portal', { query: { token } });
      set('GET /api/v1/portal/challenge', { query: { token } });
    }
  }
  const statusToken = await portalTokensFor(t.config.SECRETS_KEY).signStatus(submission.trackingId);
  set('GET /api/v1/submission-status', { query: { token: statusToken } });
  set('POST /api/v1/submission-status', {
    query: { token: statusToken },
    body: { title: 'Fuzz', text: 'Fuzz', submitterName: 'Fuzz', submitterEmail: 'fuzz@example.com' },
  });
  set('POST /api/v1/submission-status/withdraw', { query: { token: statusToken } });
  // Calendar links: valid event and feed tokens, so hostile values reach past the signature check.
  const calendarEvent = await buildFeedItem(db, {
    workspaceId,
    feedType: 'events',
    eventStartsAt: new Date(Date.now() + 86_400_000),
  });
  const [feedLink] = await db.insert(eventFeedLinks).values({ workspaceId }).returning();
  if (!feedLink) throw new Error('feed link not created');
  const calendarTokens = calendarTokensFor(t.config.SECRETS_KEY);
  const feedToken = calendarTokens.sign('feed', feedLink.id);
  set('GET /api/v1/calendar/event.ics', { query: { token: calendarTokens.sign('event', calendarEvent.id) } });
  set('GET /api/v1/calendar/events.ics', { query: { token: feedToken } });
  set('GET /api/v1/calendar/events', { query: { token: feedToken } });
}

function baselineOf(route: Route): Baseline {
  const known = baselines.get(`${route.method} ${route.path}`);
  if (known) return known;
  const names = new Set((route.op.parameters ?? []).map((p) => p.name));
  return names.has('workspaceId') ? { query: { workspaceId: a.workspace.id } } : {};
}

function urlOf(route: Route, params: Record<string, string>, query: Record<string, string | string[]>): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? ''));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The properties of a body schema, of every variant when it is a union. */
function propertiesOf(schema: BodySchema | undefined): Record<string, { properties?: object; format?: string }> {
  if (!schema) return {};
  return Object.assign({}, schema.properties, ...(schema.anyOf ?? []).map(propertiesOf));
}

/** A route that reads a multipart form documents it as a multipart/form-data body. */
function isMultipart(route: Route): boolean {
  return Boolean(route.op.requestBody?.content['multipart/form-data']);
}

/** Body fields to vary: the documented body's properties (one level into objects), file fields left out. */
function bodyFields(route: Route): string[][] {
  const content = route.op.requestBody?.content;
  const schema = content ? Object.values(content)[0]?.schema : undefined;
  const paths: string[][] = [];
  for (const [name, prop] of Object.entries(propertiesOf(schema))) {
    if (prop.format === 'binary') continue;
    paths.push([name]);
    for (const inner of Object.keys((prop.properties ?? {}) as object)) paths.push([name, inner]);
  }
  return paths;
}

function withValue(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  if (rest.length === 0) return { ...body, [head]: value };
  const inner = (body[head] ?? {}) as Record<string, unknown>;
  return { ...body, [head]: withValue(inner, rest, value) };
}

/** Every failing input of the run, so one run lists them all. */
const failures: string[] = [];
const unnamed: string[] = [];

async function expectNo5xx(label: string, options: InjectOptions): Promise<void> {
  const res = await t.app.inject({ ...options, headers: { ...headers, ...options.headers } });
  // A successful logout ends the session's access tokens; the rest of the run goes on with a new one.
  if (res.statusCode === 200 && String(options.url).startsWith('/api/v1/logout')) {
    const [admin] = await t.db.select().from(users).where(eq(users.id, a.admin.id));
    if (admin) headers = await authHeader(t.tokens, admin);
  }
  if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode}`);
  // A 400 names every field it is about in data.errors, each with a sentence, and sums them up in meta.message.
  if (res.statusCode === 400 && !validationErrorSchema.safeParse(res.json()).success) {
    unnamed.push(`${label} → ${res.body}`);
  }
}

/**
 * One route's inputs, a few at a time: each request spends much of its time waiting on PostgreSQL, which others can
 * use (sequential: 111 s of requests). Routes still run one after another, in order, so what one route's inputs
 * change (a delete, a session) is settled before the next route starts; a logout's inputs run one at a time, since
 * each may end the session the next one signs with.
 */
const INPUTS_AT_ONCE = 4;
async function runCases(route: Route, cases: [string, InjectOptions][]): Promise<void> {
  const atOnce = route.path.includes('logout') ? 1 : INPUTS_AT_ONCE;
  let next = 0;
  const lane = async () => {
    while (next < cases.length) {
      const [label, options] = cases[next++] as [string, InjectOptions];
      await expectNo5xx(label, options);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, lane));
}

let geocoder: Awaited<ReturnType<typeof startFakeGeocoder>> | undefined;

beforeAll(async () => {
  // A configured address search: without one the route answers 503 by design (a server setting, not a client error).
  geocoder = await startFakeGeocoder();
  t = await createTestApp({ env: { ...geocoder.env, OUTBOUND_ALLOW_PRIVATE: 'true', ...PORTAL_TEST_ENV } });
  a = await buildTenant(t.db);
  headers = await authHeader(t.tokens, a.admin);
  await buildBaselines();
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(async () => {
  await t?.close();
  await geocoder?.close();
});

describe('no 5xx for a client mistake, on every route', () => {
  it('covers every route of the API', () => {
    expect(routes.length).toBeGreaterThan(50);
    // The routes that read a form in their handler document it, so their fields are fuzzed like any body's.
    expect(routes.filter(isMultipart).map((route) => `${route.method} ${route.path}`)).toHaveLength(14);
  });

  it('answers every hostile input with a status below 500', { timeout: 600_000 }, async () => {
    for (const route of routes) {
      const cases: [string, InjectOptions][] = [];
      const collect = (what: string, options: InjectOptions) => {
        cases.push([what, options]);
      };
      const base = baselineOf(route);
      const params = base.params ?? {};
      const query = base.query ?? {};
      const body = base.body;
      const method = route.method as InjectOptions['method'];
      const label = (what: string) => `${route.method} ${route.path} ${what}`;
      const json = (payload: unknown) => ({ method, url: urlOf(route, params, query), payload: payload as object });

      for (const name of Object.keys(params)) {
        for (const value of ['not-a-uuid', '00000000-0000-0000-0000-000000000000', 'a\u0000b', 'x'.repeat(3000)]) {
          collect(label(`param ${name}=${value.slice(0, 20)}`), {
            method,
            url: urlOf(route, { ...params, [name]: value }, query),
            ...(body ? { payload: body } : {}),
          });
        }
      }
      for (const param of route.op.parameters ?? []) {
        if (param.in !== 'query') continue;
        const variants: (string | string[])[] = [...hostileTextValues, ['a', 'b'], [a.workspace.id, a.workspace.id]];
        for (const value of variants) {
          collect(label(`query ${param.name}=${String(value).slice(0, 20)}`), {
            method,
            url: urlOf(route, params, { ...query, [param.name]: value }),
            ...(body ? { payload: body } : {}),
          });
        }
      }
      if (route.method !== 'GET') {
        for (const hostile of hostileBodies) {
          collect(label(`body ${hostile.name}`), {
            method,
            url: urlOf(route, params, query),
            headers: hostile.headers,
            payload: hostile.payload,
          });
        }
        const isForm = isMultipart(route);
        for (const field of bodyFields(route)) {
          for (const value of hostileJsonValues) {
            collect(
              label(`${field.join('.')}=${JSON.stringify(value)?.slice(0, 20)}`),
              json(withValue(body ?? {}, field, value)),
            );
          }
          for (const raw of rawJsonVariants(field.join('.'), body ?? {})) {
            collect(label(`${field.join('.')} raw ${raw.slice(0, 20)}`), {
              method,
              url: urlOf(route, params, query),
              headers: { 'content-type': 'application/json' },
              payload: raw,
            });
          }
          if (!isForm) continue;
          for (const value of hostileTextValues) {
            const fields = Object.fromEntries(
              Object.entries({ ...body, [field.join('.')]: value }).map(([k, v]) => [
                k,
                typeof v === 'string' ? v : JSON.stringify(v),
              ]),
            );
            const form = multipart(fields);
            collect(label(`form ${field.join('.')}=${value.slice(0, 20)}`), {
              method,
              url: urlOf(route, params, query),
              headers: form.headers,
              payload: form.payload,
            });
          }
        }
      }
      await runCases(route, cases);
    }
    expect(failures).toEqual([]);
    expect(unnamed).toEqual([]);
    // The session used throughout is still valid, so every answer above came from the route itself.
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers });
    expect(me.statusCode).toBe(200);
  });
});
