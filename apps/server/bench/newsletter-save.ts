// Newsletter save benchmark: POST /api/v1/newsletters/ of a 300-block document through the real app (routing, auth,
// scope check, block-by-block validation, the versioned UPDATE, serialization), against a 2-block document as the
// fixed-cost baseline. Targets (docs/decisions/0029, 0036): p99 ≤ 40 ms for 300 blocks, and at most 3× the
// baseline's p99.
// The clock covers the server's work only: the request body is JSON text made before it starts (a browser sends bytes),
// and the answer is read after it stops.
import os from 'node:os';
import type { BlockInput, NewsletterDocumentInput } from '@newsletter-os/contracts';
import type { FastifyInstance } from 'fastify';
import { everyBlockDocument } from '../demo/newsletter-documents';
import { businesses, users, workspaceMembers, workspaces } from '../src/db/schema/index';
import { TokenService } from '../src/lib/tokens';
import { buildBenchApp } from './lib/bench-app';
import { runWhenMain, startBenchDatabase } from './lib/database';
import { percentile, sampled, timedResult } from './lib/timing';

const BLOCKS = 300;
const WARMUP = 20;
const REQUESTS = Math.min(Math.max(Number(process.env.BENCH_SAVE_REQUESTS ?? 300) || 300, 50), 5_000);
const TARGET_P99_MS = 40;
const TARGET_RATIO = 3;

const ms = (v: number) => v.toFixed(1).padStart(6);

/** A rich paragraph as the editor writes it: several styled runs, a link and a line break. */
function richParagraph(id: string, index: number): BlockInput {
  return {
    id,
    type: 'paragraph',
    align: 'left',
    content: [
      { type: 'text', text: `Paragraph ${index}: the council met on Tuesday to discuss the new riverside park. ` },
      {
        type: 'text',
        text: 'Residents were in favour',
        marks: [{ type: 'bold' }, { type: 'textStyle', attrs: { color: '#dc2626' } }],
      },
      { type: 'text', text: ' of the plan, ' },
      {
        type: 'text',
        text: 'read the minutes',
        marks: [{ type: 'link', attrs: { href: 'https://example.com/minutes' } }],
      },
      { type: 'hardBreak' },
      {
        type: 'text',
        text: 'More next week.',
        marks: [{ type: 'italic' }, { type: 'textStyle', attrs: { fontSize: '14px', fontFamily: 'Georgia' } }],
      },
    ],
  };
}

/** 300 blocks: every block type in turn, rich paragraphs in between (most of a real newsletter is text). */
export function documentOfBlocks(count: number): NewsletterDocumentInput {
  const everyType = everyBlockDocument().blocks;
  const blocks = Array.from({ length: count }, (_, index): BlockInput => {
    const id = `b${index}`;
    if (index % 2 === 0) return richParagraph(id, index);
    const template = everyType[(index >> 1) % everyType.length] as BlockInput;
    return { ...template, id };
  });
  return { schemaVersion: 1, blocks };
}

async function measure(app: FastifyInstance, authorization: string, workspaceId: string, date: string, count: number) {
  const document = documentOfBlocks(count);
  const bodyBytes = Buffer.byteLength(JSON.stringify(document));
  let version: number | undefined;
  /** One save; its duration (request in, answer out) and the version it made, read once the clock has stopped. */
  const save = async () => {
    const payload = JSON.stringify({
      workspaceId,
      date,
      title: 'Bench issue',
      document,
      ...(version ? { version } : {}),
    });
    const { ms: elapsed, result: res } = await timedResult(() =>
      app.inject({
        method: 'POST',
        url: '/api/v1/newsletters/',
        headers: { authorization, 'content-type': 'application/json' },
        payload,
      }),
    );
    if (res.statusCode !== 200 && res.statusCode !== 201)
      throw new Error(`save answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    version = (res.json() as { data: { version: number } }).data.version;
    return elapsed;
  };
  const times = await sampled(save, { warmup: WARMUP, samples: REQUESTS });
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), bodyBytes };
}

export async function benchNewsletterSave(): Promise<string[]> {
  const bench = await startBenchDatabase('newsletters');
  const db = bench.database.db;
  let app: FastifyInstance | undefined;
  try {
    const built = await buildBenchApp(bench);
    const config = built.config;
    app = built.app;
    await app.ready();

    const [business] = await db.insert(businesses).values({ name: 'Bench newsletters' }).returning();
    if (!business) throw new Error('business not created');
    const [workspace] = await db
      .insert(workspaces)
      .values({ name: 'Bench issue', businessId: business.id })
      .returning();
    if (!workspace) throw new Error('workspace not created');
    // A member of type user: the scope check takes its longer path (membership join), as for most editors.
    const [user] = await db
      .insert(users)
      .values({
        email: 'bench-newsletters@example.com',
        name: 'Bench editor',
        passwordHash: 'not-used',
        userType: 'user',
        isVerified: true,
        businessId: business.id,
      })
      .returning();
    if (!user) throw new Error('user not created');
    await db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id });
    const tokens = new TokenService(config.JWT_SECRET, 3600);
    const authorization = `Bearer ${await tokens.signAccess({ sub: user.id, userType: 'user', sv: user.sessionVersion })}`;

    const load = os.loadavg()[0]?.toFixed(1) ?? '?';
    const lines = [
      `${REQUESTS} sequential saves each (create, then updates carrying the version) via app.inject ` +
        `(load average ${load} on ${os.cpus().length} CPUs):`,
      `${'document'.padEnd(34)}${'body KB'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}   target p99 ≤ ${TARGET_P99_MS} ms`,
    ];
    const results: number[] = [];
    for (const [label, count, date] of [
      ['2 blocks (baseline)', 2, '2027-01-01'],
      [`${BLOCKS} blocks`, BLOCKS, '2027-01-02'],
    ] as const) {
      const result = await measure(app, authorization, workspace.id, date, count);
      results.push(result.p99);
      const verdict = count === BLOCKS ? (result.p99 <= TARGET_P99_MS ? '  ✓' : '  ✗') : '';
      lines.push(
        `${label.padEnd(34)}${(result.bodyBytes / 1024).toFixed(0).padStart(9)}${ms(result.p50).padStart(9)}${ms(result.p99).padStart(9)}${verdict}`,
      );
    }
    // The ratio tells the cost of the document itself apart from the machine's speed (both measured in this run).
    const [baseline = 0, large = 0] = results;
    if (baseline > 0) {
      const ratio = large / baseline;
      lines.push(
        `${BLOCKS} blocks vs baseline p99: ${ratio.toFixed(1)}×   target ≤ ${TARGET_RATIO}× ${ratio <= TARGET_RATIO ? '✓' : '✗'}`,
      );
    }
    return lines;
  } finally {
    await app?.close();
    await bench.stop();
  }
}

// Run alone: `npx tsx bench/newsletter-save.ts`.
runWhenMain(import.meta.url, benchNewsletterSave);
