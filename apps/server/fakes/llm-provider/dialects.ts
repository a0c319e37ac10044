import { type FakeToolCall, type FakeTurn, type FakeUsage, splitText } from './script';

/**
 * The two wire dialects the fake speaks, in the shapes the real SDK clients parse: OpenAI Chat Completions
 * (also what Ollama and other OpenAI-compatible servers speak) and Anthropic Messages. One event = one SSE frame.
 */
export type Dialect = 'openai' | 'anthropic';

export interface SseFrame {
  event?: string;
  data: string;
}

type ErrorTurn = Extract<FakeTurn, { kind: 'error' }>;

export function errorBody(dialect: Dialect, turn: ErrorTurn): { status: number; body: object } {
  if (dialect === 'anthropic') {
    const byReason = {
      invalid_key: [401, 'authentication_error', 'invalid x-api-key'],
      forbidden: [403, 'permission_error', 'Your API key does not have permission to use the specified resource.'],
      rate_limit: [429, 'rate_limit_error', 'Number of requests has exceeded your rate limit.'],
      insufficient_quota: [402, 'billing_error', 'Your credit balance is too low to access the Anthropic API.'],
      overloaded: [529, 'overloaded_error', 'Overloaded'],
    } as const;
    const [status, type, message] = byReason[turn.reason];
    return { status, body: { type: 'error', error: { type, message }, request_id: 'req_fake' } };
  }
  const byReason = {
    invalid_key: [401, 'invalid_request_error', 'invalid_api_key', 'Incorrect API key provided.'],
    forbidden: [403, 'invalid_request_error', 'unsupported_country_region_territory', 'Country not supported.'],
    rate_limit: [429, 'requests', 'rate_limit_exceeded', 'Rate limit reached for requests.'],
    insufficient_quota: [429, 'insufficient_quota', 'insufficient_quota', 'You exceeded your current quota.'],
    overloaded: [503, 'server_error', 'server_error', 'The server is overloaded.'],
  } as const;
  const [status, type, code, message] = byReason[turn.reason];
  return { status, body: { error: { message, type, param: null, code } } };
}

function openaiChunk(model: string, delta: object | null, extra: object = {}): SseFrame {
  const choices = delta === null ? [] : [{ index: 0, delta, finish_reason: null, ...extra }];
  return {
    data: JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1_770_000_000,
      model,
      choices,
    }),
  };
}

function openaiUsage(model: string, usage: FakeUsage): SseFrame {
  return {
    data: JSON.stringify({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: 1_770_000_000,
      model,
      choices: [],
      usage: {
        prompt_tokens: usage.inputTokens,
        completion_tokens: usage.outputTokens,
        total_tokens: usage.inputTokens + usage.outputTokens,
      },
    }),
  };
}

function openaiToolCallFrames(model: string, calls: FakeToolCall[], split: number): SseFrame[] {
  return calls.flatMap((call, index) => [
    openaiChunk(model, {
      tool_calls: [{ index, id: `call_fake_${index}`, type: 'function', function: { name: call.name, arguments: '' } }],
    }),
    ...splitText(call.argumentsJson, split).map((fragment) =>
      openaiChunk(model, { tool_calls: [{ index, function: { arguments: fragment } }] }),
    ),
  ]);
}

/** The frames of one streamed answer, in order. `includeUsage`: the request asked for the usage chunk. */
export function openaiFrames(
  model: string,
  turn: Exclude<FakeTurn, ErrorTurn>,
  includeUsage: boolean,
): { frames: SseFrame[]; hangAfter: boolean } {
  const start = openaiChunk(model, { role: 'assistant', content: '' });
  if (turn.kind === 'hang') {
    return { frames: [start, ...turn.chunks.map((c) => openaiChunk(model, { content: c }))], hangAfter: true };
  }
  const usage = turn.usage ?? { inputTokens: 12, outputTokens: 8 };
  const body =
    turn.kind === 'text'
      ? turn.chunks.map((c) => openaiChunk(model, { content: c }))
      : openaiToolCallFrames(model, turn.calls, turn.splitArguments ?? 3);
  const finishReason = turn.kind === 'text' ? 'stop' : 'tool_calls';
  const frames = [start, ...body, openaiChunk(model, {}, { finish_reason: finishReason })];
  const sendUsage = includeUsage && !(turn.kind === 'text' && turn.omitUsage);
  if (sendUsage) frames.push(openaiUsage(model, usage));
  frames.push({ data: '[DONE]' });
  return { frames, hangAfter: false };
}

const anthropicFrame = (type: string, payload: object): SseFrame => ({
  event: type,
  data: JSON.stringify({ type, ...payload }),
});

export function anthropicFrames(
  model: string,
  turn: Exclude<FakeTurn, ErrorTurn>,
): { frames: SseFrame[]; hangAfter: boolean } {
  const usage = (turn.kind !== 'hang' ? turn.usage : undefined) ?? { inputTokens: 12, outputTokens: 8 };
  const start = anthropicFrame('message_start', {
    message: {
      id: 'msg_fake',
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: usage.inputTokens, output_tokens: 1 },
    },
  });
  const textBlock = (chunks: string[]) => [
    anthropicFrame('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
    ...chunks.map((text) => anthropicFrame('content_block_delta', { index: 0, delta: { type: 'text_delta', text } })),
  ];
  if (turn.kind === 'hang') return { frames: [start, ...textBlock(turn.chunks)], hangAfter: true };
  const blocks =
    turn.kind === 'text'
      ? [...textBlock(turn.chunks), anthropicFrame('content_block_stop', { index: 0 })]
      : turn.calls.flatMap((call, index) => [
          anthropicFrame('content_block_start', {
            index,
            content_block: { type: 'tool_use', id: `toolu_fake_${index}`, name: call.name, input: {} },
          }),
          ...splitText(call.argumentsJson, turn.splitArguments ?? 3).map((partial_json) =>
            anthropicFrame('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } }),
          ),
          anthropicFrame('content_block_stop', { index }),
        ]);
  const stopReason = turn.kind === 'text' ? 'end_turn' : 'tool_use';
  return {
    frames: [
      start,
      ...blocks,
      anthropicFrame('message_delta', {
        delta: { stop_reason: stopReason, stop_sequence: null },
        usage: { output_tokens: usage.outputTokens },
      }),
      anthropicFrame('message_stop', {}),
    ],
    hangAfter: false,
  };
}

export function openaiModelList(ids: readonly string[]): object {
  return { object: 'list', data: ids.map((id) => ({ id, object: 'model', created: 0, owned_by: 'fake' })) };
}

export function anthropicModelList(ids: readonly string[]): object {
  const data = ids.map((id) => ({ type: 'model', id, display_name: id, created_at: '2026-01-01T00:00:00Z' }));
  return { data, has_more: false, first_id: ids[0] ?? null, last_id: ids.at(-1) ?? null };
}
