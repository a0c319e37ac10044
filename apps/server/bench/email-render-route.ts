// The render endpoint as the builder's preview and readiness panel call it: GET /api/v1/newsletters/:id/render of
// the 30-block quality fixture through the real app (routing, auth, scope check, the database lookups, render, checks,
// serialization) on a real database, against GET /api/v1/newsletters/:id of the same newsletter, in the same run.
// Warm: repeat renders of an unchanged newsletter (the preview reopened, the readiness panel refreshed). Cold: the
// first render after an edit, which renders and checks the new email (client support on the worker) from scratch.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { businesses, newsletters, users, workspaceMembers, workspaces } from '../src/db/schema/index';
import { closeClientSupportPool } from '../src/email/client-support-pool';
import { createMailer } from '../src/integrations/mailer';
import { TokenService } from '../src/lib/tokens';
import { FIXTURE_30, FIXTURE_STYLE } from '../test/email/newsletter-fixture';
import { startBenchDatabase } from './lib/database';

/** Goal of issue 19: the render with its checks, p95, at most twice reading the same newsletter. */
const RENDER_TO_READ_GOAL = 2;
const WARMUP = 20;
const REQUESTS = 300;
/** First renders after an edit: each checks a new email on the worker, so fewer of them. */
const COLD_RENDERS = 30;

function percentile(values: readonly number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** One GET through the app; its duration, request in to answer out. */
async function timedGet(app: FastifyInstance, url: string, authorization: string): Promise<number> {
  const started = performance.now();
  const res = await app.inject({ method: 'GET', url, headers: { authorization } });
  const elapsed = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return elapsed;
}

/** A workspace with one member (the scope check takes the membership path, as for most editors) and its token. */
async function seed(db: Db, jwtSecret: string) {
  const [business] = await db.insert(businesses).values({ name: 'Bench render' }).returning();
  if (!business) throw new Error('business not created');
  const [workspace] = await db
    .insert(workspaces)
    .values({ name: 'Riverside News', businessId: business.id, timeZone: 'Europe/London' })
    .returning();
  if (!workspace) throw new Error('workspace not created');
  const [user] = await db
    .insert(users)
    .values({
      email: 'bench-render@example.com',
      name: 'Bench editor',
      passwordHash: 'not-used',
      userType: 'user',
      isVerified: true,
      businessId: business.id,
    })
    .returning();
  if (!user) throw new Error('user not created');
  await db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id });
  const [newsletter] = await db
    .insert(newsletters)
    .values({ workspaceId: workspace.id, ...FIXTURE_30, style: FIXTURE_STYLE })
    .returning();
  if (!newsletter) throw new Error('newsletter not created');
  const tokens = new TokenService(jwtSecret, 3600);
  const authorization = `Bearer ${await tokens.signAccess({ sub: user.id, userType: 'user', sv: user.sessionVersion })}`;
  return { workspaceId: workspace.id, newsletterId: newsletter.id, authorization };
}

export async function benchRenderRoute(): Promise<string[]> {
  const bench = await startBenchDatabase('render');
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: path.join(bench.dir, 'data'),
      APP_URL: 'https://news.example.com',
      LOG_LEVEL: 'silent',
    });
    const mailer = createMailer({ db: bench.database.db, from: config.MAIL_FROM, log: pino({ level: 'silent' }) });
    app = await buildApp({ config, database: bench.database, mailer, logger: false });
    await app.ready();
    const { workspaceId, newsletterId, authorization } = await seed(bench.database.db, config.JWT_SECRET);
    const readUrl = `/api/v1/newsletters/${newsletterId}?workspaceId=${workspaceId}`;
    const renderUrl = `/api/v1/newsletters/${newsletterId}/render?workspaceId=${workspaceId}`;

    // Warm: the two routes alternately, so a busy moment of the shared machine falls on both alike.
    const reads: number[] = [];
    const renders: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const read = await timedGet(app, readUrl, authorization);
      const render = await timedGet(app, renderUrl, authorization);
      if (i < WARMUP) continue;
      reads.push(read);
      renders.push(render);
    }

    // Cold: an edit (a new word in the first paragraph, stored as a save would) before each timed render.
    const colds: number[] = [];
    const coldReads: number[] = [];
    for (let i = 0; i < COLD_RENDERS; i++) {
      const blocks = FIXTURE_30.document.blocks.map((block) =>
        block.type === 'paragraph' && block.id === 'intro'
          ? { ...block, content: [{ type: 'text' as const, text: `Edit ${i}. ` }, ...block.content] }
          : block,
      );
      await bench.database.db
        .update(newsletters)
        .set({ document: { ...FIXTURE_30.document, blocks }, updatedAt: new Date() })
        .where(eq(newsletters.id, newsletterId));
      coldReads.push(await timedGet(app, readUrl, authorization));
      colds.push(await timedGet(app, renderUrl, authorization));
    }

    const readP95 = percentile(reads, 0.95);
    const renderP95 = percentile(renders, 0.95);
    const ratio = renderP95 / readP95;
    const coldRatio = percentile(colds, 0.95) / percentile(coldReads, 0.95);
    return [
      `GET /api/v1/newsletters/:id/render vs GET /api/v1/newsletters/:id, 30 blocks, via app.inject on a real database:`,
      `  warm (unchanged newsletter, ${REQUESTS} each, alternating): render p50 ${ms(percentile(renders, 0.5))}, ` +
        `p95 ${ms(renderP95)}; read p50 ${ms(percentile(reads, 0.5))}, p95 ${ms(readP95)} → ${ratio.toFixed(1)}× ` +
        `(goal ≤ ${RENDER_TO_READ_GOAL}× ${ratio <= RENDER_TO_READ_GOAL ? '✓' : '✗'})`,
      `  cold (first render after an edit, ${COLD_RENDERS}): render p50 ${ms(percentile(colds, 0.5))}, ` +
        `p95 ${ms(percentile(colds, 0.95))}; read p95 ${ms(percentile(coldReads, 0.95))} → ${coldRatio.toFixed(1)}× ` +
        `(no goal: the client-support check of a new email takes tens of ms on the worker)`,
    ];
  } finally {
    await app?.close();
    await closeClientSupportPool();
    await bench.stop();
  }
}
