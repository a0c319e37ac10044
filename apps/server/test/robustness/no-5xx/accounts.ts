/** Baselines of the account routes: sign-up and sign-in, the session's user, businesses, workspaces and users. */
import type { AreaContext } from './kit';

export function accountBaselines({ a, shared, ws, set }: AreaContext): void {
  const { member } = shared;
  const workspaceId = ws.workspaceId;
  set('POST /api/v1/register', { body: { name: 'Fuzz', email: 'fuzz@example.com', password: 'long enough pw' } });
  set('POST /api/v1/login', { body: { email: a.admin.email, password: 'wrong password here' } });
  set('POST /api/v1/verify-otp', { body: { email: 'fuzz@example.com', otp: '123456' } });
  set('POST /api/v1/resend-otp', { body: { email: 'fuzz@example.com' } });
  set('POST /api/v1/forget-password', { body: { email: 'fuzz@example.com' } });
  set('POST /api/v1/reset-password', {
    body: { email: 'fuzz@example.com', otp: '123456', password: 'long enough pw' },
  });
  set('POST /api/v1/refresh-token', { body: { refreshToken: 'x'.repeat(40) } });
  // A wrong current password: a successful change would end the session this test signs with.
  set('POST /api/v1/change-password', { body: { currentPassword: 'not the password', newPassword: 'long enough pw' } });
  set('PATCH /api/v1/me', { body: { name: 'Fuzz Admin' } });
  set('POST /api/v1/business-register', { body: { name: 'Fuzz business' } });
  set('POST /api/v1/workspace-register', { body: { workspaces: ['Fuzz letter'] } });
  set('GET /api/v1/get-workspaces-brands', { query: ws });
  set('POST /api/v1/update-workspaces-brands', { body: { ...ws, brandName: 'Fuzz' } });
  set('POST /api/v1/sync-workspace-publication-id', { body: { ...ws, publicationId: 'pub_1' } });
  set('GET /api/v1/users/{id}', { params: { id: member.id } });
  set('PUT /api/v1/users/{id}/update', { params: { id: member.id }, body: { name: 'Member' } });
  set('DELETE /api/v1/users/delete', { body: { userId: member.id } });
  set('POST /api/v1/invite-users', {
    body: { emails: ['invitee@example.com'], userType: 'user', workspaces: [workspaceId] },
  });
  set('GET /api/v1/accept-invite', { query: { token: 'x'.repeat(40) } });
  set('POST /api/v1/accept-invite', { body: { token: 'x'.repeat(40), password: 'long enough pw' } });
}
