import type { LoginBody, Session } from '@newsletter-os/contracts';
import type { ModuleDeps } from '../../app';
import { forbidden, unauthorized } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { sendCodeIfDue } from './registration-service';
import { findUserByEmail, findUserRecord } from './repository';
import { issueSession, revokeRefreshFamilyOf, rotateRefreshToken, type TokenPair } from './sessions';

export const invalidCredentialsMessage = 'Invalid email or password';
export const unverifiedMessage = 'Please verify your email address. We have sent you a new code.';

type Deps = Pick<ModuleDeps, 'db' | 'tokens' | 'config' | 'mailer'>;

/**
 * Unknown address and wrong password get the same answer in about the same time (a dummy hash is verified).
 * Only someone who knows the password learns that the account is unverified, and gets a new code.
 */
export async function login(deps: Deps, body: LoginBody): Promise<Session> {
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) {
    await verifyAgainstDummy(body.password);
    throw unauthorized(invalidCredentialsMessage);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) throw unauthorized(invalidCredentialsMessage);
  if (!user.isVerified) {
    // Within the cool-down the code mailed a moment ago is still the one to enter.
    await sendCodeIfDue(deps, 'verify', user);
    throw forbidden(unverifiedMessage);
  }
  const record = await findUserRecord(deps.db, user.id);
  if (!record) throw unauthorized(invalidCredentialsMessage);
  return issueSession(deps, record);
}

export function refreshSession(deps: Deps, refreshToken: string): Promise<TokenPair> {
  return rotateRefreshToken(deps, refreshToken);
}

export async function logout(deps: Deps, userId: string, refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await revokeRefreshFamilyOf(deps.db, userId, refreshToken);
}
