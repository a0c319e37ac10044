import Stripe from 'stripe';

/** Stripe's own default, named here because the issue fixes it: older signed events are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

// constructEvent only needs the webhook helpers, not an API key; one keyless instance serves every call.
const verifier = new Stripe('sk_verify_only', { telemetry: false });

/**
 * Verifies `Stripe-Signature` over the exact bytes received and parses the event; throws
 * `Stripe.errors.StripeSignatureVerificationError` on a forged, altered or stale event.
 */
export function verifyWebhookEvent(rawBody: Buffer, signature: string | undefined, secret: string): Stripe.Event {
  return verifier.webhooks.constructEvent(rawBody, signature ?? '', secret, WEBHOOK_TOLERANCE_SECONDS);
}

export type { Stripe };
