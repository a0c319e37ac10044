import type { BusinessRegisterResponse } from '@newsletter-os/contracts';
import type { Db } from '../../db/client';
import { conflict, unauthorized } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { presentUser } from '../auth/presenter';
import { findUserRecord } from '../auth/repository';
import { toBusiness } from './presenter';
import { insertBusiness, lockUser, makeBusinessAdmin, type NewBusiness } from './repository';

/** The signed-in user without a business creates one and becomes its admin. */
export async function registerBusiness(
  db: Db,
  user: AuthUser,
  profile: NewBusiness,
): Promise<BusinessRegisterResponse> {
  return db.transaction(async (tx) => {
    const current = await lockUser(tx, user.id);
    if (!current) throw unauthorized('Session ended');
    if (current.businessId) throw conflict('You already belong to a business.');
    const business = await insertBusiness(tx, profile);
    await makeBusinessAdmin(tx, user.id, business.id);
    const record = await findUserRecord(tx, user.id);
    if (!record) throw unauthorized('Session ended');
    return { business: toBusiness(business), user: presentUser(record) };
  });
}
