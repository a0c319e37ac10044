import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../fakes/stripe';
import { parseForm } from '../../fakes/stripe-wire';
import {
  createCheckoutSession,
  refundPayment,
  stripeClient,
  stripeConnection,
  verifyWebhookEvent,
} from '../../src/integrations/stripe/index';

/** A webhook receiver that answers the statuses queued in `answers` (then 200) and keeps what it got. */
async function startReceiver() {
  const received: { body: string; signature: string }[] = [];
  const answers: number[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(req.headers['stripe-signature']),
      });
      res.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, answers, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let clock = Math.floor(Date.now() / 1000);
let fake: FakeStripe;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const config = () => ({
  STRIPE_SECRET_KEY: fake.secretKey,
  STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  STRIPE_API_URL: fake.url,
});

function checkoutInput(reference: string) {
  return {
    reference,
    workspaceId: 'ws-1',
    productName: 'Presenting sponsor',
    description: 'Tue 1 Dec, Thu 3 Dec',
    unitAmount: 12_500,
    quantity: 2,
    currency: 'EUR',
    customerEmail: 'joe@pizza.test',
    successUrl: 'http://app.test/ad/paid?session={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://app.test/ad/cancelled',
    expiresAt: clock + 31 * 60,
  };
}

beforeAll(async () => {
  receiver = await startReceiver();
  fake = await startFakeStripe({ webhookUrl: receiver.url, retryDelaysMs: [5, 5, 5], now: () => clock, sweepMs: 0 });
});
afterAll(async () => {
  await fake.close();
  await receiver.close();
});

