// AI chat streaming benchmark: the time from the LLM fake writing a chunk to the client's stream reader receiving
// it, through the real POST /api/v1/ai/chat/ (auth, scope, budget check, AI SDK, UI message stream), against a bare
// Fastify that pipes the same fake's stream through unchanged. Target: p95 ≤ 50 ms over 20 runs; 20 concurrent
// chats each get their first chunk without waiting on the others.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import { type FakeLlmProvider, startFakeLlmProvider, text } from '../fakes/llm-provider';
import { businesses, llmKeys, users, workspaces } from '../src/db/schema/index';
import { sealSecret } from '../src/lib/secret-box';
import { TokenService } from '../src/lib/tokens';
import { buildBenchApp } from './lib/bench-app';
import { runWhenMain, startBenchDatabase } from './lib/database';

const RUNS = 20;
const CONCURRENT = 20;
const TARGET_P95_MS = 50;
const KEY = 'sk-bench-chat';
/** The fake waits this long before the measured chunk, so nothing else is in flight when it is written. */
const CHUNK_GAP_MS = 40;
const MARKER = 'Measured';

const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** Reads a response body to its end; returns when `marker` arrived (ms since the epoch) and the text read. */
async function receivedAt(response: Response, marker: string | RegExp): Promise<{ at: number; seen: string }> {
  if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  let at: number | undefined;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    const found = typeof marker === 'string' ? seen.includes(marker) : marker.test(seen);
    if (at === undefined && found) at = now();
  }
  if (at === undefined) throw new Error('the measured chunk never arrived');
  return { at, seen };
}

/** The measured chunk is the fake's third frame: the role frame, a first chunk, then the marker after a gap. */
const script = (fake: FakeLlmProvider, marker = MARKER) =>
  fake.script(KEY, text(['Warm ', `${marker} chunk`, ' end.']));
const sentAt = (fake: FakeLlmProvider, index: number) =>
  fake.requests({ apiKey: KEY, path: '/v1/chat/completions' })[index]?.frameSentAt[2];

/** A bare Fastify that asks the fake the same way and pipes its SSE bytes through. */
async function startBarePipe(fake: FakeLlmProvider): Promise<{ url: string; app: FastifyInstance }> {
  const app = Fastify({ logger: false });
  app.post('/', async (_request, reply) => {
    const upstream = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'gpt-4o-mini', stream: true, messages: [{ role: 'user', content: 'Hi' }] }),
    });
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.socket?.setNoDelay(true);
    for await (const chunk of upstream.body ?? []) reply.raw.write(chunk);
    reply.raw.end();
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${address}/`, app };
}

async function measureRuns(fake: FakeLlmProvider, send: () => Promise<Response>): Promise<number[]> {
  const latencies: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    fake.reset();
    fake.acceptKey(KEY);
    fake.timing.chunkDelayMs = CHUNK_GAP_MS;
    script(fake);
    const { at } = await receivedAt(await send(), MARKER);
    const sent = sentAt(fake, 0);
    if (sent === undefined) throw new Error('the fake did not log the chunk');
    latencies.push(at - sent);
  }
  return latencies.sort((a, b) => a - b);
}

export async function benchAiChat(): Promise<string[]> {
  const bench = await startBenchDatabase('ai-chat');
  const db = bench.database.db;
  const fake = await startFakeLlmProvider({ acceptedKeys: [KEY] });
  let app: FastifyInstance | undefined;
  let bare: FastifyInstance | undefined;
  try {
    const built = await buildBenchApp(bench, { OUTBOUND_ALLOW_PRIVATE: 'true', AI_RATE_LIMIT_MAX: '100000' });
    const config = built.config;
    app = built.app;
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });

    const [business] = await db.insert(businesses).values({ name: 'Bench AI' }).returning();
    if (!business) throw new Error('business not created');
    const [workspace] = await db.insert(workspaces).values({ name: 'Bench chat', businessId: business.id }).returning();
    if (!workspace) throw new Error('workspace not created');
    const [user] = await db
      .insert(users)
      .values({
        email: 'bench-ai@example.com',
        name: 'Bench admin',
        passwordHash: 'not-used',
        userType: 'admin',
        isVerified: true,
        businessId: business.id,
      })
      .returning();
    if (!user) throw new Error('user not created');
    await db.insert(llmKeys).values({
      workspaceId: workspace.id,
      provider: 'openai-compatible',
      baseUrl: fake.baseUrl,
      defaultModel: 'gpt-4o-mini',
      sealedKey: sealSecret(config.SECRETS_KEY, workspace.id, 'llm-api-key', KEY),
      lastFour: KEY.slice(-4),
    });
    const tokens = new TokenService(config.JWT_SECRET, 3600);
    const authorization = `Bearer ${await tokens.signAccess({ sub: user.id, userType: 'admin', sv: user.sessionVersion })}`;
    const chat = () =>
      fetch(`${origin}/api/v1/ai/chat/`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({
          workspaceId: workspace.id,
          id: randomUUID(),
          message: { id: randomUUID(), role: 'user', parts: [{ type: 'text', text: 'What is on?' }] },
          toneId: null,
        }),
      });

    const barePipe = await startBarePipe(fake);
    bare = barePipe.app;
    const baseline = await measureRuns(fake, () => fetch(barePipe.url, { method: 'POST' }));
    const real = await measureRuns(fake, chat);

    // Concurrency: every chat's marker chunk is written after the same gap; none may wait for another's.
    fake.reset();
    fake.acceptKey(KEY);
    fake.timing.chunkDelayMs = CHUNK_GAP_MS;
    // Scripts are answered first in, first out: the n-th logged request got marker Mn, whichever chat sent it.
    for (let i = 0; i < CONCURRENT; i++) script(fake, `M${i}x`);
    const started = now();
    const arrivals = await Promise.all(
      Array.from({ length: CONCURRENT }, async () => receivedAt(await chat(), /M\d+x/)),
    );
    const logged = fake.requests({ apiKey: KEY, path: '/v1/chat/completions' });
    const concurrentLatencies = arrivals.map(({ at, seen }) => {
      const index = Number(/M(\d+)x/.exec(seen)?.[1]);
      return at - (logged[index]?.frameSentAt[2] ?? Number.NaN);
    });
    const lastArrival = Math.max(...arrivals.map(({ at }) => at)) - started;

    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const p95 = percentile(real, 95);
    return [
      `${RUNS} sequential chats, fake chunk written → client reader has it (load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs):`,
      `  bare Fastify pipe:  p50 ${ms(percentile(baseline, 50))}  p95 ${ms(percentile(baseline, 95))}`,
      `  POST /ai/chat/:     p50 ${ms(percentile(real, 50))}  p95 ${ms(p95)}   target p95 ≤ ${TARGET_P95_MS} ms ${p95 <= TARGET_P95_MS ? '✓' : '✗'}`,
      `${CONCURRENT} concurrent chats: all measured chunks in by ${ms(lastArrival)} after the start; ` +
        `chunk → reader p95 ${ms(
          percentile(
            [...concurrentLatencies].sort((a, b) => a - b),
            95,
          ),
        )}, max ${ms(Math.max(...concurrentLatencies))}`,
    ];
  } finally {
    await app?.close();
    await bare?.close();
    await fake.close();
    await bench.stop();
  }
}

// Run alone: `npx tsx bench/ai-chat.ts`.
runWhenMain(import.meta.url, benchAiChat);
