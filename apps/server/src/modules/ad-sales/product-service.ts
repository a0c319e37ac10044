import {
  AD_ORDER_DAYS_DEFAULT,
  chargeableMinorAmount,
  type createAdProductBodySchema,
  type DeleteAdProductResult,
  THREE_DECIMAL_PRICE_MESSAGE,
  type updateAdProductBodySchema,
} from '@newsletter-os/contracts';
import type { z } from 'zod';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  type AdProductRow,
  archiveAdProduct,
  deleteAdProduct,
  insertAdProduct,
  productHasBookings,
  updateAdProduct,
} from './product-repository';

/** The product's days-per-order cap may be left to the database's default (8). */
type CreateValues = Omit<z.output<typeof createAdProductBodySchema>, 'workspaceId' | 'maxDaysPerOrder'> & {
  maxDaysPerOrder?: number;
};
type UpdateValues = Omit<z.output<typeof updateAdProductBodySchema>, 'workspaceId'>;

const NOT_FOUND = 'Ad product not found';

export async function createAdProduct(db: Db, scope: WorkspaceScope, values: CreateValues): Promise<AdProductRow> {
  return db.transaction((tx) =>
    insertAdProduct(tx, scope, { ...values, maxDaysPerOrder: values.maxDaysPerOrder ?? AD_ORDER_DAYS_DEFAULT }),
  );
}

/**
 * Changes a product. Lowering the capacity removes the seats above it; the database refuses that while a live
 * booking sits on one of them, which becomes a 409 rather than an oversold day.
 */
export async function changeAdProduct(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  values: UpdateValues,
): Promise<AdProductRow> {
  try {
    return await db.transaction(async (tx) => {
      const row = await updateAdProduct(tx, scope, id, values);
      if (!row) throw notFound(NOT_FOUND);
      // A price or a currency alone can make the pair one Stripe refuses (KWD 1.255): checked on the result.
      if (!chargeableMinorAmount(row.priceCents, row.currency)) {
        throw badRequest(THREE_DECIMAL_PRICE_MESSAGE, 'priceCents');
      }
      return row;
    });
  } catch (err) {
    if (isForeignKeyViolation(err)) {
      throw conflict(
        'Some issue days already have more seats booked than the new capacity. Cancel bookings first.',
        'capacity',
      );
    }
    throw err;
  }
}

/** Deletes a product without bookings; one with bookings is archived so its bookings and reports keep it. */
export async function removeAdProduct(db: Db, scope: WorkspaceScope, id: string): Promise<DeleteAdProductResult> {
  return db.transaction(async (tx) => {
    if (await productHasBookings(tx, scope, id)) {
      if (!(await archiveAdProduct(tx, scope, id))) throw notFound(NOT_FOUND);
      return { id, archived: true };
    }
    if (!(await deleteAdProduct(tx, scope, id))) throw notFound(NOT_FOUND);
    return { id, archived: false };
  });
}