describe('fake Stripe with the official SDK', () => {
  it('parses bracketed form bodies into objects and arrays', () => {
    expect(
      parseForm('line_items[0][price_data][currency]=eur&line_items[1][quantity]=2&metadata[a]=b&mode=payment'),
    ).toEqual({
      line_items: [{ price_data: { currency: 'eur' } }, { quantity: '2' }],
      metadata: { a: 'b' },
      mode: 'payment',
    });
  });

  it('splits STRIPE_API_URL into the SDK host, port and protocol', () => {
    expect(stripeConnection('http://127.0.0.1:4242')).toEqual({ host: '127.0.0.1', port: '4242', protocol: 'http' });
    expect(stripeConnection('https://api.stripe.com')).toEqual({
      host: 'api.stripe.com',
      port: '443',
      protocol: 'https',
    });
    expect(stripeConnection(undefined)).toEqual({});
  });

  it('creates a Checkout Session with Stripe’s shape and replays it for the same idempotency key', async () => {
    const stripe = stripeClient(config());
    if (!stripe) throw new Error('no client');
    const created = await createCheckoutSession(stripe, checkoutInput('grp-1'));
    expect(created.id).toMatch(/^cs_test_/);
    expect(created.url).toBe(`${fake.url}/c/pay/${created.id}`);
    expect(created.expiresAt).toBe(clock + 31 * 60);
    const again = await createCheckoutSession(stripe, checkoutInput('grp-1'));
    expect(again.id).toBe(created.id);
    const session = await stripe.checkout.sessions.retrieve(created.id);
    expect(session).toMatchObject({
      object: 'checkout.session',
      amount_total: 25_000,
      currency: 'eur',
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: 'grp-1',
      metadata: { reference: 'grp-1', workspace_id: 'ws-1' },
      customer_email: 'joe@pizza.test',
    });
  });

  it('refuses a wrong key (401), a short expiry (400 naming expires_at) and a reused key with other params', async () => {
    const wrong = stripeClient({ ...config(), STRIPE_SECRET_KEY: 'sk_test_wrong' });
    await expect(wrong?.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({ statusCode: 401 });
    const stripe = stripeClient(config());
    if (!stripe) throw new Error('no client');
    await expect(
      createCheckoutSession(stripe, { ...checkoutInput('grp-short'), expiresAt: clock + 60 }),
    ).rejects.toMatchObject({ statusCode: 400, param: 'expires_at' });
    await createCheckoutSession(stripe, checkoutInput('grp-2'));
    await expect(createCheckoutSession(stripe, { ...checkoutInput('grp-2'), quantity: 3 })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
    });
  });

  it('pays through the hosted page and delivers a signed checkout.session.completed that constructEvent accepts', async () => {
    const stripe = stripeClient(config());
    if (!stripe) throw new Error('no client');
    const { id, url } = await createCheckoutSession(stripe, checkoutInput('grp-pay'));
    const page = await (await fetch(url)).text();
    expect(page).toContain('>Pay</button>');
    expect(page).toContain('>Cancel</button>');
    expect(page).toContain('€125.00');
    const paid = await fetch(url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/ad/paid?session=${id}`);
    await fake.settled();
    const delivered = receiver.received.find((r) => r.body.includes(id) && r.body.includes('completed'));
    if (!delivered) throw new Error('no delivery');
    const event = verifyWebhookEvent(Buffer.from(delivered.body), delivered.signature, fake.webhookSecret);
    expect(event.type).toBe('checkout.session.completed');
    const session = event.data.object as { status: string; payment_status: string; payment_intent: string };
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(session.payment_intent).toMatch(/^pi_/);
    expect(() =>
      verifyWebhookEvent(Buffer.from(`${delivered.body} `), delivered.signature, fake.webhookSecret),
    ).toThrow(/No signatures found matching/);
  });

  it('refunds once per idempotency key and refuses refunding past the amount paid', async () => {
    const stripe = stripeClient(config());
    if (!stripe) throw new Error('no client');
    const { id } = await createCheckoutSession(stripe, checkoutInput('grp-refund'));
    fake.pay(id);
    const paymentIntent = fake.sessions.get(id)?.payment_intent ?? '';
    const first = await refundPayment(stripe, paymentIntent, 'refund-grp-refund', { reference: 'grp-refund' });
    const replay = await refundPayment(stripe, paymentIntent, 'refund-grp-refund', { reference: 'grp-refund' });
    expect(replay.id).toBe(first.id);
    expect(first).toMatchObject({ amount: 25_000, status: 'succeeded' });
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
    // A second full refund under another key is Stripe's `charge_already_refunded`: done, not an error.
    expect(await refundPayment(stripe, paymentIntent, 'refund-other', {})).toMatchObject({ alreadyRefunded: true });
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);
  });

  it('expires on request, on abandon and at expires_at, each with a checkout.session.expired event', async () => {
    const stripe = stripeClient(config());
    if (!stripe) throw new Error('no client');
    const a = await createCheckoutSession(stripe, checkoutInput('grp-exp-a'));
    const b = await createCheckoutSession(stripe, checkoutInput('grp-exp-b'));
    const c = await createCheckoutSession(stripe, checkoutInput('grp-exp-c'));
    await stripe.checkout.sessions.expire(a.id);
    await expect(stripe.checkout.sessions.expire(a.id)).rejects.toMatchObject({ statusCode: 400 });
    const cancelled = await fetch(b.url, {
      method: 'POST',
      body: new URLSearchParams({ action: 'cancel' }),
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toBe('http://app.test/ad/cancelled');
    clock += 32 * 60;
    expect(fake.expireOverdue().map((e) => (e.data.object as { id: string }).id)).toContain(c.id);
    await fake.settled();
    const expired = fake.events
      .filter((e) => e.type === 'checkout.session.expired')
      .map((e) => (e.data.object as { id: string }).id);
    expect(expired).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
    expect((await stripe.checkout.sessions.retrieve(c.id)).url).toBeNull();
  });

  it('retries a delivery answered with a non-2xx status until it is accepted', async () => {
    receiver.answers.push(500, 503);
    const stripe = stripeClient(config());
    if (!stripe) throw new Error('no client');
    const { id } = await createCheckoutSession(stripe, { ...checkoutInput('grp-retry'), expiresAt: clock + 31 * 60 });
    const event = fake.pay(id);
    await fake.settled();
    expect(fake.deliveries.filter((d) => d.eventId === event.id).map((d) => d.status)).toEqual([500, 503, 200]);
  });
});
