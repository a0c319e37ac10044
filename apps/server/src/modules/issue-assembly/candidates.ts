import {
  type AdPosition,
  ASSEMBLE_EVENTS_MAX,
  ASSEMBLE_ITEMS_MAX,
  ASSEMBLE_STORIES_MAX,
  type AssembleAdCandidate,
  type AssembleArticleCandidate,
  type AssembleEventCandidate,
  type FeedItem,
  instantOfZoned,
  type NewsletterDocument,
  nextDate,
} from '@newsletter-os/contracts';
import { and, asc, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Db } from '../../db/client';
import { feedItems, newsletters, workspaces } from '../../db/schema/index';
import { DAY_MS } from '../../lib/units';
import { findBookings } from '../ad-sales/booking-repository';
import { presentFeedItem } from '../feeds/presenter';
import { selectFeedItems } from '../feeds/repository';
import { loadFeedItemsByIds } from '../feeds/submitted-items';
import { findNewslettersOfDate, type NewsletterRow } from '../newsletters/repository';

/** Without an issue that went out, stories are looked for this many days back (a first issue, a new newsletter). */
const FIRST_ISSUE_LOOKBACK_DAYS = 14;
/** Issues read to tell which items are already used: those from the window's start up to this many days after. */
const USED_LOOKAHEAD_DAYS = 60;
const USED_ISSUES_MAX = 120;
/** A week when the newsletter has no publishing days. */
const DEFAULT_PERIOD_DAYS = 7;

export interface Candidate<T> {
  id: string;
  title: string;
  picked: boolean;
  reason?: string;
  item: T;
}

export interface AdCandidateSource {
  bookingId: string;
  position: AdPosition;
  productName: string;
  businessName: string;
  creative: FeedItem | null;
}

export interface IssueCandidates {
  date: string;
  timeZone: string;
  eventsUntil: string;
  since: string | null;
  current: NewsletterRow | undefined;
  articles: Candidate<FeedItem>[];
  events: Candidate<FeedItem>[];
  ads: Candidate<AdCandidateSource>[];
  /** Who ordered the stories: the assistant, or newest first (no key, or the model failed). */
  storiesOrder: 'assistant' | 'newest';
  warnings: string[];
}

export interface CandidateOptions {
  /** Orders the free stories (given newest first); a throw keeps newest first with a warning. */
  rank?: (stories: FeedItem[]) => Promise<FeedItem[]>;
}

export const RANKING_FAILED_WARNING = 'The assistant could not rank the stories; they are newest first';

/**
 * Puts the free stories in the ranker's order, in the places free stories had: those already used keep theirs.
 * Returns whether the ranker's order was used.
 */
