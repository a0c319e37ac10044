import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountNotices } from '../../db/schema/index';

export type NoticeKind = 'signup-attempt' | 'reset-attempts';

/**
 * Claims the right to mail a security notice of this kind to the address: true at most once per window, also
 * under simultaneous requests (the conditional upsert decides atomically). Keeps the owner informed without
 * letting anyone flood their inbox through us.
 */
export async function claimNotice(
  db: DbOrTx,
  email: string,
  kind: NoticeKind,
  windowSeconds: number,
): Promise<boolean> {
  const rows = await db
    .insert(accountNotices)
    .values({ email: email.toLowerCase(), kind })
    .onConflictDoUpdate({
      target: [accountNotices.email, accountNotices.kind],
      set: { sentAt: sql`now()` },
      setWhere: sql`${accountNotices.sentAt} <= now() - make_interval(secs => ${sql.raw(String(windowSeconds))})`,
    })
    .returning({ email: accountNotices.email });
  return rows.length > 0;
}
