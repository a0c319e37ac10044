import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

/** Failed logins an address may collect before each further failure blocks it for a while. */
export const LOGIN_FREE_FAILURES = 5;
/** The first block lasts this long; every further failure doubles it, up to the cap. */
export const LOGIN_BLOCK_BASE_SECONDS = 30;
/** Blocks stay short so that someone failing on purpose can delay the owner's login, never lock them out. */
export const LOGIN_BLOCK_MAX_SECONDS = 15 * 60;
/** Failures older than this are forgotten. */
const LOGIN_FAILURE_MEMORY_SECONDS = 24 * 60 * 60;

export const loginBlockedMessage = (seconds: number) =>
  `Too many failed logins for this email. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** Whole seconds the address stays blocked (0 when it may try now). Judged by the database clock. */
export async function loginBlockedFor(db: DbOrTx, email: string): Promise<number> {
  const [row] = await db
    .select({ wait: sql<number>`ceil(extract(epoch from (${loginFailures.blockedUntil} - now())))::int` })
    .from(loginFailures)
    .where(eq(loginFailures.email, email.toLowerCase()));
  return Math.max(0, row?.wait ?? 0);
}

/**
 * Counts a failure in one atomic upsert (several server processes may count at once) and, past the free
 * failures, blocks the address for LOGIN_BLOCK_BASE_SECONDS doubled per further failure, at most the cap.
 * SET expressions see the old row, so the new count is spelled out where it is needed.
 */
export async function recordLoginFailure(db: DbOrTx, email: string): Promise<void> {
  const failures = sql`(case when ${loginFailures.lastFailureAt} <= now() - make_interval(secs => ${sql.raw(
    String(LOGIN_FAILURE_MEMORY_SECONDS),
  )}) then 1 else ${loginFailures.failures} + 1 end)`;
  const blockSeconds = sql`least(${sql.raw(String(LOGIN_BLOCK_MAX_SECONDS))}, ${sql.raw(
    String(LOGIN_BLOCK_BASE_SECONDS),
  )} * power(2, ${failures} - ${sql.raw(String(LOGIN_FREE_FAILURES))}))`;
  await db
    .insert(loginFailures)
    .values({ email: email.toLowerCase(), failures: 1 })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`${failures}`,
        lastFailureAt: sql`now()`,
        blockedUntil: sql`case when ${failures} >= ${sql.raw(String(LOGIN_FREE_FAILURES))}
          then now() + make_interval(secs => ${blockSeconds}) else null end`,
      },
    });
}

/** A successful login forgets the failures. */
export async function clearLoginFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.email, email.toLowerCase()));
}
