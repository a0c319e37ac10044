import type { IncomingMessage, ServerResponse } from 'node:http';
import { formatMoney } from '@newsletter-os/contracts';
import { type FakeCheckoutSession, stripeId } from './stripe-wire';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

// Stripe's hosted page shows the amount in the currency's own minor unit (¥5,000 is 5000, KWD 1.250 is 1250).
const money = (amount: number, currency: string) => formatMoney(amount, currency);

/** The fake's hosted Checkout page: the line items, the total, Pay and Cancel (or why it cannot be paid). */
export function hostedPage(session: FakeCheckoutSession): string {
  const lines = session.line_items_sent
    .map(
      (item) =>
        `<li><strong>${escapeHtml(item.name)}</strong>${item.description ? `<br><span>${escapeHtml(item.description)}</span>` : ''}<br>${item.quantity} × ${money(item.unit_amount, session.currency)}</li>`,
    )
    .join('');
  const body =
    session.status === 'open'
      ? `<ul>${lines}</ul><p class="total">Total due <strong>${money(session.amount_total, session.currency)}</strong></p>
<form method="post"><button name="action" value="pay" class="pay">Pay</button>
<button name="action" value="cancel" class="cancel">Cancel</button></form>`
      : `<p>This Checkout Session is ${session.status === 'complete' ? 'already paid' : 'no longer available'}.</p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checkout (test mode)</title><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
ul{list-style:none;padding:0}li{padding:.75rem 0;border-bottom:1px solid #ddd}span{color:#555}.total{font-size:1.25rem}
button{font:inherit;padding:.75rem 1.5rem;border-radius:6px;border:1px solid #635bff;margin-right:.5rem;cursor:pointer}
.pay{background:#635bff;color:#fff}.cancel{background:#fff;color:#635bff}.badge{background:#ffde92;padding:.1rem .4rem;border-radius:4px}</style></head>
<body><h1>Checkout <span class="badge">Test mode</span></h1>${body}</body></html>`;
}

/** A JSON answer with Stripe's `request-id` header. */
export function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
  res.end(JSON.stringify(body));
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
