import type { AdRevenue, AdRevenueMonth } from '@newsletter-os/contracts';
import { sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findWorkspace } from '../workspaces/repository';

/** The last `count` months (YYYY-MM) ending with the current one in `timeZone`. */
export function monthsEndingNow(count: number, timeZone: string, now = new Date()): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

type Kind = 'booked' | 'paid' | 'refunded';

/**
 * Ad revenue per month and currency (docs/decisions/0028), never converted: booked = bookings that were sold
 * (confirmed, placed, ran, reported, and refunded ones, which were sold first) by the month of their first issue
 * day; paid = Stripe payments by the month received; refunded = refunds by the month made. Months are the
 * workspace's. The workspace id is in every WHERE clause.
 */
export async function adRevenue(db: Db, scope: WorkspaceScope, count: number, now = new Date()): Promise<AdRevenue> {
  const workspace = await findWorkspace(db, scope);
  if (!workspace) throw notFound('Workspace not found');
  const months = monthsEndingNow(count, workspace.timeZone, now);
  const first = `${months[0]}-01`;
  const tz = workspace.timeZone;
  const { workspaceId } = scope;
  const result = await db.execute<{ kind: Kind; currency: string; month: string; cents: string }>(sql`
    select 'booked' as kind, b.currency, to_char(f.first_day, 'YYYY-MM') as month, sum(b.amount_cents)::text as cents
    from ad_bookings b
    join lateral (
      select min(d.day) as first_day from ad_booking_days d
      where d.booking_id = b.id and d.workspace_id = b.workspace_id
    ) f on true
    where b.workspace_id = ${workspaceId}::uuid
      and b.status in ('confirmed', 'placed', 'ran', 'reported', 'refunded')
      and f.first_day >= ${first}::date
    group by 1, 2, 3
    union all
    select 'paid', p.currency, to_char(p.paid_at at time zone ${tz}, 'YYYY-MM'), sum(p.amount_cents)::text
    from ad_payments p
    where p.workspace_id = ${workspaceId}::uuid and p.paid_at is not null and p.status in ('paid', 'refunded')
      and p.paid_at at time zone ${tz} >= ${first}::timestamp
    group by 1, 2, 3
    union all
    select 'refunded', p.currency, to_char(p.refunded_at at time zone ${tz}, 'YYYY-MM'), sum(p.amount_cents)::text
    from ad_payments p
    where p.workspace_id = ${workspaceId}::uuid and p.refunded_at is not null and p.status = 'refunded'
      and p.refunded_at at time zone ${tz} >= ${first}::timestamp
    group by 1, 2, 3`);
  const byCurrency = new Map<string, Map<string, AdRevenueMonth>>();
  const weight = new Map<string, number>();
  for (const row of result.rows) {
    if (!months.includes(row.month)) continue;
    const table = byCurrency.get(row.currency) ?? new Map<string, AdRevenueMonth>();
    byCurrency.set(row.currency, table);
    const entry = table.get(row.month) ?? { month: row.month, bookedCents: 0, paidCents: 0, refundedCents: 0 };
    const cents = Number(row.cents);
    if (row.kind === 'booked') entry.bookedCents += cents;
    if (row.kind === 'paid') entry.paidCents += cents;
    if (row.kind === 'refunded') entry.refundedCents += cents;
    table.set(row.month, entry);
    weight.set(row.currency, (weight.get(row.currency) ?? 0) + (row.kind === 'booked' ? cents : 0));
  }
  const currencies = [...byCurrency.keys()].sort(
    (a, b) => (weight.get(b) ?? 0) - (weight.get(a) ?? 0) || a.localeCompare(b),
  );
  return {
    currencies: currencies.map((currency) => ({
      currency,
      months: months.map(
        (month) => byCurrency.get(currency)?.get(month) ?? { month, bookedCents: 0, paidCents: 0, refundedCents: 0 },
      ),
    })),
  };
}
