import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostedPage, readBody, send } from './stripe-page';
import {
  type FakeCheckoutSession,
  type FakeEvent,
  type FakeRefund,
  invalid,
  parseForm,
  publicSession,
  refundParams,
  StripeWireError,
  sessionFromForm,
  signatureHeader,
  stripeId,
} from './stripe-wire';
import type { DemoFake, RunningFake } from './types';

/**
 * A loopback Stripe (research: ad-sales.md §2.8) for the official `stripe` SDK: Bearer secret-key auth,
 * form-encoded bodies, replay by `Idempotency-Key` (a different body under a used key is a 400 idempotency_error),
 * `POST/GET /v1/checkout/sessions[/:id]`, `POST /v1/checkout/sessions/:id/expire`, `POST /v1/refunds`, and a hosted
 * page at the session's `url` whose "Pay" completes the session and whose "Cancel" abandons it (the fake then
 * expires it at once, so the demo frees seats without waiting 30 minutes). Every state change is delivered as a
 * signed event (`checkout.session.completed`, `checkout.session.expired`, `refund.created`) to the webhook URL,
 * retried on a non-2xx answer or a network error, as Stripe does (its sandbox: a few times over some hours).
 */

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_demo_51NewsletterOS0000000000000';
export const FAKE_STRIPE_WEBHOOK_SECRET = 'whsec_demo_newsletter_os_0000000000000000';
const API_VERSION = '2026-10-28.endive';

export interface FakeStripeDelivery {
  eventId: string;
  type: string;
  attempt: number;
  /** HTTP status, or 0 for a network error. */
  status: number;
}

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  /** Where events go; a function is read at delivery time (the demo's product starts after the fake). */
  webhookUrl?: string | (() => string | undefined);
  /** Waits before each retry of a failed delivery (default: 1 min, 5 min, 30 min). */
  retryDelaysMs?: number[];
  /** "Now" in Unix seconds; tests move it to expire sessions (default: the real clock). */
  now?: () => number;
  /** How often open sessions past `expires_at` are expired (default 15 s; 0 = only through `expireOverdue`). */
  sweepMs?: number;
}

export interface FakeStripe extends RunningFake {
  url: string;
  secretKey: string;
  webhookSecret: string;
  sessions: Map<string, FakeCheckoutSession>;
  refunds: FakeRefund[];
  events: FakeEvent[];
  deliveries: FakeStripeDelivery[];
  setWebhookUrl(url: string | undefined): void;
  /** What the hosted page's "Pay" does. */
  pay(sessionId: string): FakeEvent;
  /**
   * A delayed method (bank debit): the session completes `unpaid` now and settles later through `settle`. Refused
   * (400) for a session that offers only immediate methods, as Stripe's page would not show the bank option.
   */
  payByBank(sessionId: string): FakeEvent;
  /** The bank debit of a completed `unpaid` session succeeds or fails: `checkout.session.async_payment_*`. */
  settle(sessionId: string, succeeded: boolean): FakeEvent;
  /** The next `count` refund requests fail with a 500 `api_error` (kept under their Idempotency-Key, as Stripe does). */
  failNextRefunds(count: number): void;
  /** What the hosted page's "Cancel" does: the session expires now. */
  abandon(sessionId: string): FakeEvent;
  /** Expires every open session whose `expires_at` has passed (Stripe does this on its own clock). */
  expireOverdue(): FakeEvent[];
  /** Sends an event again, as Stripe's duplicate deliveries do. */
  redeliver(eventId: string): void;
  /** Resolves once no delivery is in flight or waiting for a retry. */
  settled(): Promise<void>;
}

