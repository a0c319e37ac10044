import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * About `max` uploads a minute per signed-in user on an upload endpoint (counted per endpoint). Decoding and
 * re-encoding images costs CPU that a single account must not monopolise; the check runs once the user is known
 * and before the body is read. Requests without files (JSON edits) are not counted.
 */
export function uploadRateLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `upload:${request.authUser?.id ?? request.ip}`,
      allowList: (request: FastifyRequest) => !request.isMultipart(),
    },
  };
}

/**
 * About `max` AI requests a minute per signed-in user on each AI endpoint that calls a model: every request spends
 * the publisher's tokens, and one account must not drain them (or the provider's rate limit) for the team.
 */
export function aiRateLimit(max: number) {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `ai:${request.authUser?.id ?? request.ip}`,
    },
  };
}
