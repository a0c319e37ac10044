import { type Gender, genders, type User, type UserType, userTypes } from '@newsletter-os/contracts';
import type { UserRecord } from './repository';

const isGender = (value: string | null): value is Gender => genders.includes(value as Gender);
const isUserType = (value: string): value is UserType => userTypes.includes(value as UserType);

/** The contracts `userSchema` shape; the client stores it as userData. */
export function presentUser(row: UserRecord): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    // The column is free text; anything unexpected is shown as the least privileged value rather than failing.
    userType: isUserType(row.userType) ? row.userType : 'user',
    gender: isGender(row.gender) ? row.gender : null,
    isVerified: row.isVerified,
    businessId: row.businessId,
    businessName: row.businessName,
  };
}