async function rankFree(
  entries: Candidate<FeedItem>[],
  rank: CandidateOptions['rank'],
  warnings: string[],
): Promise<boolean> {
  const slots = entries.flatMap((entry, index) => (entry.reason ? [] : [index]));
  if (!rank || slots.length < 2) return false;
  const free = slots.map((index) => entries[index] as Candidate<FeedItem>);
  let order: FeedItem[];
  try {
    order = await rank(free.map((entry) => entry.item));
  } catch {
    warnings.push(RANKING_FAILED_WARNING);
    return false;
  }
  const byId = new Map(free.map((entry) => [entry.id, entry]));
  const ranked = order.flatMap((item) => byId.get(item.id) ?? []);
  if (ranked.length !== free.length) {
    warnings.push(RANKING_FAILED_WARNING);
    return false;
  }
  for (const [position, index] of slots.entries()) entries[index] = ranked[position] as Candidate<FeedItem>;
  return true;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The next publishing day after `date` (within a week), or a week later when the newsletter has none. */
export function nextIssueDay(date: string, publishingDays: readonly number[]): string {
  const days = new Set(publishingDays);
  for (let offset = 1; offset <= 7 && days.size > 0; offset++) {
    const candidate = nextDate(date, offset);
    if (days.has(isoWeekday(candidate))) return candidate;
  }
  return nextDate(date, DEFAULT_PERIOD_DAYS);
}

/** The feed item ids and booking ids a document carries. */
export function usedInDocument(document: NewsletterDocument): { items: Set<string>; bookings: Set<string> } {
  const items = new Set<string>();
  const bookings = new Set<string>();
  for (const block of document.blocks) {
    if (block.type === 'article' || block.type === 'event' || block.type === 'ad') items.add(block.sourceItemId);
    if (block.type === 'ad' && block.bookingId) bookings.add(block.bookingId);
    if (block.type === 'events') for (const entry of block.entries) items.add(entry.sourceItemId);
  }
  return { items, bookings };
}

/**
 * Marks free candidates as picked up to `max` with what the issue already has of the kind, the rest with why they
 * were left out. What arrived after the issue was last saved is picked whatever the count: assembling again adds
 * what is new, and leaves what was passed over before as it was.
 */
function pickUpTo(
  entries: Candidate<FeedItem>[],
  max: number,
  what: string,
  alreadyIn: number,
  savedAt: Date | undefined,
): void {
  let picked = alreadyIn;
  for (const entry of entries) {
    if (entry.reason) continue;
    const arrivedSince = savedAt !== undefined && Date.parse(entry.item.createdAt) > savedAt.getTime();
    if (picked < max || arrivedSince) {
      entry.picked = true;
      picked++;
    } else entry.reason = `More than ${max} ${what}: not picked by default`;
  }
}

/**
 * What is ready for the issue of `date`: the stories published since the last issue that went out and not used in
 * another issue (newest first, or in the ranker's order), the events from the issue's day up to the next issue day
 * (chronological), and the
 * day's sold bookings. What is already in the issue, used elsewhere or over the default number says why.
 */
export async function findIssueCandidates(
  db: Db,
  scope: WorkspaceScope,
  date: string,
  options: CandidateOptions = {},
): Promise<IssueCandidates> {
  const { workspaceId } = scope;
  const warnings: string[] = [];
  const [workspace] = await db
    .select({ timeZone: workspaces.timeZone, publishingDays: workspaces.publishingDays })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  const timeZone = workspace?.timeZone ?? 'UTC';
  const dayStart = instantOfZoned(date, '00:00', timeZone);
  const dayEnd = instantOfZoned(nextDate(date), '00:00', timeZone);
  const eventsUntil = nextIssueDay(date, workspace?.publishingDays ?? []);

  const [lastSent] = await db
    .select({ issueDate: newsletters.issueDate, scheduledAt: newsletters.scheduledAt })
    .from(newsletters)
    .where(
      and(
        eq(newsletters.workspaceId, workspaceId),
        eq(newsletters.status, 'published'),
        lt(newsletters.issueDate, date),
      ),
    )
    .orderBy(desc(newsletters.issueDate))
    .limit(1);
  const since = lastSent
    ? (lastSent.scheduledAt ?? instantOfZoned(lastSent.issueDate, '00:00', timeZone))
    : new Date(dayStart.getTime() - FIRST_ISSUE_LOOKBACK_DAYS * DAY_MS);

  // The issues that may already carry one of these items: from the window's start on (an item published after the
  // last issue went out can only be in a later one), read once and walked here.
  const issues = await db
    .select({ issueDate: newsletters.issueDate, document: newsletters.document })
    .from(newsletters)
    .where(
      and(
        eq(newsletters.workspaceId, workspaceId),
        gte(newsletters.issueDate, lastSent?.issueDate ?? nextDate(date, -FIRST_ISSUE_LOOKBACK_DAYS)),
        lt(newsletters.issueDate, nextDate(date, USED_LOOKAHEAD_DAYS)),
      ),
    )
    .orderBy(asc(newsletters.issueDate))
    .limit(USED_ISSUES_MAX);
  const usedElsewhere = new Map<string, string>();
  let inThisIssue = { items: new Set<string>(), bookings: new Set<string>() };
  for (const issue of issues) {
    const used = usedInDocument(issue.document);
    if (issue.issueDate === date) inThisIssue = used;
    else for (const id of used.items) if (!usedElsewhere.has(id)) usedElsewhere.set(id, issue.issueDate);
  }
  const current = issues.some((issue) => issue.issueDate === date)
    ? (await findNewslettersOfDate(db, scope, date))[0]
    : undefined;

  const countIn = (entries: Candidate<FeedItem>[]) => entries.filter((entry) => inThisIssue.items.has(entry.id)).length;
  const reasonFor = (id: string): string | undefined => {
    if (inThisIssue.items.has(id)) return 'Already in this issue';
    const other = usedElsewhere.get(id);
    return other ? `Used in the issue of ${other}` : undefined;
  };

  const articleRows = await selectFeedItems(db)
    .where(
      and(
        eq(feedItems.workspaceId, workspaceId),
        eq(feedItems.feedStatus, 'active'),
        inArray(feedItems.feedType, ['rss', 'original', 'ugc']),
        gte(feedItems.publishedAt, since),
        lt(feedItems.publishedAt, dayEnd),
      ),
    )
    .orderBy(desc(feedItems.publishedAt), asc(feedItems.id))
    .limit(ASSEMBLE_ITEMS_MAX);
  const articles = articleRows.map((row) => {
    const item = presentFeedItem(row);
    return { id: item.id, title: item.title, picked: false, reason: reasonFor(item.id), item };
  });
  const ranked = await rankFree(articles, options.rank, warnings);
  pickUpTo(articles, ASSEMBLE_STORIES_MAX, 'stories', countIn(articles), current?.updatedAt);

  const eventRows = await selectFeedItems(db)
    .where(
      and(
        eq(feedItems.workspaceId, workspaceId),
        eq(feedItems.feedStatus, 'active'),
        eq(feedItems.feedType, 'events'),
        gte(feedItems.eventStartsAt, dayStart),
        lt(feedItems.eventStartsAt, instantOfZoned(eventsUntil, '00:00', timeZone)),
      ),
    )
    .orderBy(asc(feedItems.eventStartsAt), asc(feedItems.id))
    .limit(ASSEMBLE_ITEMS_MAX);
  const events = eventRows.map((row) => {
    const item = presentFeedItem(row);
    return { id: item.id, title: item.title, picked: false, reason: reasonFor(item.id), item };
  });
  pickUpTo(events, ASSEMBLE_EVENTS_MAX, 'events', countIn(events), current?.updatedAt);

  const bookings = (await findBookings(db, scope, { from: date, to: date })).filter(
    (row) => row.status === 'confirmed' || row.status === 'placed',
  );
  const creatives = await loadFeedItemsByIds(
    db,
    scope,
    bookings.flatMap((row) => (row.feedItemId ? [row.feedItemId] : [])),
  );
  const ads = bookings.map((row): Candidate<AdCandidateSource> => {
    const creative = (row.feedItemId && creatives.get(row.feedItemId)) || null;
    const reason = inThisIssue.bookings.has(row.id)
      ? 'Already in this issue'
      : !creative
        ? 'The advertiser has not sent the ad yet'
        : undefined;
    return {
      id: row.id,
      title: creative?.title ?? `${row.businessCompanyName}: ${row.productName}`,
      picked: !reason,
      reason,
      item: {
        bookingId: row.id,
        position: row.position as AdPosition,
        productName: row.productName,
        businessName: row.businessCompanyName,
        creative,
      },
    };
  });

  return {
    date,
    timeZone,
    eventsUntil,
    since: lastSent?.issueDate ?? null,
    current,
    articles,
    events,
    ads,
    storiesOrder: ranked ? 'assistant' : 'newest',
    warnings,
  };
}

const withoutItem = <T>({ item: _item, ...rest }: Candidate<T>) => rest;

export function presentArticleCandidate(entry: Candidate<FeedItem>): AssembleArticleCandidate {
  return {
    ...withoutItem(entry),
    feedType: entry.item.feedType,
    publishedAt: entry.item.publishedAt,
    source: entry.item.source,
  };
}

export function presentEventCandidate(entry: Candidate<FeedItem>): AssembleEventCandidate {
  return { ...withoutItem(entry), startsAt: entry.item.eventStartsAt, venue: entry.item.venue };
}

export function presentAdCandidate(entry: Candidate<AdCandidateSource>): AssembleAdCandidate {
  return {
    ...withoutItem(entry),
    position: entry.item.position,
    productName: entry.item.productName,
    businessName: entry.item.businessName,
  };
}
