import { createHmac, randomBytes } from 'node:crypto';

/**
 * Stripe's wire shapes for the loopback fake (research: ad-sales.md §2): bracketed form bodies, the error body,
 * Checkout Session, Refund and Event objects, and the `Stripe-Signature` header.
 */

export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Parses `line_items[0][price_data][currency]=usd&metadata[a]=b` into nested objects; numeric keys give arrays, as
 * Stripe's own parser does for the bodies the official SDK sends.
 */
export function parseForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const head = rawKey.split('[', 1)[0] ?? rawKey;
    const rest = [...rawKey.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
    const keys = [head, ...rest];
    let node: FormObject = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
      node = node[key] as FormObject;
    });
  }
  return arraysFromIndexedObjects(root) as FormObject;
}

function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexedObjects(v)] as const);
  if (entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

export class StripeWireError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }

  body() {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.param ? { param: this.param } : {}),
        ...(this.code ? { code: this.code } : {}),
      },
    };
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeWireError(400, 'invalid_request_error', message, param, code);

export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  /** The filter asked for (`allowed_payment_method_types`), or null. */
  allowed_payment_method_types: string[] | null;
  /** What the page offers: the dashboard's methods (a delayed bank debit too), filtered by the allowed list. */
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
  /** Not on Stripe's object: the line items as sent, kept for the hosted page. */
  line_items_sent: { name: string; description: string | null; unit_amount: number; quantity: number }[];
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
}

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

/** The session as Stripe answers it: `url` only while open, no private fields. */
export function publicSession(session: FakeCheckoutSession): Omit<FakeCheckoutSession, 'line_items_sent'> {
  const { line_items_sent: _items, ...rest } = session;
  return { ...rest, url: session.status === 'open' ? session.url : null };
}

/** `t=<unix>,v1=<hex HMAC-SHA256(secret, "t.payload")>`, exactly what `stripe.webhooks.constructEvent` checks. */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const text = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
const obj = (v: FormValue | undefined): FormObject =>
  typeof v === 'object' && !Array.isArray(v) && v !== undefined ? v : {};

function integerParam(v: FormValue | undefined, param: string, min: number): number {
  const s = text(v);
  if (s === undefined || !/^-?\d+$/.test(s) || Number(s) < min) {
    throw invalid(`Invalid integer: ${s ?? '(missing)'}`, param);
  }
  return Number(s);
}

/** Metadata as Stripe limits it: at most 50 keys, key ≤ 40 characters, value ≤ 500. */
export function metadataParam(v: FormValue | undefined, param: string): Record<string, string> {
  const entries = Object.entries(obj(v));
  if (entries.length > 50) throw invalid('Metadata can have up to 50 keys.', param);
  const out: Record<string, string> = {};
  for (const [key, value] of entries) {
    const s = text(value) ?? '';
    if (key.length > 40) throw invalid('Metadata keys can be up to 40 characters long.', `${param}[${key}]`);
    if (s.length > 500) throw invalid('Metadata values can be up to 500 characters long.', `${param}[${key}]`);
    out[key] = s;
  }
  return out;
}

/** The fields of `POST /v1/checkout/sessions` the product uses, validated as Stripe does (§2.2). */
export function sessionFromForm(form: FormObject, nowSeconds: number, id: string, payUrl: string): FakeCheckoutSession {
  if (text(form.mode) !== 'payment') throw invalid('Only `mode=payment` is supported by this fake.', 'mode');
  const successUrl = text(form.success_url);
  if (!successUrl) throw invalid('Missing required param: success_url.', 'success_url');
  const rawItems = Array.isArray(form.line_items) ? form.line_items : [];
  if (rawItems.length === 0) throw invalid('Missing required param: line_items.', 'line_items');
  if (rawItems.length > 100) throw invalid('You may only specify up to 100 line items.', 'line_items');
  let currency = '';
  const items = rawItems.map((raw, i) => {
    const item = obj(raw);
    const price = obj(item.price_data);
    const itemCurrency = text(price.currency) ?? '';
    if (!/^[a-z]{3}$/.test(itemCurrency)) {
      throw invalid('Invalid currency.', `line_items[${i}][price_data][currency]`);
    }
    if (currency && currency !== itemCurrency) throw invalid('All line items must share one currency.', 'line_items');
    currency = itemCurrency;
    const name = text(obj(price.product_data).name);
    if (!name) throw invalid('Missing required param: name.', `line_items[${i}][price_data][product_data][name]`);
    return {
      name,
      description: text(obj(price.product_data).description) ?? null,
      unit_amount: integerParam(price.unit_amount, `line_items[${i}][price_data][unit_amount]`, 0),
      quantity: integerParam(item.quantity, `line_items[${i}][quantity]`, 1),
    };
  });
  const expiresAt =
    form.expires_at === undefined ? nowSeconds + 24 * 3600 : integerParam(form.expires_at, 'expires_at', 0);
  if (expiresAt < nowSeconds + 30 * 60 || expiresAt > nowSeconds + 24 * 3600) {
    throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from now.', 'expires_at');
  }
  const total = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
  return {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: text(form.cancel_url) ?? null,
    client_reference_id: text(form.client_reference_id) ?? null,
    created: nowSeconds,
    currency,
    customer: null,
    customer_email: text(form.customer_email) ?? null,
    expires_at: expiresAt,
    livemode: false,
    metadata: metadataParam(form.metadata, 'metadata'),
    mode: 'payment',
    payment_intent: null,
    allowed_payment_method_types: allowedMethods(form.allowed_payment_method_types),
    payment_method_types: offeredMethods(allowedMethods(form.allowed_payment_method_types)),
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    url: payUrl,
    line_items_sent: items,
  };
}

/** Methods this fake knows; `us_bank_account` settles days later (completed `unpaid`, then an async event). */
const PAYMENT_METHOD_TYPES = ['card', 'us_bank_account', 'sepa_debit'];
/** The methods this fake account's dashboard enables (dynamic payment methods): a delayed bank debit among them. */
export const DASHBOARD_PAYMENT_METHODS = ['card', 'us_bank_account'];

function allowedMethods(v: FormValue | undefined): string[] | null {
  if (v === undefined) return null;
  const list = Array.isArray(v) ? v.map(text) : [];
  list.forEach((type, i) => {
    if (!type || !PAYMENT_METHOD_TYPES.includes(type)) {
      throw invalid(`Invalid allowed_payment_method_types[${i}]: ${type ?? ''}`, `allowed_payment_method_types[${i}]`);
    }
  });
  return list as string[];
}

function offeredMethods(allowed: string[] | null): string[] {
  return DASHBOARD_PAYMENT_METHODS.filter((type) => allowed === null || allowed.includes(type));
}

export function refundParams(form: FormObject) {
  const paymentIntent = text(form.payment_intent);
  if (!paymentIntent) throw invalid('Missing required param: payment_intent.', 'payment_intent');
  const reason = text(form.reason);
  if (reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(reason)) {
    throw invalid('Invalid reason.', 'reason');
  }
  return {
    paymentIntent,
    amount: form.amount === undefined ? undefined : integerParam(form.amount, 'amount', 1),
    reason: reason ?? null,
    metadata: metadataParam(form.metadata, 'metadata'),
  };
}
