import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeStripe } from '../../fakes/stripe';
import { signatureHeader } from '../../fakes/stripe-wire';
import type { TestApp } from '../helpers/app';
import { buildAwaitingPayment, type PaidAdFixture, paymentState, processedEventIds, startPaymentsApp } from './helpers';

let t: TestApp;
let fake: FakeStripe;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, fake, close } = await startPaymentsApp());
});
afterAll(() => close());

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Posts a body to the webhook the way Stripe does, with the given signature header (or none). */
function postEvent(body: string, signature?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook/',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload: body,
  });
}

function completedEvent(f: PaidAdFixture, id = `evt_test_${f.bookingId.slice(0, 8)}`) {
  return JSON.stringify({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    created: nowSeconds(),
    data: {
      object: {
        id: f.sessionId,
        object: 'checkout.session',
        payment_status: 'paid',
        status: 'complete',
        payment_intent: 'pi_forged',
      },
    },
  });
}

describe('POST /stripe/webhook/', () => {
  it('a paid session confirms the booking, records the payment and sends the ad to the review queue', async () => {
    const f = await buildAwaitingPayment(t);
    const event = fake.pay(f.sessionId);
    await fake.settled();
    expect(fake.deliveries.filter((d) => d.eventId === event.id).map((d) => d.status)).toEqual([200]);
    const state = await paymentState(t, f);
    expect(state).toMatchObject({ booking: 'confirmed', seats: [1], payment: 'paid', submission: 'pending' });
    expect(state.paymentIntent).toBe(fake.sessions.get(f.sessionId)?.payment_intent);
    expect(state.history).toEqual(['awaiting_payment', 'pending']);
    expect((await t.lastMailTo('joe@pizza.example'))?.subject).toBe('We received your submission "Pizza night"');
    expect(await processedEventIds(t)).toContain(event.id);
  });

  it('a duplicate delivery of the same event changes nothing and answers duplicate', async () => {
    const f = await buildAwaitingPayment(t);
    const event = fake.pay(f.sessionId);
    await fake.settled();
    const before = await paymentState(t, f);
    const payload = JSON.stringify(event);
    const again = await postEvent(payload, signatureHeader(payload, fake.webhookSecret, nowSeconds()));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      meta: { code: 1, message: 'Success' },
      data: { received: true, outcome: 'duplicate' },
    });
    expect(await paymentState(t, f)).toEqual(before);
  });

  it('a forged signature, a missing header and a replayed (stale) event are refused with 400 and change nothing', async () => {
    const f = await buildAwaitingPayment(t);
    const before = await paymentState(t, f);
    const body = completedEvent(f);
    const forged = await postEvent(body, signatureHeader(body, 'whsec_not_the_secret', nowSeconds()));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().data.errors).toEqual([
      { field: 'Stripe-Signature', message: 'No signatures found matching the expected signature for payload.' },
    ]);
    const unsigned = await postEvent(body);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().meta.message).toContain('No stripe-signature header value was provided');
    // A genuine event captured and sent again 6 minutes later: outside the 5-minute tolerance.
    const stale = await postEvent(body, signatureHeader(body, fake.webhookSecret, nowSeconds() - 360));
    expect(stale.statusCode).toBe(400);
    expect(stale.json().meta.message).toContain('Timestamp outside the tolerance zone');
    // The signed bytes altered in transit.
    const signed = signatureHeader(body, fake.webhookSecret, nowSeconds());
    const altered = await postEvent(body.replace('"paid"', '"paid" '), signed);
    expect(altered.statusCode).toBe(400);
    expect(await paymentState(t, f)).toEqual(before);
    expect(await processedEventIds(t)).not.toContain(`evt_test_${f.bookingId.slice(0, 8)}`);
  });

  it('an expired session ends the booking, frees its seat and withdraws the unpaid ad', async () => {
    const f = await buildAwaitingPayment(t);
    fake.abandon(f.sessionId);
    await fake.settled();
    expect(await paymentState(t, f)).toMatchObject({
      booking: 'expired',
      seats: [null],
      payment: 'expired',
      submission: 'withdrawn',
      history: ['awaiting_payment', 'withdrawn'],
    });
  });

  it('a payment that arrives after its hold ended is refunded in full, and the advertiser is told why', async () => {
    const f = await buildAwaitingPayment(t);
    // Stripe's order is not guaranteed: the expiry is processed first, then a completion for the same session.
    const expired = JSON.stringify({
      id: `evt_exp_${f.bookingId.slice(0, 8)}`,
      object: 'event',
      type: 'checkout.session.expired',
      created: nowSeconds(),
      data: { object: { id: f.sessionId, object: 'checkout.session', status: 'expired', payment_status: 'unpaid' } },
    });
    expect((await postEvent(expired, signatureHeader(expired, fake.webhookSecret, nowSeconds()))).statusCode).toBe(200);
    fake.pay(f.sessionId);
    await fake.settled();
    const state = await paymentState(t, f);
    expect(state).toMatchObject({ booking: 'refunded', seats: [null], payment: 'refunded' });
    const refund = fake.refunds.find((r) => r.payment_intent === state.paymentIntent);
    expect(refund).toMatchObject({ amount: 12_500, currency: 'eur', id: state.refundId });
    const mail = await t.lastMailTo('joe@pizza.example');
    expect(mail?.subject).toBe('Your ad payment of €125.00 was refunded');
    expect(mail?.text).toContain('Reason: The days you chose were no longer held when your payment arrived.');
  });

  it('events for sessions that are not ours, and other event types, are acknowledged and ignored', async () => {
    const body = JSON.stringify({
      id: 'evt_other',
      object: 'event',
      type: 'checkout.session.completed',
      created: nowSeconds(),
      data: { object: { id: 'cs_test_someone_else', payment_status: 'paid' } },
    });
    const res = await postEvent(body, signatureHeader(body, fake.webhookSecret, nowSeconds()));
    expect(res.json().data).toEqual({ received: true, outcome: 'ignored' });
    const other = JSON.stringify({ id: 'evt_charge', object: 'event', type: 'charge.succeeded', data: { object: {} } });
    const res2 = await postEvent(other, signatureHeader(other, fake.webhookSecret, nowSeconds()));
    expect(res2.json().data).toEqual({ received: true, outcome: 'ignored' });
  });
});
