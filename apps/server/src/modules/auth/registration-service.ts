import {
  type CodeSent,
  OTP_RESEND_COOLDOWN_SECONDS,
  type OtpPurpose,
  type RegisterBody,
  type ResendOtpBody,
  type Session,
  type VerifyOtpBody,
} from '@newsletter-os/contracts';
import type { ModuleDeps } from '../../deps';
import { assertNotCommonPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/db-errors';
import { unauthorized } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import { codeMail, resetAttemptsMail, signupAttemptMail } from './mails';
import { claimNotice } from './notices';
import { consumeCode, issueCode, issueCodeOrThrow, killCodes, type PendingCredentials } from './otp';
import { createUnverifiedUser, findUserByEmail, findUserRecord, updateUser } from './repository';
import { RESET_BUDGET_WINDOW_SECONDS, resetBudgetSpent } from './reset-limits';
import { endAllSessions, issueSession } from './sessions';

/** At most one "someone tried to sign up with your address" mail per address in this window. */
const SIGNUP_NOTICE_WINDOW_SECONDS = 60 * 60;

type Deps = Pick<ModuleDeps, 'db' | 'tokens' | 'config' | 'mailer'>;

export interface CodeSentResult extends CodeSent {
  /** False when the cool-down was still running and the code sent earlier stays the one to use. */
  sent: boolean;
}

/**
 * Mails a verification code for the user's account, unless the cool-down is running or a code for other
 * credentials is still live. `pending` is what the code activates; without it, what the newest code activates.
 */
export async function sendCodeIfDue(
  deps: Deps,
  purpose: OtpPurpose,
  user: { id: string; email: string; name: string },
  opts: { ignoreCooldown?: boolean; pending?: PendingCredentials } = {},
): Promise<CodeSentResult> {
  const issued = await issueCode(deps.db, deps.config.JWT_SECRET, {
    email: user.email,
    purpose,
    userId: user.id,
    ignoreCooldown: opts.ignoreCooldown,
    pending: opts.pending ?? 'inherit',
  });
  if (issued.code === null) return { email: user.email, resendAfter: issued.retryAfter, sent: false };
  await deps.mailer.send(codeMail(purpose, { email: user.email, name: opts.pending?.name ?? user.name }, issued.code));
  return { email: user.email, resendAfter: issued.resendAfter, sent: true };
}

/**
 * Every registration gets the same answer, so it cannot be used to find accounts:
 * - a new address gets an unverified admin account without a business, and a code;
 * - an address that is registered but not verified gets a code bound to this registration's name and password,
 *   unless a code mailed earlier can still be entered (that code keeps activating what it was issued for; the
 *   account's stored password is never changed here);
 * - an address with an account: its owner is told by mail, nothing else happens.
 */
export async function register(deps: Deps, body: RegisterBody): Promise<CodeSent> {
  assertNotCommonPassword(body.password, 'password');
  // Hashed on every path, so the answer takes about as long whichever case applies.
  const pending = { name: body.name, passwordHash: await hashPassword(body.password) };
  let existing = await findUserByEmail(deps.db, body.email);
  if (!existing) {
    try {
      const user = await createUnverifiedUser(deps.db, { email: body.email, ...pending });
      // A brand-new account always gets its first code, even if someone asked for one for this address moments ago.
      await sendCodeIfDue(deps, 'verify', user, { ignoreCooldown: true, pending });
    } catch (err) {
      // Two registrations of one address at the same moment: the unique index lets only one through.
      if (!isUniqueViolation(err)) throw err;
      existing = await findUserByEmail(deps.db, body.email);
    }
  }
  if (existing?.isVerified) {
    if (await claimNotice(deps.db, existing.email, 'signup-attempt', SIGNUP_NOTICE_WINDOW_SECONDS)) {
      await deps.mailer.send(signupAttemptMail(existing));
    }
  } else if (existing) {
    await sendCodeIfDue(deps, 'verify', existing, { pending });
  }
  return { email: body.email, resendAfter: OTP_RESEND_COOLDOWN_SECONDS };
}

/**
 * Answers the same whether or not the address has an account that needs a code, so it cannot be used to
 * find accounts: unknown addresses get an unsent code row, which also gives them the same cool-down.
 * An account that collected too many wrong reset codes today gets no more reset codes (the answer stays the
 * same), and its owner is told once.
 */
export async function resendCode(deps: Deps, body: ResendOtpBody): Promise<CodeSent> {
  const purpose = body.purpose ?? 'verify';
  const user = await findUserByEmail(deps.db, body.email);
  let needsCode = purpose === 'verify' ? user !== undefined && !user.isVerified : user !== undefined;
  if (needsCode && user && purpose === 'reset' && (await resetBudgetSpent(deps.db, user.email))) {
    needsCode = false;
    if (await claimNotice(deps.db, user.email, 'reset-attempts', RESET_BUDGET_WINDOW_SECONDS)) {
      await deps.mailer.send(resetAttemptsMail(user));
    }
  }
  const issued = await issueCodeOrThrow(deps.db, deps.config.JWT_SECRET, {
    email: body.email,
    purpose,
    userId: needsCode && user ? user.id : null,
    pending: purpose === 'verify' ? 'inherit' : undefined,
  });
  if (needsCode && user) await deps.mailer.send(codeMail(purpose, user, issued.code));
  return { email: body.email, resendAfter: issued.resendAfter };
}

/**
 * The verification code activates the account with the name and password of the registration it was issued
 * for, and logs the user in, so the client can go straight on. Every other code for the address dies.
 */
export async function verifyAccount(deps: Deps, body: VerifyOtpBody): Promise<Session> {
  const { userId, pending } = await consumeCode(deps.db, deps.config.JWT_SECRET, {
    email: body.email,
    purpose: 'verify',
    code: body.otp,
  });
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, userId, { ...(pending ?? {}), isVerified: true });
    await killCodes(tx, body.email);
    await endAllSessions(tx, userId);
  });
  const user = await findUserRecord(deps.db, userId);
  if (!user) throw unauthorized();
  return issueSession(deps, user);
}
