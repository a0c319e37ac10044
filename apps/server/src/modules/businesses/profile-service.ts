import type { Business } from '@newsletter-os/contracts';
import { authorize } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { AuthUser } from '../../plugins/auth';
import { toBusiness } from './presenter';
import { findBusiness, type NewBusiness, updateBusiness } from './repository';

/** The caller's own business: its id comes from the session, never from the request. */
function ownBusinessId(user: AuthUser): string {
  authorize(user, 'manageUsers');
  if (!user.businessId) throw notFound('Business not found');
  return user.businessId;
}

/** The business details entered at onboarding (admins and managers). */
export async function businessProfile(db: Db, user: AuthUser): Promise<Business> {
  const row = await findBusiness(db, ownBusinessId(user));
  if (!row) throw notFound('Business not found');
  return toBusiness(row);
}

/** Saves the business details (admins and managers): the onboarding promise "You can change the details later". */
export async function updateBusinessProfile(db: Db, user: AuthUser, values: NewBusiness): Promise<Business> {
  const row = await updateBusiness(db, ownBusinessId(user), values);
  if (!row) throw notFound('Business not found');
  return toBusiness(row);
}
