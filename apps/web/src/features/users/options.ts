import { type Gender, genders, type UserType } from '@newsletter-os/contracts';

export const userTypeLabels: Record<UserType, string> = {
  admin: 'Admin',
  manager: 'Manager',
  user: 'User',
  partner: 'Partner',
};

export const genderLabels: Record<Gender, string> = { male: 'Male', female: 'Female', binary: 'Binary' };

/** The user-type choices in the spec's order (section 3 "Selector choices"). */
const userTypeChoices: UserType[] = ['admin', 'user', 'partner', 'manager'];

/** Admins and managers manage users; the roles table lets managers do so for everyone but admins. */
export function canManageUsers(userType: UserType | undefined): boolean {
  return userType === 'admin' || userType === 'manager';
}

/** Whether `caller` may edit or remove `target` (the server enforces the same; this only hides the controls). */
export function canManageUser(callerType: UserType | undefined, targetType: UserType): boolean {
  if (callerType === 'admin') return true;
  return callerType === 'manager' && targetType !== 'admin';
}

/**
 * The user-type selector's options: a blank 'Select type' first, then admin, user, partner, manager. Managers
 * cannot hand out the admin type, so it is left out for them.
 */
export function userTypeOptions(callerType: UserType | undefined): { value: string; label: string }[] {
  const choices = callerType === 'admin' ? userTypeChoices : userTypeChoices.filter((type) => type !== 'admin');
  return [
    { value: '', label: 'Select type' },
    ...choices.map((type) => ({ value: type, label: userTypeLabels[type] })),
  ];
}

/** The gender selector's options: a blank 'Select gender' first, then male, female, binary. */
export const genderOptions: { value: string; label: string }[] = [
  { value: '', label: 'Select gender' },
  ...genders.map((gender) => ({ value: gender, label: genderLabels[gender] })),
];
