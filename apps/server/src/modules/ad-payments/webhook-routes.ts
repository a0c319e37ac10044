import { envelope } from '@newsletter-os/contracts';
import { z } from 'zod';
import type { App, ModuleDeps } from '../../deps';
import { verifyWebhookEvent } from '../../integrations/stripe/index';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { processStripeEvent } from './webhook-service';

const webhookResultSchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['processed', 'duplicate', 'ignored']),
});

/**
 * The fields every event is read by: a signed body may still lack them (`data: null`, no `id`), which is the
 * sender's error (400), not ours. Answers the first missing field's name.
 */
export function eventEnvelopeError(event: unknown): string | null {
  const e = (event ?? {}) as { id?: unknown; type?: unknown; data?: unknown };
  if (typeof e.id !== 'string' || e.id === '') return 'id';
  if (typeof e.type !== 'string' || e.type === '') return 'type';
  const data = e.data as { object?: unknown } | null | undefined;
  if (typeof data !== 'object' || data === null) return 'data';
  if (typeof data.object !== 'object' || data.object === null) return 'data.object';
  return null;
}

/**
 * `POST /stripe/webhook/` (public scope: Stripe has no token of ours; its signature is the proof). The JSON
 * parser of this plugin alone is replaced by one that keeps the raw bytes, because the signature covers them
 * exactly; every other route keeps the normal parser.
 */
export async function stripeWebhookRoutes(app: App, deps: ModuleDeps) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    {
      schema: { tags: ['payments'], response: { 200: envelope(webhookResultSchema) } },
      bodyLimit: 512 * 1024,
      // Stripe's bursts stay far below this; a flood of forged posts is cut off before any HMAC work.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request) => {
      const secret = deps.config.STRIPE_WEBHOOK_SECRET;
      if (!secret) throw badRequest('Payments are not configured on this server', 'Stripe-Signature');
      if (!Buffer.isBuffer(request.body)) throw badRequest('Expected the event as application/json', 'body');
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof verifyWebhookEvent>;
      try {
        event = verifyWebhookEvent(request.body, typeof signature === 'string' ? signature : undefined, secret);
      } catch (error) {
        // The SDK's messages say what failed (no header, no matching signature, too old) and leak nothing.
        const message = error instanceof Error ? (error.message.split(/(?<=\.)\s/)[0] ?? error.message) : '';
        throw badRequest(`Stripe-Signature: ${message || 'invalid signature'}`, 'Stripe-Signature');
      }
      const envelopeError = eventEnvelopeError(event);
      if (envelopeError) throw badRequest(`The event has no ${envelopeError}`, envelopeError);
      const outcome = await processStripeEvent(deps, event);
      return ok({ received: true as const, outcome });
    },
  );
}