export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const webhookSecret = options.webhookSecret ?? FAKE_STRIPE_WEBHOOK_SECRET;
  const retryDelays = options.retryDelaysMs ?? [60_000, 300_000, 1_800_000];
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  let webhookUrl = options.webhookUrl;
  const sessions = new Map<string, FakeCheckoutSession>();
  const refunds: FakeRefund[] = [];
  const events: FakeEvent[] = [];
  const deliveries: FakeStripeDelivery[] = [];
  const idempotency = new Map<string, { body: string; status: number; response: unknown }>();
  const timers = new Set<NodeJS.Timeout>();
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  let baseUrl = '';

  const checkSettled = () => {
    if (inFlight > 0 || timers.size > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  async function deliver(event: FakeEvent, attempt: number): Promise<void> {
    const target = typeof webhookUrl === 'function' ? webhookUrl() : webhookUrl;
    if (!target) return;
    inFlight += 1;
    const payload = JSON.stringify(event, null, 2);
    let status = 0;
    try {
      const response = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'stripe-signature': signatureHeader(payload, webhookSecret, now()),
        },
        body: payload,
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    deliveries.push({ eventId: event.id, type: event.type, attempt, status });
    const delay = retryDelays[attempt - 1];
    if ((status < 200 || status > 299) && delay !== undefined) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void deliver(event, attempt + 1);
      }, delay);
      timer.unref();
      timers.add(timer);
    }
    inFlight -= 1;
    checkSettled();
  }

  function emit(type: string, object: unknown): FakeEvent {
    const event: FakeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: now(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    events.push(event);
    void deliver(event, 1);
    return event;
  }

  function openSession(id: string): FakeCheckoutSession {
    const session = sessions.get(id);
    if (!session) throw new StripeWireError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'id');
    if (session.status !== 'open') {
      throw invalid('Only Checkout Sessions with a status in ["open"] can be expired.', undefined, 'session_expired');
    }
    return session;
  }

  function expire(session: FakeCheckoutSession): FakeEvent {
    session.status = 'expired';
    return emit('checkout.session.expired', publicSession(session));
  }

  function pay(id: string): FakeEvent {
    const session = openSession(id);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = stripeId('pi');
    return emit('checkout.session.completed', publicSession(session));
  }

  const DELAYED = ['us_bank_account', 'sepa_debit'];
  function payByBank(id: string): FakeEvent {
    const session = openSession(id);
    if (!session.payment_method_types.some((type) => DELAYED.includes(type))) {
      throw invalid('This Checkout Session does not offer a delayed payment method.', 'allowed_payment_method_types');
    }
    session.status = 'complete';
    session.payment_status = 'unpaid';
    session.payment_intent = stripeId('pi');
    return emit('checkout.session.completed', publicSession(session));
  }

  function settle(id: string, succeeded: boolean): FakeEvent {
    const session = sessions.get(id);
    if (session?.status !== 'complete' || session.payment_status !== 'unpaid') {
      throw invalid('Only a completed, unpaid Checkout Session settles later.', 'id');
    }
    if (succeeded) session.payment_status = 'paid';
    const type = succeeded ? 'checkout.session.async_payment_succeeded' : 'checkout.session.async_payment_failed';
    return emit(type, publicSession(session));
  }

  let refundFailures = 0;
  function createRefund(form: ReturnType<typeof parseForm>): FakeRefund {
    if (refundFailures > 0) {
      refundFailures -= 1;
      throw new StripeWireError(500, 'api_error', 'An unknown error occurred while creating the refund.');
    }
    const params = refundParams(form);
    const session = [...sessions.values()].find((s) => s.payment_intent === params.paymentIntent);
    if (!session) {
      throw new StripeWireError(
        404,
        'invalid_request_error',
        `No such payment_intent: '${params.paymentIntent}'`,
        'payment_intent',
      );
    }
    const refunded = refunds
      .filter((r) => r.payment_intent === params.paymentIntent)
      .reduce((sum, r) => sum + r.amount, 0);
    const remaining = session.amount_total - refunded;
    if (remaining <= 0) throw invalid('Charge has already been refunded.', undefined, 'charge_already_refunded');
    const amount = params.amount ?? remaining;
    if (amount > remaining) {
      throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`, 'amount');
    }
    const refund: FakeRefund = {
      id: stripeId('re'),
      object: 'refund',
      amount,
      charge: `ch_${params.paymentIntent.slice(3)}`,
      created: now(),
      currency: session.currency,
      metadata: params.metadata,
      payment_intent: params.paymentIntent,
      reason: params.reason,
      status: 'succeeded',
    };
    refunds.push(refund);
    emit('refund.created', refund);
    return refund;
  }

  /** The v1 API: answers [status, body]. */
  function api(method: string, path: string, body: string): [number, unknown] {
    const form = parseForm(body);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = stripeId('cs_test');
      const session = sessionFromForm(form, now(), id, `${baseUrl}/c/pay/${id}`);
      sessions.set(id, session);
      return [200, publicSession(session)];
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionMatch?.[1]) {
      const id = decodeURIComponent(sessionMatch[1]);
      if (method === 'POST' && sessionMatch[2]) {
        const session = openSession(id);
        expire(session);
        return [200, publicSession(session)];
      }
      const session = sessions.get(id);
      if (method === 'GET' && !sessionMatch[2] && session) return [200, publicSession(session)];
      throw new StripeWireError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, 'id');
    }
    if (method === 'POST' && path === '/v1/refunds') return [200, createRefund(form)];
    throw new StripeWireError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${secretKey}`) {
      send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided: check the secret key.' },
      });
      return;
    }
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
    const stored = typeof key === 'string' ? idempotency.get(key) : undefined;
    if (stored && typeof key === 'string') {
      if (stored.body !== `${path}?${body}`) {
        send(res, 400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      res.setHeader('idempotent-replayed', 'true');
      send(res, stored.status, stored.response);
      return;
    }
    let status: number;
    let response: unknown;
    try {
      [status, response] = api(method, path, body);
    } catch (error) {
      if (!(error instanceof StripeWireError)) throw error;
      status = error.status;
      response = error.body();
    }
    // Stripe keeps the answer once the endpoint ran, errors included, and replays it for the same key.
    if (typeof key === 'string') idempotency.set(key, { body: `${path}?${body}`, status, response });
    send(res, status, response);
  }

  async function handleHostedPage(req: IncomingMessage, res: ServerResponse, id: string): Promise<void> {
    const session = sessions.get(id);
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Checkout session not found</h1>');
      return;
    }
    if (req.method === 'POST' && session.status === 'open') {
      const action = new URLSearchParams(await readBody(req)).get('action');
      if (action === 'pay') {
        pay(id);
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) }).end();
        return;
      }
      if (action === 'cancel') {
        expire(session);
        res.writeHead(303, { location: session.cancel_url ?? session.success_url }).end();
        return;
      }
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostedPage(session));
  }

  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const payMatch = /^\/c\/pay\/([^/]+)$/.exec(path);
    const handled = payMatch?.[1]
      ? handleHostedPage(req, res, decodeURIComponent(payMatch[1]))
      : handleApi(req, res, path);
    handled.catch((error: unknown) => send(res, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  function expireOverdue(): FakeEvent[] {
    return [...sessions.values()].filter((s) => s.status === 'open' && s.expires_at <= now()).map(expire);
  }
  const sweepMs = options.sweepMs ?? 15_000;
  const sweep = sweepMs > 0 ? setInterval(expireOverdue, sweepMs) : undefined;
  sweep?.unref();

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    env: { STRIPE_API_URL: baseUrl, STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret },
    sessions,
    refunds,
    events,
    deliveries,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    pay,
    payByBank,
    settle,
    failNextRefunds: (count) => {
      refundFailures = count;
    },
    abandon: (id) => expire(openSession(id)),
    expireOverdue,
    redeliver: (eventId) => {
      const event = events.find((e) => e.id === eventId);
      if (event) void deliver(event, 1);
    },
    settled: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        checkSettled();
      }),
    close: async () => {
      if (sweep) clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The demo's product listens on PORT (3000) unless APP_URL says otherwise; its API lives under /api/v1. */
function demoWebhookUrl(): string {
  const app = process.env.APP_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  return `${app.replace(/\/$/, '')}/api/v1/stripe/webhook/`;
}

export const stripeFake: DemoFake = {
  name: 'Payments (Stripe)',
  start: () => startFakeStripe({ webhookUrl: demoWebhookUrl }),
};
