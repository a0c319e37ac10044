import { canAssignUserType, type Gender, genders, type UserType } from '@newsletter-os/contracts';

export const userTypeLabels: Record<UserType, string> = {
  admin: 'Admin',
  manager: 'Manager',
  user: 'User',
  partner: 'Partner',
};

export const genderLabels: Record<Gender, string> = { male: 'Male', female: 'Female', binary: 'Binary' };

/** The user-type choices in the spec's order (section 3 "Selector choices"). */
const userTypeChoices: UserType[] = ['admin', 'user', 'partner', 'manager'];

/**
 * The user-type selector's options: a blank 'Select type' first, then admin, user, partner, manager, keeping only
 * the types the caller may hand out (roles table: managers cannot make admins).
 */
export function userTypeOptions(callerType: UserType | undefined): { value: string; label: string }[] {
  const choices = userTypeChoices.filter((type) => canAssignUserType(callerType, type));
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
