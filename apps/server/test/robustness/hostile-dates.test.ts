import { spawn } from 'node:child_process';
import { validationErrorSchema } from '@newsletter-os/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adProductSeats, adProducts } from '../../src/db/schema/index';
import { publishEveryDay } from '../ad-sales/fixtures';
import { createTestApp, type TestApp } from '../helpers/app';
import { authHeader, buildTenant, type Tenant } from '../helpers/factories';
import { multipart } from '../helpers/factories-content';
import { adFields, buildPortalLink, PORTAL_TEST_ENV, spamFields } from '../portals/helpers';

/**
 * Dates a hostile or careless client sends: past year 9999 (a day walk whose "next day" sorts before it never ended
 * and stopped the process), days that do not exist (2027-02-30 reached PostgreSQL and came back as a 500), and
 * ranges far outside what a publisher can use. Each must be a quick 4xx while /health keeps answering.
 */

let t: TestApp;
let a: Tenant;
let base: string;
let staff: { authorization: string };
let productId: string;
let token: string;
let linkId: string;

beforeAll(async () => {
  t = await createTestApp({ env: PORTAL_TEST_ENV });
  a = await buildTenant(t.db);
  staff = await authHeader(t.tokens, a.user);
  await publishEveryDay(t.db, a.workspace.id);
  // A free product: the public form books it without a payment, so nothing but the dates can refuse it.
  const [product] = await t.db
    .insert(adProducts)
    .values({ workspaceId: a.workspace.id, name: 'Classified', capacity: 1, priceCents: 0, currency: 'USD' })
    .returning();
  if (!product) throw new Error('no product');
  await t.db.insert(adProductSeats).values({ productId: product.id, seat: 1 });
  productId = product.id;
  ({
    token,
    link: { id: linkId },
  } = await buildPortalLink(t, { workspaceId: a.workspace.id, kind: 'ads' }));
  // Real sockets: a request that blocks the event loop must be seen by a client that is not on it.
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

interface HostileRequest {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** The field the 400 must name. */
  field: string;
}

const staffGet = (name: string, query: string, field: string): HostileRequest => ({
  name,
  method: 'GET',
  path: `/api/v1/ad-availability/?workspaceId=${a.workspace.id}&${query}`,
  headers: staff,
  field,
});

const staffBooking = (name: string, dates: string[]): HostileRequest => ({
  name,
  method: 'POST',
  path: '/api/v1/ad-bookings/',
  headers: { ...staff, 'content-type': 'application/json' },
  body: JSON.stringify({ workspaceId: a.workspace.id, productId, businessCompanyId: a.workspace.id, dates }),
  field: 'dates',
});

async function publicForm(name: string, fields: Record<string, string>, field: string): Promise<HostileRequest> {
  const form = multipart({
    ...adFields,
    productId,
    ...(await spamFields(t, token, linkId)),
    ...fields,
  });
  return {
    name,
    method: 'POST',
    path: `/api/v1/feeds-ads-public/?token=${encodeURIComponent(token)}`,
    headers: form.headers,
    body: form.payload.toString('latin1'),
    field,
  };
}

/**
 * The client, in a process of its own: it fires every hostile request at once (each given a second) and polls
 * /health one probe after the other, each probe also given a second, until the last hostile answer is in and at
 * least 50 probes were made.
 */
const client = `
const { BASE } = process.env;
let input = '';
process.stdin.on('data', (c) => { input += c; });
process.stdin.on('end', async () => {
  const requests = JSON.parse(input);
  let done = false;
  const answers = Promise.all(requests.map(async (r) => {
    const started = performance.now();
    try {
      const res = await fetch(BASE + r.path, {
        method: r.method, headers: r.headers,
        body: r.body === undefined ? undefined : Buffer.from(r.body, 'latin1'),
        signal: AbortSignal.timeout(1000),
      });
      return { name: r.name, status: res.status, body: (await res.text()).slice(0, 400), ms: performance.now() - started };
    } catch (error) {
      return { name: r.name, status: 0, body: String(error), ms: performance.now() - started };
    }
  })).finally(() => { done = true; });
  const probes = [];
  while (!done || probes.length < 50) {
    const started = performance.now();
    try {
      const res = await fetch(BASE + '/api/v1/health', { signal: AbortSignal.timeout(1000) });
      await res.arrayBuffer();
      probes.push({ status: res.status, ms: performance.now() - started });
    } catch (error) {
      probes.push({ status: 0, ms: performance.now() - started });
    }
  }
  process.stdout.write(JSON.stringify({ answers: await answers, probes }));
});
`;

interface ClientResult {
  answers: { name: string; status: number; body: string; ms: number }[];
  probes: { status: number; ms: number }[];
}

function runClient(requests: HostileRequest[]): Promise<ClientResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', client], {
      env: { ...process.env, BASE: base },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`client exited ${code}`))));
    child.stdin.end(JSON.stringify(requests));
  });
}

describe('hostile dates', () => {
  it('every hostile date is a 4xx naming its field within a second, and /health never misses a beat', async () => {
    const requests: HostileRequest[] = [
      staffGet('availability past year 9999', 'from=9999-12-30&to=9999-12-31', 'from'),
      staffGet('availability on the last day there is', 'from=9999-12-31&to=9999-12-31', 'from'),
      staffGet('availability on a day that does not exist', 'from=2027-02-30&to=2027-03-02', 'from'),
      staffGet('availability in year 1000', 'from=1000-01-01&to=1000-01-02', 'from'),
      {
        ...staffGet('bookings list past year 9999', 'from=9999-12-30&to=9999-12-31', 'from'),
        path: `/api/v1/ad-bookings/?workspaceId=${a.workspace.id}&from=9999-12-30&to=9999-12-31`,
      },
      staffBooking('staff booking past year 9999', ['9999-12-31']),
      staffBooking('staff booking on 30 February', ['2027-02-30']),
      staffBooking('staff booking 5 years ahead', [`${new Date().getUTCFullYear() + 5}-06-01`]),
      await publicForm('public form past year 9999', { dates: '9999-12-31', adStartsAt: '9999-12-31' }, 'dates'),
      await publicForm('public form on 30 February', { dates: '2027-02-30', adStartsAt: '2027-02-28' }, 'dates'),
      await publicForm('public form start on 30 February', { adStartsAt: '2027-02-30', adEndsAt: '' }, 'adStartsAt'),
    ];
    const { answers, probes } = await runClient(requests);
    for (const answer of answers) {
      const request = requests.find((r) => r.name === answer.name);
      expect(answer.status, `${answer.name}: ${answer.body}`).toBe(400);
      expect(answer.ms, answer.name).toBeLessThan(1000);
      const { data } = validationErrorSchema.parse(JSON.parse(answer.body));
      const fields = data.errors.map((e) => e.field);
      expect(
        fields.some((f) => f === request?.field || f.startsWith(`${request?.field}.`)),
        `${answer.name}: ${answer.body}`,
      ).toBe(true);
    }
    const missed = probes.filter((p) => p.status !== 200);
    expect(missed, `${missed.length} of ${probes.length} health probes missed`).toEqual([]);
    expect(Math.max(...probes.map((p) => p.ms))).toBeLessThan(1000);
  }, 60_000);
});
