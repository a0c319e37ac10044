import type { UpdateProfileBody, User } from '@newsletter-os/contracts';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { presentUser } from './presenter';
import { findUserRecord, updateUser } from './repository';

export async function getProfile(db: Db, userId: string): Promise<User> {
  const record = await findUserRecord(db, userId);
  if (!record) throw unauthorized();
  return presentUser(record);
}

/** Name and gender only: email, user type and business are changed elsewhere (or not at all). */
export async function updateProfile(db: Db, userId: string, body: UpdateProfileBody): Promise<User> {
  await updateUser(db, userId, {
    name: body.name,
    // Absent keeps the stored gender; null clears it.
    ...(body.gender !== undefined ? { gender: body.gender } : {}),
  });
  return getProfile(db, userId);
}
