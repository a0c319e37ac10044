import Stripe from 'stripe';
import type { Config } from '../../config';

/**
 * The official `stripe` SDK, pointed at Stripe or at `STRIPE_API_URL` (a local fake). The SDK takes the address
 * as separate `host`/`port`/`protocol` options, so the URL is split here. No key, no client: paid ad products are
 * then not offered (docs/decisions/0023).
 */
export function stripeConnection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? '80' : '443'), protocol };
}

export type StripeSettings = Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>;

const clients = new Map<string, Stripe>();

/** One SDK instance per key and address (it keeps an HTTP agent); null when payments are off. */
export function stripeClient(config: StripeSettings): Stripe | null {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) return null;
  const cacheKey = `${key}\n${config.STRIPE_API_URL ?? ''}`;
  let client = clients.get(cacheKey);
  if (!client) {
    client = new Stripe(key, {
      ...stripeConnection(config.STRIPE_API_URL),
      // Network errors, 409 and 5xx are retried by the SDK with the same Idempotency-Key, so a retry never
      // creates a second session or refund.
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
    clients.set(cacheKey, client);
  }
  return client;
}

/** Whether paid ad products can be sold: a secret key to create sessions and a signing secret to hear back. */
export function paymentsEnabled(config: StripeSettings): boolean {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}
