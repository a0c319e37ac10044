import { AD_OFFER_WEEKS, type AdOffer } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { paymentsEnabled } from '../../integrations/stripe/index';
import { addDays, todayIn, workspaceCalendar } from '../ad-sales/availability';
import { availability } from '../ad-sales/index';
import { type AdProductRow, findAdProducts } from '../ad-sales/product-repository';

/** Products an advertiser may buy here: active ones; paid ones only when Stripe is configured. */
export function sellable(products: AdProductRow[], config: Config): AdProductRow[] {
  const paid = paymentsEnabled(config);
  return products.filter((p) => p.active && !p.archivedAt && (paid || p.priceCents === 0));
}

/** What the public ad page shows: the sellable products and the next 8 weeks of their availability. */
export async function adOffer(db: DbOrTx, scope: WorkspaceScope, config: Config): Promise<AdOffer> {
  const products = sellable(await findAdProducts(db, scope, { activeOnly: true }), config);
  const { timeZone } = await workspaceCalendar(db, scope);
  const from = todayIn(timeZone);
  const days =
    products.length === 0 ? [] : await availability(db, scope, from, addDays(from, AD_OFFER_WEEKS * 7 - 1), products);
  return {
    products: products.map((p) => ({
      id: p.id,
      name: p.name,
      position: p.position as AdOffer['products'][number]['position'],
      description: p.description,
      capacity: p.capacity,
      priceCents: p.priceCents,
      currency: p.currency,
      leadDays: p.leadDays,
      bookableFrom: addDays(from, p.leadDays),
    })),
    // A day before a product's lead time cannot be bought: shown as no free seats for it.
    availability: days.map((day) => ({
      date: day.date,
      products: day.products.map((slot) => {
        const product = products.find((p) => p.id === slot.productId);
        const tooSoon = product ? day.date < addDays(from, product.leadDays) : false;
        return tooSoon ? { ...slot, free: 0 } : slot;
      }),
    })),
    paymentsEnabled: paymentsEnabled(config),
  };
}
