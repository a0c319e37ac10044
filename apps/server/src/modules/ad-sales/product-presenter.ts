import type { AdPosition, AdProduct } from '@newsletter-os/contracts';
import type { AdProductRow } from './product-repository';

export function presentAdProduct(row: AdProductRow): AdProduct {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    name: row.name,
    position: row.position as AdPosition,
    capacity: row.capacity,
    priceCents: row.priceCents,
    currency: row.currency,
    leadDays: row.leadDays,
    maxDaysPerOrder: row.maxDaysPerOrder,
    description: row.description,
    active: row.active,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
