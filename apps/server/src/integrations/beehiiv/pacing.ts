/**
 * Client-side pacing of Beehiiv requests, per key: a token bucket of 10 that refills at 3 a second (Beehiiv allows
 * 180 a minute per organisation). A dashboard's handful of calls go at once; a runaway loop is slowed to the limit
 * instead of burning the publisher's shared budget. Per process: across processes the 429 answer still holds.
 */
export const BUCKET_CAPACITY = 10;
export const REFILL_PER_SECOND = 3;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const buckets = new Map<string, Bucket>();

/** Takes one request's token; answers how long to wait before sending it (0: now). */
export function takeToken(keyId: string, now = Date.now()): number {
  const bucket = buckets.get(keyId) ?? { tokens: BUCKET_CAPACITY, updatedAt: now };
  const refilled = Math.min(BUCKET_CAPACITY, bucket.tokens + ((now - bucket.updatedAt) / 1000) * REFILL_PER_SECOND);
  const tokens = refilled - 1;
  buckets.set(keyId, { tokens, updatedAt: now });
  if (buckets.size > 10_000) buckets.delete(buckets.keys().next().value as string);
  return tokens >= 0 ? 0 : Math.ceil((-tokens / REFILL_PER_SECOND) * 1000);
}

/** Tests: forget every bucket. */
export function resetPacing(): void {
  buckets.clear();
}
