import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  anthropicFrames,
  anthropicModelList,
  type Dialect,
  errorBody,
  openaiFrames,
  openaiModelList,
  type SseFrame,
} from './dialects';
import { cannedReply, type FakeTiming, type FakeTurn, splitText } from './script';
import { labelledValues, requestedSchema, schemaValue } from './structured';
import { asksForIssueTexts, writtenIssue } from './writer';

/** One request the fake received, for assertions (which key, which messages, when the socket closed). */
export interface FakeRequest {
  path: string;
  method: string;
  dialect: Dialect;
  apiKey: string;
  model?: string;
  /** The parsed JSON body (POST only). */
  body?: Record<string, unknown>;
  receivedAt: number;
  /** When each SSE frame of the answer was written (ms since the epoch, with fractions). */
  frameSentAt: number[];
  /** When the client's socket closed before the answer ended (an abort), if it did. */
  clientClosedAt?: number;
  status: number;
}

export interface FakeLlmProvider {
  /** e.g. http://127.0.0.1:41234/v1 — what a workspace puts as its base URL. */
  baseUrl: string;
  /** Keys the fake accepts; any other key gets the provider's own 401. */
  acceptKey(key: string): void;
  /** Queues turns for requests made with `key` (first in, first out). */
  script(key: string, ...turns: FakeTurn[]): void;
  requests(filter?: { apiKey?: string; path?: string }): FakeRequest[];
  timing: FakeTiming;
  /** The model ids `/v1/models` lists. */
  models: string[];
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_MODELS = ['gpt-4o-mini', 'gpt-4o', 'text-embedding-3-small', 'claude-sonnet-4-5', 'llama3.2'];

function keyOf(req: IncomingMessage): string {
  const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  const header = req.headers['x-api-key'];
  return bearer ?? (typeof header === 'string' ? header : '');
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return undefined;
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

function sendJson(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** The text of the last user message, in either dialect's request body. */
function lastUserText(body: Record<string, unknown> | undefined): string {
  const messages = Array.isArray(body?.messages) ? (body.messages as { role?: string; content?: unknown }[]) : [];
  const last = messages.filter((m) => m.role === 'user').at(-1);
  if (typeof last?.content === 'string') return last.content;
  if (Array.isArray(last?.content)) {
    return (last.content as { type?: string; text?: string }[])
      .filter((part) => part.type === 'text')
      .map((part) => part.text ?? '')
      .join(' ');
  }
  return '';
}

/**
 * The answer when nothing is scripted: a value of the schema the request gave (as JSON text, or as the forced tool's
 * input), else the labelled canned reply.
 */
function unscriptedTurn(body: Record<string, unknown> | undefined, writesIssues: boolean): FakeTurn {
  const prompt = lastUserText(body);
  const asked = requestedSchema(body);
  if (asked) {
    const labels = labelledValues(prompt);
    const properties = Object.keys(asked.schema.properties ?? {});
    const written = writesIssues && asksForIssueTexts(properties) ? writtenIssue(labels) : undefined;
    const json = JSON.stringify(schemaValue(asked.schema, labels, undefined, written));
    const usage = { inputTokens: Math.ceil(prompt.length / 4) + 40, outputTokens: Math.ceil(json.length / 4) };
    if (asked.viaTool) return { kind: 'toolCalls', calls: [{ name: asked.viaTool, argumentsJson: json }], usage };
    return { kind: 'text', chunks: splitText(json, 6), usage };
  }
  const format = body?.response_format as { type?: string } | undefined;
  return cannedReply(prompt, format?.type === 'json_object');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A loopback LLM provider: OpenAI Chat Completions and Anthropic Messages streaming plus model listing, answering
 * from a script queued per API key (an empty queue gets a labelled canned reply). The product's real SDK clients
 * talk to it over a real socket. Control routes under /__fake/ let another process (the browser tests, the bench)
 * script it too.
 */
export async function startFakeLlmProvider(
  options: {
    acceptedKeys?: string[];
    /** The demo's writer: an issue's subject, preheader and intro written from its items (see writer.ts). */
    writesIssues?: boolean;
  } = {},
): Promise<FakeLlmProvider> {
  const accepted = new Set(options.acceptedKeys ?? []);
  const queues = new Map<string, FakeTurn[]>();
  const log: FakeRequest[] = [];
  const timing: FakeTiming = { firstChunkDelayMs: 0, chunkDelayMs: 0 };
  const models = [...DEFAULT_MODELS];

  async function stream(res: ServerResponse, entry: FakeRequest, frames: SseFrame[], hangAfter: boolean) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    res.socket?.setNoDelay(true);
    if (timing.firstChunkDelayMs) await sleep(timing.firstChunkDelayMs);
    for (const [index, frame] of frames.entries()) {
      if (entry.clientClosedAt !== undefined) return;
      if (index > 0 && timing.chunkDelayMs) await sleep(timing.chunkDelayMs);
      if (entry.clientClosedAt !== undefined) return;
      const head = frame.event ? `event: ${frame.event}\n` : '';
      res.write(`${head}data: ${frame.data}\n\n`);
      entry.frameSentAt.push(performance.timeOrigin + performance.now());
    }
    // A hanging answer keeps the socket open until the client gives up (what an abort test needs).
    if (!hangAfter) res.end();
  }

  async function answer(req: IncomingMessage, res: ServerResponse, entry: FakeRequest) {
    if (!accepted.has(entry.apiKey)) {
      const { status, body } = errorBody(entry.dialect, { kind: 'error', status: 401, reason: 'invalid_key' });
      entry.status = status;
      sendJson(res, status, body);
      return;
    }
    if (entry.dialect === 'anthropic' && (!req.headers['anthropic-version'] || entry.body?.max_tokens === undefined)) {
      entry.status = 400;
      sendJson(res, 400, {
        type: 'error',
        error: { type: 'invalid_request_error', message: 'max_tokens and anthropic-version are required' },
      });
      return;
    }
    const turn = queues.get(entry.apiKey)?.shift() ?? unscriptedTurn(entry.body, options.writesIssues ?? false);
    if (turn.kind === 'error') {
      const { status, body } = errorBody(entry.dialect, turn);
      entry.status = status;
      const headers: Record<string, string> =
        turn.retryAfterMs === undefined ? {} : { 'retry-after-ms': String(turn.retryAfterMs) };
      sendJson(res, status, body, headers);
      return;
    }
    entry.status = 200;
    const model = entry.model ?? 'fake-model';
    const streamOptions = entry.body?.stream_options as { include_usage?: boolean } | undefined;
    const { frames, hangAfter } =
      entry.dialect === 'anthropic'
        ? anthropicFrames(model, turn)
        : openaiFrames(model, turn, streamOptions?.include_usage === true);
    await stream(res, entry, frames, hangAfter);
  }

  async function control(path: string, req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    if (path === '/__fake/keys' && typeof body?.key === 'string') {
      accepted.add(body.key);
      return sendJson(res, 200, { ok: true });
    }
    if (path === '/__fake/script' && typeof body?.key === 'string' && Array.isArray(body.turns)) {
      queues.set(body.key, [...(queues.get(body.key) ?? []), ...(body.turns as FakeTurn[])]);
      return sendJson(res, 200, { ok: true });
    }
    if (path === '/__fake/timing' && body) {
      Object.assign(timing, body);
      return sendJson(res, 200, timing);
    }
    if (path === '/__fake/log') return sendJson(res, 200, { requests: log });
    return sendJson(res, 404, { error: 'unknown control route' });
  }

  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/__fake/')) {
      void control(path, req, res);
      return;
    }
    const dialect: Dialect = req.headers['anthropic-version'] || path.endsWith('/messages') ? 'anthropic' : 'openai';
    const entry: FakeRequest = {
      path,
      method: req.method ?? 'GET',
      dialect,
      apiKey: keyOf(req),
      receivedAt: Date.now(),
      frameSentAt: [],
      status: 0,
    };
    log.push(entry);
    res.on('close', () => {
      if (!res.writableFinished) entry.clientClosedAt = Date.now();
    });
    void (async () => {
      if (req.method === 'GET' && path === '/v1/models') {
        if (!accepted.has(entry.apiKey)) {
          const { status, body } = errorBody(dialect, { kind: 'error', status: 401, reason: 'invalid_key' });
          entry.status = status;
          return sendJson(res, status, body);
        }
        const turn = queues.get(entry.apiKey)?.[0];
        if (turn?.kind === 'error') {
          queues.get(entry.apiKey)?.shift();
          const { status, body } = errorBody(dialect, turn);
          entry.status = status;
          return sendJson(res, status, body);
        }
        entry.status = 200;
        return sendJson(res, 200, dialect === 'anthropic' ? anthropicModelList(models) : openaiModelList(models));
      }
      if (req.method === 'POST' && (path === '/v1/chat/completions' || path === '/v1/messages')) {
        entry.body = await readJson(req);
        entry.model = typeof entry.body?.model === 'string' ? entry.body.model : undefined;
        return answer(req, res, entry);
      }
      entry.status = 404;
      sendJson(res, 404, { error: { message: `No route ${req.method} ${path}` } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A fake never keeps a test process (or the demo, once the product stops) alive by itself.
  server.unref();
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    acceptKey: (key) => void accepted.add(key),
    script: (key, ...turns) => void queues.set(key, [...(queues.get(key) ?? []), ...turns]),
    requests: (filter = {}) =>
      log.filter(
        (entry) =>
          (filter.apiKey === undefined || entry.apiKey === filter.apiKey) &&
          (filter.path === undefined || entry.path === filter.path),
      ),
    timing,
    models,
    reset() {
      queues.clear();
      log.length = 0;
      Object.assign(timing, { firstChunkDelayMs: 0, chunkDelayMs: 0 });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
