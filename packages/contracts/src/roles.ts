import type { UserType } from './common';

/**
 * The roles table (docs/architecture.md section 5): which user types hold each capability. The server enforces it; the
 * web's menus and buttons read the same table, so a control is never offered that the server answers with 403
 * (which ends the session).
 * - manageUsers: business profile, invite/remove users, change user types (managers: not over admins)
 * - manageWorkspaces: create newsletters (workspaces), brand, settings tabs
 * - useWorkspace: dashboard, content manager, builder, scheduler, templates, images, AI chat
 * - partnerContent: partner content upload and own history
 * - editNewsletters: write newsletters and templates in the builder (save, save as template, delete a template)
 * - managePersonalization: the workspace's newsletter look (logo, colours, fonts, header, footer, buttons);
 *   it restyles every newsletter started afterwards, so it sits with the other workspace settings
 */
export const capabilities = {
  manageUsers: ['admin', 'manager'],
  manageWorkspaces: ['admin', 'manager'],
  useWorkspace: ['admin', 'manager', 'user'],
  partnerContent: ['admin', 'manager', 'partner'],
  editNewsletters: ['admin', 'manager', 'user'],
  managePersonalization: ['admin', 'manager'],
} as const satisfies Record<string, readonly UserType[]>;

export type Capability = keyof typeof capabilities;

/** Whoever is asking: a user record, a bare user type, or nobody (signed out). */
export type RoleSubject = UserType | { userType: UserType } | null | undefined;

function userTypeOf(subject: RoleSubject): UserType | undefined {
  return typeof subject === 'string' ? subject : subject?.userType;
}

/** Whether `subject` holds `capability`; nobody holds any. */
export function can(subject: RoleSubject, capability: Capability): boolean {
  const userType = userTypeOf(subject);
  return userType !== undefined && (capabilities[capability] as readonly UserType[]).includes(userType);
}

/** Whether `subject` may edit or remove a user of `targetType`: managers manage everyone but admins. */
export function canManageUserOfType(subject: RoleSubject, targetType: UserType): boolean {
  if (!can(subject, 'manageUsers')) return false;
  return userTypeOf(subject) === 'admin' || targetType !== 'admin';
}

/** Whether `subject` may give someone the type `userType` (by invitation or edit): only admins hand out admin. */
export function canAssignUserType(subject: RoleSubject, userType: UserType): boolean {
  return canManageUserOfType(subject, userType);
}
