import type { BusinessUser } from '@newsletter-os/contracts';
import { genderSchema, userTypeSchema } from '@newsletter-os/contracts';
import type { UserRow, WorkspaceRef } from './repository';

export function toBusinessUser(row: UserRow, workspaces: WorkspaceRef[]): BusinessUser {
  const gender = genderSchema.safeParse(row.gender);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    userType: userTypeSchema.parse(row.userType),
    gender: gender.success ? gender.data : null,
    isVerified: row.isVerified,
    workspaces,
    createdAt: row.createdAt.toISOString(),
  };
}
