import { OTP_MAX_ATTEMPTS } from '@newsletter-os/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { otpCodes } from '../../db/schema/index';

/**
 * Wrong reset-code entries an address may collect in 24 hours (five codes' worth) before no further reset code is
 * issued for it. Each code takes OTP_MAX_ATTEMPTS guesses and a new one could be asked for every minute, which
 * alone would allow 7,200 guesses a day at a million codes; with the budget at most 29 guesses fit in a day
 * (the last code issued below the budget keeps its own tries).
 */
export const RESET_WRONG_ENTRIES_PER_DAY = OTP_MAX_ATTEMPTS * 5;
export const RESET_BUDGET_WINDOW_SECONDS = 24 * 60 * 60;

/** True once the address has used up its daily budget of wrong reset-code entries. */
export async function resetBudgetSpent(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ wrong: sql<number>`coalesce(sum(${otpCodes.attempts}), 0)::int` })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.email, email.toLowerCase()),
        eq(otpCodes.purpose, 'reset'),
        gt(otpCodes.createdAt, sql`now() - make_interval(secs => ${sql.raw(String(RESET_BUDGET_WINDOW_SECONDS))})`),
      ),
    );
  return (row?.wrong ?? 0) >= RESET_WRONG_ENTRIES_PER_DAY;
}
