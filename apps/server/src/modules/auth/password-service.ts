import type {
  ChangePasswordBody,
  CodeSent,
  ForgetPasswordBody,
  ResetPasswordBody,
  Session,
} from '@newsletter-os/contracts';
import type { ModuleDeps } from '../../deps';
import { assertNotCommonPassword } from '../../lib/common-passwords';
import { badRequest, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { consumeCode, killCodes } from './otp';
import { resendCode } from './registration-service';
import { findUserById, findUserRecord, updateUser } from './repository';
import { endAllSessions, issueSession } from './sessions';

export const wrongCurrentPasswordMessage = 'currentPassword: Current password is incorrect';
export const samePasswordMessage = 'newPassword: Choose a password different from the current one';

type Deps = Pick<ModuleDeps, 'db' | 'tokens' | 'config' | 'mailer'>;

/** Same answer whether or not the address has an account (see resendCode). */
export function forgetPassword(deps: Deps, body: ForgetPasswordBody): Promise<CodeSent> {
  return resendCode(deps, { email: body.email, purpose: 'reset' });
}

/**
 * Sets the new password, ends every session and kills every other code. Entering the mailed code also proves the address,
 * so an account that was never verified is verified now.
 */
export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<void> {
  // Checked before the code is used up, so a refused password does not cost the user their code.
  assertNotCommonPassword(body.password, 'password');
  const { userId } = await consumeCode(deps.db, deps.config.JWT_SECRET, {
    email: body.email,
    purpose: 'reset',
    code: body.otp,
  });
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash, isVerified: true });
    await killCodes(tx, body.email);
    await endAllSessions(tx, userId);
  });
}

/**
 * Ends every other session (access tokens through the session version, refresh tokens revoked) and answers a
 * fresh session so the tab that made the change stays logged in.
 */
export async function changePassword(deps: Deps, userId: string, body: ChangePasswordBody): Promise<Session> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
    throw badRequest(wrongCurrentPasswordMessage, 'currentPassword');
  }
  if (body.newPassword === body.currentPassword) throw badRequest(samePasswordMessage, 'newPassword');
  assertNotCommonPassword(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, userId, { passwordHash });
    // A reset code asked for earlier must not set the password back to something else.
    await killCodes(tx, user.email);
    await endAllSessions(tx, userId);
  });
  const record = await findUserRecord(deps.db, userId);
  if (!record) throw unauthorized();
  return issueSession(deps, record);
}
