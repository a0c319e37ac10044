// Content-list benchmark: GET /api/v1/feeds/list/ through the real app (routing, auth, scope check, validation, SQL,
// serialization) with 100,000 items in one workspace, filtered by tag, by search and by date. Target: p99 < 50 ms.
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { businesses, tags, users, workspaceMembers, workspaces } from '../src/db/schema/index';
import { TokenService } from '../src/lib/tokens';
import { buildBenchApp } from './lib/bench-app';
import { runWhenMain, startBenchDatabase } from './lib/database';
import { percentile, sampled, timed } from './lib/timing';

const ITEMS = 100_000;
/** A second, smaller workspace in the same tables, so every query has to stay inside its own tenant. */
const OTHER_ITEMS = 20_000;
const TAGS = 20;
const WARMUP = 20;
const REQUESTS = Math.min(Math.max(Number(process.env.BENCH_LIST_REQUESTS ?? 300) || 300, 50), 5_000);
const TARGET_P99_MS = 50;

/** About 100 words; every title and text uses a few, so one word matches about 1–5 % of the items. */
const WORDS = `council budget school bridge market festival library museum harbor traffic election weather
  concert theater football hospital police river park garden bakery restaurant housing railway airport tram
  bicycle university student teacher church mayor court tax energy solar wind water flood storm winter summer
  spring autumn holiday tourism hotel farm harvest wine beer coffee bookstore cinema gallery painter sculpture
  orchestra choir dance marathon swimming tennis hockey basketball volunteer charity donation startup factory
  workshop office bank insurance pension retirement youth childcare playground zoo forest lake mountain valley
  island coast beach lighthouse castle palace tower square street avenue district village`
  .split(/\s+/)
  .filter(Boolean);

const ms = (v: number) => v.toFixed(1).padStart(6);

/** Seeds with INSERT … SELECT generate_series: types, statuses, dates, words and tags spread deterministically. */
export async function seedFeedItems(
  db: Database['db'],
  workspaceId: string,
  count: number,
  tagIds: string[],
): Promise<void> {
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  const n = sql.raw(String(WORDS.length));
  await db.execute(sql`
    insert into feed_items (workspace_id, feed_type, feed_status, title, summary, content, content_text, link,
                            published_at, source)
    select ${workspaceId}::uuid,
           (array['rss','rss','rss','rss','rss','rss','rss','original','ads','events'])[1 + i % 10],
           case when i % 20 = 0 then 'archived' when i % 33 = 0 then 'pending' else 'active' end,
           'Story ' || i || ': ' || w[1 + i % ${n}] || ' and ' || w[1 + (i * 7) % ${n}],
           'What happened with the ' || w[1 + (i * 13) % ${n}] || ' this week',
           '<p>Report about the ' || w[1 + (i * 17) % ${n}] || ' near the ' || w[1 + (i * 29) % ${n}] || '.</p>',
           'Report about the ' || w[1 + (i * 17) % ${n}] || ' near the ' || w[1 + (i * 29) % ${n}] || '.',
           'https://news.example/' || ${workspaceId}::text || '/' || i,
           now() - (i * interval '5 minutes'),
           'Bench feed'
    from generate_series(1, ${count}) as s(i), (select ${words} as w) as vocabulary
  `);
  // Every item has one or two tags: about 5 % of the items carry any given tag.
  const tagArray = `{${tagIds.join(',')}}`;
  await db.execute(sql`
    insert into feed_item_tags (workspace_id, item_id, tag_id)
    select ${workspaceId}::uuid, id, (${tagArray}::uuid[])[1 + n % ${tagIds.length}]
    from (select id, row_number() over (order by id) as n from feed_items where workspace_id = ${workspaceId}) as items
    union
    select ${workspaceId}::uuid, id, (${tagArray}::uuid[])[1 + (n * 7 + 3) % ${tagIds.length}]
    from (select id, row_number() over (order by id) as n from feed_items where workspace_id = ${workspaceId}) as items
    where n % 3 = 0
  `);
}

async function measure(
  app: FastifyInstance,
  url: string,
  authorization: string,
): Promise<{ p50: number; p99: number; matches: string }> {
  let matches = '';
  const run = async () => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization } });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    const { count, countCapped } = (res.json() as { data: { count: number; countCapped: boolean } }).data;
    matches = `${count.toLocaleString('en-US')}${countCapped ? '+' : ''}`;
  };
  const times = await sampled(() => timed(run), { warmup: WARMUP, samples: REQUESTS });
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), matches };
}

