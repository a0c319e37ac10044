import type { Gender, User, UserType } from '@newsletter-os/contracts';

/**
 * The stored user record. Only userType is relied on everywhere; the other fields are read when present so an
 * older or partial record never breaks the shell.
 */
export type StoredUser = Partial<User> & { userType: UserType };

// The same rules as the contracts' userSchema, written out: every screen reads the stored user before it renders,
// and a zod schema here would put the whole of zod in the first download (docs/decisions/0029).
const USER_TYPES: readonly string[] = ['admin', 'manager', 'user', 'partner'] satisfies readonly UserType[];
const GENDERS: readonly string[] = ['male', 'female', 'binary'] satisfies readonly Gender[];
/** zod's z.uuid(): an RFC 9562 UUID of versions 1 to 8, or the nil and max UUIDs. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

type FieldCheck = (value: unknown) => boolean;
const isString: FieldCheck = (value) => typeof value === 'string';
const isUuid: FieldCheck = (value) => typeof value === 'string' && UUID.test(value);
const nullable =
  (check: FieldCheck): FieldCheck =>
  (value) =>
    value === null || check(value);

/** Each field of the user with its check; a field may be absent, but a present one must pass. */
const FIELDS: Record<keyof User, FieldCheck> = {
  id: isUuid,
  name: isString,
  email: isString,
  userType: (value) => typeof value === 'string' && USER_TYPES.includes(value),
  gender: nullable((value) => typeof value === 'string' && GENDERS.includes(value)),
  isVerified: (value) => typeof value === 'boolean',
  businessId: nullable(isUuid),
  businessName: nullable(isString),
};

/** The stored user from its JSON value: null unless it has a userType and every field present is well formed. */
export function parseStoredUser(value: unknown): StoredUser | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.userType === undefined) return null;
  const user: Record<string, unknown> = {};
  for (const [field, check] of Object.entries(FIELDS)) {
    const fieldValue = record[field];
    if (fieldValue === undefined) continue;
    if (!check(fieldValue)) return null;
    // Unknown keys are left behind, as a zod object would.
    user[field] = fieldValue;
  }
  return user as StoredUser;
}
