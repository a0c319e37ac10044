export {
  CHECKOUT_LIFETIME_SECONDS,
  type CheckoutInput,
  type CheckoutSessionSummary,
  closeCheckoutSession,
  createCheckoutSession,
  expireCheckoutSession,
  refundPayment,
} from './checkout';
export { paymentsEnabled, type StripeSettings, stripeClient, stripeConnection } from './client';
export { type Stripe, verifyWebhookEvent, WEBHOOK_TOLERANCE_SECONDS } from './webhook';
