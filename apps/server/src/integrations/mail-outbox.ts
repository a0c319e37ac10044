import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/index';
import { DAY_MS } from '../lib/units';

/** Without SMTP a mail's body (a code, a link) is readable in the outbox for this long, then deleted. */
export const OUTBOX_BODY_RETENTION_MS = DAY_MS;
/** With SMTP only delivery state is kept (no body); it stays visible this long. */
export const OUTBOX_DELIVERY_RETENTION_MS = 30 * DAY_MS;

export interface OutboxEntry {
  to: string;
  subject: string;
  /** Present only without SMTP, where the outbox is how a local user reads a mail. */
  body?: { text: string; html?: string };
}

/** Records a mail about to be sent; returns its id for the delivery state. */
export async function recordMail(db: Db, entry: OutboxEntry): Promise<string | undefined> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ to: entry.to, subject: entry.subject, text: entry.body?.text, html: entry.body?.html })
    .returning({ id: mailOutbox.id });
  return row?.id;
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: string, error: string): Promise<void> {
  await db.update(mailOutbox).set({ error }).where(eq(mailOutbox.id, id));
}

/** Deletes mail bodies older than a day and delivery records older than 30 days. Returns how many rows went. */
export async function purgeExpiredMail(db: Db, now = new Date()): Promise<number> {
  const bodyCutoff = new Date(now.getTime() - OUTBOX_BODY_RETENTION_MS);
  const deliveryCutoff = new Date(now.getTime() - OUTBOX_DELIVERY_RETENTION_MS);
  const deleted = await db
    .delete(mailOutbox)
    .where(
      or(
        and(isNotNull(mailOutbox.text), lt(mailOutbox.createdAt, bodyCutoff)),
        and(isNull(mailOutbox.text), lt(mailOutbox.createdAt, deliveryCutoff)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
