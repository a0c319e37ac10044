import { userSchema } from '@newsletter-os/contracts';
import { describe, expect, it } from 'vitest';
import { parseStoredUser } from './stored-user';

const user = {
  id: '6f1c2b9e-3d4a-4b5c-8d6e-7f8091a2b3c4',
  name: 'Ada Editor',
  email: 'ada@example.com',
  userType: 'manager',
  gender: null,
  isVerified: true,
  businessId: '0b7f3c2e-6f0a-4a53-9a34-3f2b3c1d2e4f',
  businessName: 'Riverside News',
};

/** What the contracts' schema says of the same record: the reader must agree with it. */
const bySchema = (value: unknown) => {
  const parsed = userSchema.partial().required({ userType: true }).safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe('the stored user reader', () => {
  it.each([
    ['a full record', user],
    ['a record with only the userType', { userType: 'partner' }],
    ['a record without a business', { ...user, businessId: null, businessName: null, gender: 'female' }],
    ['a record with extra keys (left behind)', { ...user, token: 'x' }],
  ])('reads %s as the contracts do', (_label, value) => {
    expect(parseStoredUser(value)).toEqual(bySchema(value));
    expect(parseStoredUser(value)).not.toBeNull();
  });

  it.each([
    ['no userType', { name: 'Ada' }],
    ['an unknown userType', { ...user, userType: 'owner' }],
    ['an id that is not a UUID', { ...user, id: '42' }],
    ['a wrong type', { ...user, isVerified: 'yes' }],
    ['an unknown gender', { ...user, gender: 'other' }],
    ['an array', [user]],
    ['a string', 'manager'],
    ['null', null],
  ])('refuses a record with %s, as the contracts do', (_label, value) => {
    expect(parseStoredUser(value)).toBeNull();
    expect(bySchema(value)).toBeNull();
  });
});
