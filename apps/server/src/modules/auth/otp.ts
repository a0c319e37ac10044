import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_MINUTES,
  type OtpPurpose,
} from '@newsletter-os/contracts';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { otpCodes } from '../../db/schema/index';
import { type AppError, badRequest, tooManyRequests } from '../../lib/errors';

export const codeExpiredMessage = 'This code has expired. Request a new one.';
export const tooManyAttemptsMessage = 'Too many attempts. Request a new code.';
export const cooldownMessage = (seconds: number) =>
  `Please wait ${seconds} ${seconds === 1 ? 'second' : 'seconds'} before requesting a new code.`;

/** Whole seconds until the cool-down that started with a code's creation is over (0 once it is). */
const cooldownLeft = () =>
  sql<number>`greatest(0, ceil(${sql.raw(String(OTP_RESEND_COOLDOWN_SECONDS))} - extract(epoch from (now() - ${otpCodes.createdAt}))))::int`;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Keyed hash: a leaked table alone does not let anyone try the million codes offline.
 * Email and purpose are in the input so a code only ever matches the request it was made for.
 */
function hashCode(secret: string, email: string, purpose: OtpPurpose, code: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest();
}

export type IssueResult = { code: string; resendAfter: number } | { code: null; retryAfter: number };

/** The credentials a verification code activates: those of the registration (or login) it was issued for. */
export interface PendingCredentials {
  name: string;
  passwordHash: string;
}

export interface IssueOptions {
  email: string;
  purpose: OtpPurpose;
  userId: string | null;
  ignoreCooldown?: boolean;
  /**
   * Verification codes: the credentials the code activates, or 'inherit' to carry over those of the newest code
   * (a resend). A code bound to other credentials never replaces a live one (unused and unexpired): otherwise a
   * second registration of an address could decide what the first one's code activates.
   */
  pending?: PendingCredentials | 'inherit';
}

/**
 * Makes a new code for (email, purpose), which replaces any earlier one, unless the cool-down is running.
 * userId null records a code that is never mailed, so unknown addresses get exactly the answers and limits
 * known ones get. The advisory lock keeps two simultaneous requests from both passing the cool-down check.
 */
export async function issueCode(db: Db, secret: string, opts: IssueOptions): Promise<IssueResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${opts.purpose}:${opts.email}`}))`);
    const [latest] = await tx
      .select({
        wait: cooldownLeft(),
        // A code that was mailed and can still be entered.
        live: sql<boolean>`${otpCodes.userId} is not null and ${otpCodes.consumedAt} is null and ${otpCodes.expiresAt} > now()`,
        pendingName: otpCodes.pendingName,
        pendingPasswordHash: otpCodes.pendingPasswordHash,
      })
      .from(otpCodes)
      .where(and(eq(otpCodes.email, opts.email), eq(otpCodes.purpose, opts.purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    const pending =
      opts.pending === 'inherit'
        ? latest?.pendingPasswordHash && latest.pendingName !== null
          ? { name: latest.pendingName, passwordHash: latest.pendingPasswordHash }
          : undefined
        : opts.pending;
    if (latest?.live && opts.pending !== 'inherit' && latest.pendingPasswordHash !== (pending?.passwordHash ?? null)) {
      return { code: null, retryAfter: latest.wait };
    }
    if (!opts.ignoreCooldown && latest && latest.wait > 0) return { code: null, retryAfter: latest.wait };
    const code = generateCode();
    await tx.insert(otpCodes).values({
      userId: opts.userId,
      email: opts.email,
      purpose: opts.purpose,
      codeHash: hashCode(secret, opts.email, opts.purpose, code).toString('hex'),
      pendingName: pending?.name ?? null,
      pendingPasswordHash: pending?.passwordHash ?? null,
      expiresAt: sql`now() + make_interval(mins => ${sql.raw(String(OTP_TTL_MINUTES))})`,
    });
    return { code, resendAfter: OTP_RESEND_COOLDOWN_SECONDS };
  });
}

/** A credential changed (verification, reset, new password): no code mailed earlier may be used any more. */
export async function killCodes(db: DbOrTx, email: string): Promise<void> {
  await db
    .update(otpCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(otpCodes.email, email.toLowerCase()), isNull(otpCodes.consumedAt)));
}

/** Issues a code, or 429 with Retry-After while the cool-down runs. */
export async function issueCodeOrThrow(
  db: Db,
  secret: string,
  opts: IssueOptions,
): Promise<{ code: string; resendAfter: number }> {
  const result = await issueCode(db, secret, opts);
  if (result.code === null) throw tooManyRequests(cooldownMessage(result.retryAfter), result.retryAfter);
  return result;
}

function invalidCode(triesLeft: number): AppError {
  return badRequest(`Invalid code. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`, 'otp');
}

function tooManyAttempts(retryAfter: number): AppError {
  return tooManyRequests(tooManyAttemptsMessage, Math.max(1, retryAfter));
}

export interface UsedCode {
  userId: string;
  pending: PendingCredentials | null;
}

/**
 * Checks the newest code for (email, purpose) and uses it up. Answers the user id it was mailed to, and for a
 * verification code the credentials it activates.
 * Wrong entries count against the code (at most OTP_MAX_ATTEMPTS, counted atomically in SQL); expiry is
 * judged by the database clock, the same clock that set it.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  opts: { email: string; purpose: OtpPurpose; code: string },
): Promise<UsedCode> {
  const [latest] = await db
    .select({
      id: otpCodes.id,
      userId: otpCodes.userId,
      codeHash: otpCodes.codeHash,
      attempts: otpCodes.attempts,
      consumedAt: otpCodes.consumedAt,
      expired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
      wait: cooldownLeft(),
    })
    .from(otpCodes)
    .where(and(eq(otpCodes.email, opts.email), eq(otpCodes.purpose, opts.purpose)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  // No code, or the newest one was already used: nothing to try against.
  if (!latest || latest.consumedAt) throw badRequest('Invalid code. Request a new one.', 'otp');
  if (latest.attempts >= OTP_MAX_ATTEMPTS) throw tooManyAttempts(latest.wait);
  if (latest.expired) throw badRequest(codeExpiredMessage, 'otp');

  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = hashCode(secret, opts.email, opts.purpose, opts.code);
  const matches = expected.length === given.length && timingSafeEqual(expected, given);
  if (matches && latest.userId) {
    const [used] = await db
      .update(otpCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(otpCodes.id, latest.id),
          isNull(otpCodes.consumedAt),
          lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
          sql`${otpCodes.expiresAt} > now()`,
        ),
      )
      .returning({
        userId: otpCodes.userId,
        pendingName: otpCodes.pendingName,
        pendingPasswordHash: otpCodes.pendingPasswordHash,
      });
    // Losing a race with a parallel request that used or killed the code.
    if (!used?.userId) throw badRequest('Invalid code. Request a new one.', 'otp');
    const pending =
      used.pendingName !== null && used.pendingPasswordHash !== null
        ? { name: used.pendingName, passwordHash: used.pendingPasswordHash }
        : null;
    return { userId: used.userId, pending };
  }

  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  const triesLeft = counted ? OTP_MAX_ATTEMPTS - counted.attempts : 0;
  if (triesLeft <= 0) throw tooManyAttempts(latest.wait);
  throw invalidCode(triesLeft);
}
