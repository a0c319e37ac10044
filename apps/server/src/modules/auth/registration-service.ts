import type {
  CodeSent,
  OtpPurpose,
  RegisterBody,
  ResendOtpBody,
  Session,
  VerifyOtpBody,
} from '@newsletter-os/contracts';
import type { ModuleDeps } from '../../app';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, unauthorized } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { codeMail } from './mails';
import { consumeCode, issueCode, issueCodeOrThrow } from './otp';
import { createUnverifiedUser, findUserByEmail, findUserRecord, updateUser } from './repository';
import { issueSession } from './sessions';

export const emailTakenMessage = 'An account with this email already exists';

type Deps = Pick<ModuleDeps, 'db' | 'tokens' | 'config' | 'mailer'>;

export interface CodeSentResult extends CodeSent {
  /** False when the cool-down was still running and the code sent earlier stays the one to use. */
  sent: boolean;
}

/** Mails a code for the user's account, unless the cool-down for this address is still running. */
export async function sendCodeIfDue(
  deps: Deps,
  purpose: OtpPurpose,
  user: { id: string; email: string; name: string },
  opts: { ignoreCooldown?: boolean } = {},
): Promise<CodeSentResult> {
  const issued = await issueCode(deps.db, deps.config.JWT_SECRET, {
    email: user.email,
    purpose,
    userId: user.id,
    ignoreCooldown: opts.ignoreCooldown,
  });
  if (issued.code === null) return { email: user.email, resendAfter: issued.retryAfter, sent: false };
  await deps.mailer.send(codeMail(purpose, user, issued.code));
  return { email: user.email, resendAfter: issued.resendAfter, sent: true };
}

/**
 * A new address gets an unverified admin account without a business, and a code.
 * An address that is registered but not verified yet takes the new name and password (whoever enters the
 * mailed code proves they own the address) and gets a new code once the cool-down allows.
 */
export async function register(deps: Deps, body: RegisterBody): Promise<CodeSentResult> {
  const existing = await findUserByEmail(deps.db, body.email);
  if (existing?.isVerified) throw conflict(emailTakenMessage, 'email');
  const passwordHash = await hashPassword(body.password);
  if (existing) {
    await updateUser(deps.db, existing.id, { name: body.name, passwordHash });
    return sendCodeIfDue(deps, 'verify', { ...existing, name: body.name });
  }
  let user: Awaited<ReturnType<typeof createUnverifiedUser>>;
  try {
    user = await createUnverifiedUser(deps.db, { name: body.name, email: body.email, passwordHash });
  } catch (err) {
    // Two registrations of one address at the same moment: the unique index lets only one through.
    if (isUniqueViolation(err)) throw conflict(emailTakenMessage, 'email');
    throw err;
  }
  // A brand-new account always gets its first code, even if someone asked for one for this address moments ago.
  return sendCodeIfDue(deps, 'verify', user, { ignoreCooldown: true });
}

/**
 * Answers the same whether or not the address has an account that needs a code, so it cannot be used to
 * find accounts: unknown addresses get an unsent code row, which also gives them the same cool-down.
 */
export async function resendCode(deps: Deps, body: ResendOtpBody): Promise<CodeSent> {
  const purpose = body.purpose ?? 'verify';
  const user = await findUserByEmail(deps.db, body.email);
  const needsCode = purpose === 'verify' ? user !== undefined && !user.isVerified : user !== undefined;
  const issued = await issueCodeOrThrow(deps.db, deps.config.JWT_SECRET, {
    email: body.email,
    purpose,
    userId: needsCode && user ? user.id : null,
  });
  if (needsCode && user) await deps.mailer.send(codeMail(purpose, user, issued.code));
  return { email: body.email, resendAfter: issued.resendAfter };
}

/** The verification code activates the account and logs the user in, so the client can go straight on. */
export async function verifyAccount(deps: Deps, body: VerifyOtpBody): Promise<Session> {
  const userId = await consumeCode(deps.db, deps.config.JWT_SECRET, {
    email: body.email,
    purpose: 'verify',
    code: body.otp,
  });
  await updateUser(deps.db, userId, { isVerified: true });
  const user = await findUserRecord(deps.db, userId);
  if (!user) throw unauthorized();
  return issueSession(deps, user);
}
