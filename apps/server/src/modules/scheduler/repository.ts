import { and, asc, eq, gte, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { DbOrTx } from '../../db/client';
import { feedItems, newsletterPublications, newsletters, users, workspaces } from '../../db/schema/index';

/** A newsletter's calendar columns (no document) with where its published version went. */
const calendarColumns = {
  id: newsletters.id,
  issueDate: newsletters.issueDate,
  title: newsletters.title,
  subject: newsletters.subject,
  status: newsletters.status,
  version: newsletters.version,
  scheduledAt: newsletters.scheduledAt,
  failureReason: newsletters.failureReason,
  handoff: newsletterPublications.handoff,
  publishedAt: newsletterPublications.publishedAt,
};
export interface CalendarNewsletterRow {
  id: string;
  issueDate: string;
  title: string;
  subject: string;
  status: (typeof newsletters.$inferSelect)['status'];
  version: number;
  scheduledAt: Date | null;
  failureReason: string | null;
  handoff: 'ready-to-send' | 'beehiiv' | 'mailchimp' | 'kit' | null;
  publishedAt: Date | null;
}

export interface ScheduleSettings {
  timeZone: string;
  defaultSendTime: string;
  language: string;
  publishingDays: number[];
}

const scheduleSettingsColumns = {
  timeZone: workspaces.timeZone,
  defaultSendTime: workspaces.defaultSendTime,
  language: workspaces.language,
  publishingDays: workspaces.publishingDays,
};

export async function findScheduleSettings(
  db: DbOrTx,
  { workspaceId, businessId }: WorkspaceScope,
): Promise<ScheduleSettings | undefined> {
  const [row] = await db
    .select(scheduleSettingsColumns)
    .from(workspaces)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.businessId, businessId)));
  return row;
}

export async function updateScheduleSettings(
  db: DbOrTx,
  { workspaceId, businessId }: WorkspaceScope,
  values: ScheduleSettings,
): Promise<ScheduleSettings | undefined> {
  const [row] = await db
    .update(workspaces)
    .set(values)
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.businessId, businessId)))
    .returning(scheduleSettingsColumns);
  return row;
}

export async function countScheduledNewsletters(db: DbOrTx, { workspaceId }: WorkspaceScope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(newsletters)
    .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.status, 'scheduled')));
  return row?.count ?? 0;
}

/** The workspace's newsletters whose days lie in [first, last]. */
export async function findCalendarNewsletters(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  first: string,
  last: string,
): Promise<CalendarNewsletterRow[]> {
  return db
    .select(calendarColumns)
    .from(newsletters)
    .leftJoin(newsletterPublications, eq(newsletterPublications.newsletterId, newsletters.id))
    .where(
      and(
        eq(newsletters.workspaceId, workspaceId),
        gte(newsletters.issueDate, first),
        lte(newsletters.issueDate, last),
      ),
    )
    .orderBy(asc(newsletters.issueDate), asc(newsletters.createdAt));
}

export async function findCalendarNewsletter(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  id: string,
): Promise<CalendarNewsletterRow | undefined> {
  const [row] = await db
    .select(calendarColumns)
    .from(newsletters)
    .leftJoin(newsletterPublications, eq(newsletterPublications.newsletterId, newsletters.id))
    .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.id, id)));
  return row;
}

/** Active (approved) ad bookings with at least one date, overlapping [from, to). */
export async function findAdBookings(db: DbOrTx, { workspaceId }: WorkspaceScope, from: Date, to: Date) {
  return db
    .select({
      id: feedItems.id,
      title: feedItems.title,
      placement: feedItems.placement,
      startsAt: feedItems.adStartsAt,
      endsAt: feedItems.adEndsAt,
    })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.workspaceId, workspaceId),
        eq(feedItems.feedType, 'ads'),
        eq(feedItems.feedStatus, 'active'),
        or(isNotNull(feedItems.adStartsAt), isNotNull(feedItems.adEndsAt)),
        or(isNull(feedItems.adStartsAt), lt(feedItems.adStartsAt, to)),
        or(isNull(feedItems.adEndsAt), gte(feedItems.adEndsAt, from)),
      ),
    )
    .orderBy(asc(feedItems.adStartsAt), asc(feedItems.id));
}

/** Approved events starting in [from, to). */
export async function findEventsStarting(db: DbOrTx, { workspaceId }: WorkspaceScope, from: Date, to: Date) {
  return db
    .select({ id: feedItems.id, title: feedItems.title, startsAt: feedItems.eventStartsAt, venue: feedItems.venue })
    .from(feedItems)
    .where(
      and(
        eq(feedItems.workspaceId, workspaceId),
        gte(feedItems.eventStartsAt, from),
        lt(feedItems.eventStartsAt, to),
        eq(feedItems.feedType, 'events'),
        eq(feedItems.feedStatus, 'active'),
      ),
    )
    .orderBy(asc(feedItems.eventStartsAt), asc(feedItems.id));
}

/** The newsletter's row, locked until the transaction ends (every state change and the publish job take it). */
export async function lockNewsletter(db: DbOrTx, { workspaceId }: WorkspaceScope, id: string) {
  const [row] = await db
    .select()
    .from(newsletters)
    .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.id, id)))
    .for('update');
  return row;
}

export type NewsletterUpdate = Partial<
  Pick<
    typeof newsletters.$inferInsert,
    'issueDate' | 'status' | 'scheduledAt' | 'scheduleToken' | 'publishJobId' | 'publishAttempts' | 'failureReason'
  >
>;

export async function updateNewsletterSchedule(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  id: string,
  values: NewsletterUpdate,
): Promise<void> {
  await db
    .update(newsletters)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.id, id)));
}

export async function isDateTaken(db: DbOrTx, { workspaceId }: WorkspaceScope, date: string, exceptId: string) {
  const [row] = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.issueDate, date)))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

/** The addresses a ready-to-send newsletter is mailed to: the admins of the workspace's business. */
export async function adminAddresses(db: DbOrTx, { businessId }: WorkspaceScope): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(users.userType, 'admin')))
    .orderBy(asc(users.email));
  return rows.map((row) => row.email);
}

export async function insertPublication(
  db: DbOrTx,
  { workspaceId }: WorkspaceScope,
  values: Omit<typeof newsletterPublications.$inferInsert, 'workspaceId' | 'id' | 'publishedAt'>,
) {
  const [row] = await db
    .insert(newsletterPublications)
    .values({ ...values, workspaceId })
    .returning({ id: newsletterPublications.id, publishedAt: newsletterPublications.publishedAt });
  return row;
}

export async function findPublication(db: DbOrTx, { workspaceId }: WorkspaceScope, newsletterId: string) {
  const [row] = await db
    .select()
    .from(newsletterPublications)
    .where(
      and(eq(newsletterPublications.workspaceId, workspaceId), eq(newsletterPublications.newsletterId, newsletterId)),
    );
  return row;
}