export async function benchFeedsList(): Promise<string[]> {
  const bench = await startBenchDatabase('feeds');
  const { database } = bench;
  const db = database.db;
  let app: FastifyInstance | undefined;
  try {
    const built = await buildBenchApp(bench);
    const config = built.config;
    app = built.app;
    await app.ready();

    const [business] = await db.insert(businesses).values({ name: 'Bench list' }).returning();
    if (!business) throw new Error('business not created');
    const [main, other] = await db
      .insert(workspaces)
      .values([
        { name: 'Bench main', businessId: business.id },
        { name: 'Bench other', businessId: business.id },
      ])
      .returning();
    if (!main || !other) throw new Error('workspaces not created');
    // A member of type user: the scope check takes its longer path (membership join), as for most readers.
    const [user] = await db
      .insert(users)
      .values({
        email: 'bench-list@example.com',
        name: 'Bench reader',
        passwordHash: 'not-used',
        userType: 'user',
        isVerified: true,
        businessId: business.id,
      })
      .returning();
    if (!user) throw new Error('user not created');
    await db.insert(workspaceMembers).values({ workspaceId: main.id, userId: user.id });
    const tagRows = await db
      .insert(tags)
      .values(
        [main.id, other.id].flatMap((workspaceId) =>
          Array.from({ length: TAGS }, (_, i) => ({ workspaceId, name: `Tag ${i}`, color: '#336699' })),
        ),
      )
      .returning();
    const tagsOf = (workspaceId: string) => tagRows.filter((t) => t.workspaceId === workspaceId).map((t) => t.id);

    const seedMs = await timed(async () => {
      await seedFeedItems(db, main.id, ITEMS, tagsOf(main.id));
      await seedFeedItems(db, other.id, OTHER_ITEMS, tagsOf(other.id));
      await db.execute(sql`vacuum analyze feed_items`);
      await db.execute(sql`vacuum analyze feed_item_tags`);
    });

    const tokens = new TokenService(config.JWT_SECRET, 3600);
    const authorization = `Bearer ${await tokens.signAccess({ sub: user.id, userType: 'user', sv: user.sessionVersion })}`;
    const base = `/api/v1/feeds/list/?workspaceId=${main.id}`;
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const tagId = tagsOf(main.id)[3];
    const cases: [string, string][] = [
      ['no filter (rss, active, newest)', base],
      ['by tag', `${base}&tagId=${tagId}`],
      ['by search ("festival")', `${base}&search_param=festival`],
      ['by search, two words ("bridge river")', `${base}&search_param=${encodeURIComponent('bridge river')}`],
      ['by date (7 days)', `${base}&start_date=${day(60)}&end_date=${day(54)}`],
      [
        'tag + search + date',
        `${base}&tagId=${tagId}&search_param=festival&start_date=${day(200)}&end_date=${day(30)}`,
      ],
      ['sort by title', `${base}&sort_by=title`],
      ['oldest first, page 50', `${base}&sort_by=oldest&page=50`],
    ];

    const load = os.loadavg()[0]?.toFixed(1) ?? '?';
    const lines = [
      `${ITEMS.toLocaleString('en-US')} items in the workspace (+${OTHER_ITEMS.toLocaleString('en-US')} in another), ` +
        `seeded in ${(seedMs / 1000).toFixed(1)} s; ${REQUESTS} sequential requests each via app.inject, page size 10 ` +
        `(load average ${load} on ${os.cpus().length} CPUs):`,
      `${'filter'.padEnd(40)}${'matches'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}   target p99 < ${TARGET_P99_MS} ms`,
    ];
    for (const [label, caseUrl] of cases) {
      const result = await measure(app, caseUrl, authorization);
      const verdict = result.p99 < TARGET_P99_MS ? '✓' : '✗';
      lines.push(
        `${label.padEnd(40)}${result.matches.padStart(9)}${ms(result.p50).padStart(9)}${ms(result.p99).padStart(9)}   ${verdict}`,
      );
    }
    return lines;
  } finally {
    await app?.close();
    await bench.stop();
  }
}

// Run alone: `npx tsx feeds-list.ts`.
runWhenMain(import.meta.url, benchFeedsList);
