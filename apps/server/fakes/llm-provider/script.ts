/** What the fake LLM provider answers to one request: one turn of a script, rendered into each provider's dialect. */

export interface FakeUsage {
  inputTokens: number;
  outputTokens: number;
}

export interface FakeToolCall {
  name: string;
  /** The arguments as JSON text, exactly as the model would stream them. */
  argumentsJson: string;
}

export type FakeTurn =
  | { kind: 'text'; chunks: string[]; usage?: FakeUsage; omitUsage?: boolean }
  | { kind: 'toolCalls'; calls: FakeToolCall[]; usage?: FakeUsage; splitArguments?: number }
  | {
      kind: 'error';
      status: number;
      /** invalid_key (401), forbidden (403), rate_limit (429), insufficient_quota (429), overloaded (529/500). */
      reason: 'invalid_key' | 'forbidden' | 'rate_limit' | 'insufficient_quota' | 'overloaded';
      retryAfterMs?: number;
    }
  /** Sends the first chunks, then nothing more until the client goes away. */
  | { kind: 'hang'; chunks: string[] };

export interface FakeTiming {
  /** Before the first byte of the answer. */
  firstChunkDelayMs: number;
  /** Between two chunks of a streamed answer. */
  chunkDelayMs: number;
}

export const defaultUsage: FakeUsage = { inputTokens: 12, outputTokens: 8 };

export const text = (chunks: string[], usage: FakeUsage = defaultUsage): FakeTurn => ({ kind: 'text', chunks, usage });
export const toolCall = (name: string, args: object, splitArguments = 3): FakeTurn => ({
  kind: 'toolCalls',
  calls: [{ name, argumentsJson: JSON.stringify(args) }],
  splitArguments,
});
export const failWith = (reason: Extract<FakeTurn, { kind: 'error' }>['reason'], retryAfterMs?: number): FakeTurn => {
  const status = { invalid_key: 401, forbidden: 403, rate_limit: 429, insufficient_quota: 429, overloaded: 529 }[
    reason
  ];
  return { kind: 'error', status, reason, retryAfterMs };
};

/** Splits `value` into `parts` pieces of about equal length (how providers stream tool arguments). */
export function splitText(value: string, parts: number): string[] {
  if (parts <= 1 || value.length < parts) return [value];
  const size = Math.ceil(value.length / parts);
  const pieces: string[] = [];
  for (let start = 0; start < value.length; start += size) pieces.push(value.slice(start, start + size));
  return pieces;
}

/**
 * The answer when no turn is queued for a key: a deterministic, clearly labelled offline reply built from the
 * last user message, so the demo shows streaming without pretending to be a real model.
 */
export function cannedReply(lastUserText: string, json = false): FakeTurn {
  if (json) {
    // Structured output (an event's new copy): the same labelled reply, as the JSON object that was asked for.
    const answer = JSON.stringify({
      title: 'Offline demo: a rewritten title',
      description: 'This is the offline demo assistant, not a real model. Add an LLM key in Settings → LLM.',
    });
    return { kind: 'text', chunks: splitText(answer, 6), usage: { inputTokens: 40, outputTokens: 30 } };
  }
  const topic = lastUserText.replace(/\s+/g, ' ').trim().slice(0, 120);
  const sentence =
    `This is the offline demo assistant, not a real model. You asked: “${topic}”. ` +
    'With an LLM key in Settings → LLM the assistant answers from your newsletter’s own content.';
  const chunks = sentence.match(/\S+\s*/g) ?? [sentence];
  return {
    kind: 'text',
    chunks,
    usage: { inputTokens: Math.ceil(topic.length / 4) + 20, outputTokens: chunks.length },
  };
}
