import type { LoginBody, Session } from '@newsletter-os/contracts';
import type { ModuleDeps } from '../../deps';
import { forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { verifyAgainstDummy, verifyPassword } from '../../lib/password';
import { clearLoginFailures, loginBlockedFor, loginBlockedMessage, recordLoginFailure } from './login-throttle';
import { sendCodeIfDue } from './registration-service';
import { bumpSessionVersion, findUserByEmail, findUserRecord } from './repository';
import { issueSession, revokeRefreshFamilyOf, rotateRefreshToken, type TokenPair } from './sessions';

export const invalidCredentialsMessage = 'Invalid email or password';
export const unverifiedMessage = 'Please verify your email address. We have sent you a new code.';

type Deps = Pick<ModuleDeps, 'db' | 'tokens' | 'config' | 'mailer'>;

/**
 * Unknown address and wrong password get the same answer in about the same time (a dummy hash is verified).
 * Only someone who knows the password learns that the account is unverified, and gets a new code.
 * Failures are counted per address (known or not): past a few, the address is blocked for a short, growing
 * window in which no password is even checked, so guessing one account's password stays slow from any number
 * of network addresses, while its owner is delayed at most LOGIN_BLOCK_MAX_SECONDS.
 */
export async function login(deps: Deps, body: LoginBody): Promise<Session> {
  const blockedFor = await loginBlockedFor(deps.db, body.email);
  if (blockedFor > 0) throw tooManyRequests(loginBlockedMessage(blockedFor), blockedFor);
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) {
    await verifyAgainstDummy(body.password);
    await recordLoginFailure(deps.db, body.email);
    throw unauthorized(invalidCredentialsMessage);
  }
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    await recordLoginFailure(deps.db, body.email);
    throw unauthorized(invalidCredentialsMessage);
  }
  await clearLoginFailures(deps.db, body.email);
  if (!user.isVerified) {
    // Within the cool-down the code mailed a moment ago is still the one to enter. The code activates the
    // credentials just proven, unless a code issued for another registration can still be entered.
    await sendCodeIfDue(deps, 'verify', user, { pending: { name: user.name, passwordHash: user.passwordHash } });
    throw forbidden(unverifiedMessage);
  }
  const record = await findUserRecord(deps.db, user.id);
  if (!record) throw unauthorized(invalidCredentialsMessage);
  return issueSession(deps, record);
}

export function refreshSession(deps: Deps, refreshToken: string): Promise<TokenPair> {
  return rotateRefreshToken(deps, refreshToken);
}

/**
 * Ends the given refresh token's family and every access token of the user (the session version moves on), so
 * the token just used to log out stops working at once instead of at its expiry.
 */
export async function logout(deps: Deps, userId: string, refreshToken: string | undefined): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (refreshToken) await revokeRefreshFamilyOf(tx, userId, refreshToken);
    await bumpSessionVersion(tx, userId);
  });
}
