import type Stripe from 'stripe';

/** At least Stripe's 30-minute minimum, plus slack for the request's own time in flight. */
export const CHECKOUT_LIFETIME_SECONDS = 31 * 60;

export interface CheckoutInput {
  /** Our reference (the booking group), stored as client_reference_id and metadata. */
  reference: string;
  workspaceId: string;
  productName: string;
  description: string;
  unitAmount: number;
  quantity: number;
  currency: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: number;
}

export interface CheckoutSessionSummary {
  id: string;
  url: string;
  expiresAt: number;
}

/** Opens a hosted Checkout Session; the reference doubles as idempotency key, so a retry never opens two. */
export async function createCheckoutSession(stripe: Stripe, input: CheckoutInput): Promise<CheckoutSessionSummary> {
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'payment',
      // Immediate methods only (docs/decisions/0047): a bank debit settles days later, longer than a hold lasts.
      // Since API version 2026-09-30 this filters the dashboard's methods (`payment_method_types` is gone).
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: input.quantity,
          price_data: {
            currency: input.currency.toLowerCase(),
            unit_amount: input.unitAmount,
            product_data: { name: input.productName, description: input.description || undefined },
          },
        },
      ],
      client_reference_id: input.reference,
      metadata: { reference: input.reference, workspace_id: input.workspaceId },
      payment_intent_data: { metadata: { reference: input.reference, workspace_id: input.workspaceId } },
      customer_email: input.customerEmail,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: input.expiresAt,
    },
    { idempotencyKey: `checkout-${input.reference}` },
  );
  if (!session.url) throw new Error('Stripe returned a Checkout Session without a url');
  return { id: session.id, url: session.url, expiresAt: session.expires_at };
}

/** Ends an open session early (its seats are then freed by the `checkout.session.expired` event). */
export async function expireCheckoutSession(stripe: Stripe, sessionId: string): Promise<void> {
  await stripe.checkout.sessions.expire(sessionId);
}

/**
 * Makes sure a session can no longer be paid. Stripe only expires an `open` session and answers 400 for any other,
 * so on a 400 the session is read back: `expired` (already closed) or `complete` (paid in the meantime; the
 * `checkout.session.completed` event settles it). Network and server errors are thrown.
 */
export async function closeCheckoutSession(stripe: Stripe, sessionId: string): Promise<'expired' | 'complete'> {
  try {
    await stripe.checkout.sessions.expire(sessionId);
    return 'expired';
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode !== 400) throw err;
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    return session.status === 'complete' ? 'complete' : 'expired';
  }
}

/**
 * Refunds a payment in full. The key is ours and names the attempt (`refund-<payment>-<n>`): the SDK's own
 * retries of one attempt replay its answer, while a later attempt is a new request, since Stripe keeps even a 500
 * under a key for 24 hours. A full refund cannot happen twice: Stripe answers `charge_already_refunded`, which
 * counts as done (`alreadyRefunded`).
 */
export async function refundPayment(
  stripe: Stripe,
  paymentIntent: string,
  idempotencyKey: string,
  metadata: Record<string, string>,
): Promise<{ id: string | null; amount: number; status: string | null; alreadyRefunded: boolean }> {
  try {
    const refund = await stripe.refunds.create(
      { payment_intent: paymentIntent, reason: 'requested_by_customer', metadata },
      { idempotencyKey },
    );
    return { id: refund.id, amount: refund.amount, status: refund.status, alreadyRefunded: false };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'charge_already_refunded') return { id: null, amount: 0, status: null, alreadyRefunded: true };
    throw error;
  }
}
