// Calendar benchmark: GET /api/v1/calendar/ through the real app (routing, auth, scope check, validation, SQL, zone
// arithmetic, serialization) with 500 newsletters, 300 ad bookings and 1,000 events in one workspace (in a zone
// with daylight saving), beside an empty month of the same workspace as the fixed-cost baseline. Target: p99 ≤ 50 ms.
import os from 'node:os';
import { DEFAULT_NEWSLETTER_STYLE } from '@newsletter-os/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { businesses, users, workspaceMembers, workspaces } from '../src/db/schema/index';
import { TokenService } from '../src/lib/tokens';
import { buildBenchApp } from './lib/bench-app';
import { runWhenMain, startBenchDatabase } from './lib/database';
import { percentile, sampled, timed } from './lib/timing';

const NEWSLETTERS = 500;
const ADS = 300;
const EVENTS = 1_000;
const WARMUP = 20;
const REQUESTS = Math.min(Math.max(Number(process.env.BENCH_CALENDAR_REQUESTS ?? 300) || 300, 50), 5_000);
const TARGET_P99_MS = 50;
/** The seeded span: 500 days from here, so every month of it has newsletters, ads and events. */
const FIRST_DAY = '2027-01-01';

const ms = (v: number) => v.toFixed(1).padStart(6);

/** Newsletters one a day with a real-sized document, ads of a week each, events a few a day, all spread over the span. */
type SeedDb = Awaited<ReturnType<typeof startBenchDatabase>>['database']['db'];

async function seed(db: SeedDb, workspaceId: string): Promise<void> {
  const document = seedDocumentJson();
  await db.execute(sql`
    insert into newsletters (workspace_id, issue_date, title, subject, document, style, status, scheduled_at)
    select ${workspaceId}::uuid, ${FIRST_DAY}::date + i, 'Issue ' || i, 'Subject ' || i, ${document}::jsonb,
           ${JSON.stringify(DEFAULT_NEWSLETTER_STYLE)}::jsonb,
           (array['draft','planned','scheduled','published','failed'])[1 + i % 5],
           case when i % 5 in (2, 3, 4) then (${FIRST_DAY}::date + i + time '09:00') at time zone 'America/New_York' end
    from generate_series(0, ${NEWSLETTERS - 1}) as s(i)
  `);
  await db.execute(sql`
    insert into feed_items (workspace_id, feed_type, feed_status, title, placement, ad_starts_at, ad_ends_at)
    select ${workspaceId}::uuid, 'ads', 'active', 'Ad ' || i, 'top',
           ${FIRST_DAY}::timestamptz + ((i * ${NEWSLETTERS}) / ${ADS}) * interval '1 day',
           ${FIRST_DAY}::timestamptz + ((i * ${NEWSLETTERS}) / ${ADS} + 7) * interval '1 day'
    from generate_series(0, ${ADS - 1}) as s(i)
  `);
  await db.execute(sql`
    insert into feed_items (workspace_id, feed_type, feed_status, title, venue, event_starts_at)
    select ${workspaceId}::uuid, 'events', 'active', 'Event ' || i, 'Town hall',
           ${FIRST_DAY}::timestamptz + ((i * ${NEWSLETTERS} * 24) / ${EVENTS}) * interval '1 hour'
    from generate_series(0, ${EVENTS - 1}) as s(i)
  `);
}

function seedDocumentJson(): string {
  const blocks = Array.from({ length: 40 }, (_, i) => ({
    id: `b${i}`,
    type: 'paragraph',
    content: [{ type: 'text', text: `Paragraph ${i} of the week's local news, long enough to weigh something.` }],
  }));
  return JSON.stringify({ schemaVersion: 1, blocks });
}

async function measure(app: FastifyInstance, url: string, authorization: string) {
  let counts = '';
  const run = async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    const { days, ads, events } = (
      res.json() as {
        data: { days: { newsletters: unknown[] }[]; ads: unknown[]; events: unknown[] };
      }
    ).data;
    counts = `${days.reduce((n, day) => n + day.newsletters.length, 0)}/${ads.length}/${events.length}`;
  };
  const times = await sampled(() => timed(run), { warmup: WARMUP, samples: REQUESTS });
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), counts };
}

export async function benchCalendar(): Promise<string[]> {
  const bench = await startBenchDatabase('calendar');
  const { database } = bench;
  const db = database.db;
  let app: FastifyInstance | undefined;
  try {
    const built = await buildBenchApp(bench);
    const config = built.config;
    app = built.app;
    await app.ready();

    const [business] = await db.insert(businesses).values({ name: 'Bench calendar' }).returning();
    if (!business) throw new Error('business not created');
    const [main, other] = await db
      .insert(workspaces)
      .values([
        { name: 'Bench main', businessId: business.id, timeZone: 'America/New_York' },
        { name: 'Bench other', businessId: business.id, timeZone: 'Europe/Berlin' },
      ])
      .returning();
    if (!main || !other) throw new Error('workspaces not created');
    // A member of type user: the scope check takes its longer path (membership join).
    const [user] = await db
      .insert(users)
      .values({
        email: 'bench-calendar@example.com',
        name: 'Bench planner',
        passwordHash: 'not-used',
        userType: 'user',
        isVerified: true,
        businessId: business.id,
      })
      .returning();
    if (!user) throw new Error('user not created');
    await db.insert(workspaceMembers).values({ workspaceId: main.id, userId: user.id });

    const seedMs = await timed(async () => {
      // The other workspace holds the same again: every query has to stay inside its tenant.
      await seed(db, main.id);
      await seed(db, other.id);
      await db.execute(sql`vacuum analyze newsletters`);
      await db.execute(sql`vacuum analyze feed_items`);
    });

    const tokens = new TokenService(config.JWT_SECRET, 3600);
    const authorization = `Bearer ${await tokens.signAccess({ sub: user.id, userType: 'user', sv: user.sessionVersion })}`;
    const url = (month: number, year: number) => `/api/v1/calendar/?workspaceId=${main.id}&month=${month}&year=${year}`;
    const cases: [string, string][] = [
      ['empty month (baseline)', url(6, 2030)],
      ['March 2027 (DST change)', url(3, 2027)],
      ['October 2027', url(10, 2027)],
    ];
    const load = os.loadavg()[0]?.toFixed(1) ?? '?';
    const lines = [
      `${NEWSLETTERS} newsletters, ${ADS} ads, ${EVENTS.toLocaleString('en-US')} events in the workspace (the same in ` +
        `another), seeded in ${(seedMs / 1000).toFixed(1)} s; ${REQUESTS} sequential requests each via app.inject ` +
        `(load average ${load} on ${os.cpus().length} CPUs):`,
      `${'month'.padEnd(28)}${'n/ads/ev'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}   target p99 ≤ ${TARGET_P99_MS} ms`,
    ];
    for (const [label, caseUrl] of cases) {
      const result = await measure(app, caseUrl, authorization);
      const verdict = result.p99 <= TARGET_P99_MS ? '✓' : '✗';
      lines.push(
        `${label.padEnd(28)}${result.counts.padStart(10)}${ms(result.p50).padStart(9)}${ms(result.p99).padStart(9)}   ${verdict}`,
      );
    }
    return lines;
  } finally {
    await app?.close();
    await bench.stop();
  }
}

// Run alone: `npx tsx bench/calendar.ts`.
runWhenMain(import.meta.url, benchCalendar);
