import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Registered with global: false; routes opt in with `config.rateLimit` (see authRateLimit).
 * Counters live in Redis when REDIS_URL is set so the limit holds across processes.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redisUrl?: string }) => {
  const redis = opts.redisUrl ? new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 }) : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`,
    }),
  });
  if (redis) app.addHook('onClose', async () => void redis.quit());
});

/** About 10 requests a minute per IP on each authentication endpoint. */
export function authRateLimit(max: number) {
  return { rateLimit: { max, timeWindow: '1 minute' } };
}
