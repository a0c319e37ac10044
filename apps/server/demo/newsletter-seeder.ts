import {
  DEFAULT_NEWSLETTER_STYLE,
  type NewsletterDocument,
  type NewsletterStyle,
  newsletterDocumentSchema,
} from '@newsletter-os/contracts';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import { feedItems, newsletters, personalizations, templates, workspaces } from '../src/db/schema/index';
import type { DemoSeed } from '../src/db/seed';
import { todayIn } from '../src/modules/ad-sales/availability';
import { everyBlockDocument, type FeedSources } from './newsletter-documents';
import type { DemoSeeder } from './seeders';

type Db = DemoSeed['db'];
type FeedItemRow = typeof feedItems.$inferSelect;

/**
 * The calendar day `offsetDays` from today in the workspace's zone: the builder opens today in the browser's zone, and
 * a demo browser sits in the newsletter's zone. Today in UTC was tomorrow there every evening west of UTC, and the
 * builder opened on an empty day.
 */
function day(timeZone: string, offsetDays: number): string {
  const today = new Date(`${todayIn(timeZone)}T00:00:00Z`);
  return new Date(today.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function zoneOf(db: Db, workspaceId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: workspaces.timeZone })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return row?.timeZone ?? 'UTC';
}

/**
 * Two days either side of now: the issue is dated today (UTC), and the readiness checks read an event's or an ad's
 * dates in the workspace's own zone, which may be a day off.
 */
const SAFE_MARGIN_MS = 2 * 86_400_000;

/**
 * The workspace's first item of the given kinds that also meets `current` (e.g. an event not yet over), or a demo
 * item of that kind made for the purpose.
 */
async function itemOf(
  db: Db,
  seeded: DemoSeed,
  workspaceId: string,
  feedTypes: string[],
  demo: Partial<typeof feedItems.$inferInsert> & { feedType: string; title: string },
  current?: SQL,
): Promise<FeedItemRow> {
  const [existing] = await db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.workspaceId, workspaceId), inArray(feedItems.feedType, feedTypes), current))
    .orderBy(asc(feedItems.createdAt))
    .limit(1);
  if (existing) return existing;
  const [made] = await db
    .insert(feedItems)
    .values({ workspaceId, feedStatus: 'active', source: 'Demo', createdById: seeded.adminId, ...demo })
    .returning();
  if (!made) throw new Error('demo item not created');
  return made;
}

async function feedSourcesOf(db: Db, seeded: DemoSeed, workspaceId: string): Promise<FeedSources> {
  const article = await itemOf(db, seeded, workspaceId, ['original', 'rss', 'ugc'], {
    feedType: 'original',
    title: 'Bridge reopens after two years',
  });
  // The demo issue is dated today: its event must not be over and its ad must be running, or the issue opens with
  // readiness errors.
  const soon = new Date(Date.now() + SAFE_MARGIN_MS);
  const lately = new Date(Date.now() - SAFE_MARGIN_MS);
  const event = await itemOf(
    db,
    seeded,
    workspaceId,
    ['events'],
    {
      feedType: 'events',
      title: 'Summer concert on the square',
      eventStartsAt: new Date(Date.now() + 7 * 86_400_000),
      venue: 'Town square',
    },
    and(gte(feedItems.eventStartsAt, soon), or(isNull(feedItems.eventEndsAt), gte(feedItems.eventEndsAt, soon))),
  );
  const ad = await itemOf(
    db,
    seeded,
    workspaceId,
    ['ads'],
    {
      feedType: 'ads',
      title: 'Corner Bakery opens on Main Street',
      adStartsAt: lately,
      adEndsAt: new Date(Date.now() + 30 * 86_400_000),
    },
    and(
      or(isNull(feedItems.adStartsAt), lte(feedItems.adStartsAt, lately)),
      or(isNull(feedItems.adEndsAt), gte(feedItems.adEndsAt, soon)),
    ),
  );
  const iso = (date: Date | null) => date?.toISOString();
  return {
    articleId: article.id,
    eventId: event.id,
    adId: ad.id,
    titles: { article: article.title, event: event.title, ad: ad.title },
    dates: {
      eventStartsAt: iso(event.eventStartsAt) ?? soon.toISOString(),
      eventEndsAt: iso(event.eventEndsAt),
      adStartDate: iso(ad.adStartsAt),
      adEndDate: iso(ad.adEndsAt),
    },
    // The newest of the three, so none of the blocks starts out stale.
    updatedAt: new Date(Math.max(...[article, event, ad].map((item) => item.updatedAt.getTime()))).toISOString(),
  };
}

function document(input: unknown): NewsletterDocument {
  return newsletterDocumentSchema.parse(input);
}

const shortIssue = (text: string): NewsletterDocument =>
  document({
    schemaVersion: 1,
    blocks: [
      { id: 'title', type: 'h1', content: [{ type: 'text', text: 'Next week in town' }] },
      { id: 'intro', type: 'paragraph', content: [{ type: 'text', text }] },
      { id: 'rule', type: 'divider' },
    ],
  });

/** Per demo workspace: its look, a template, and three newsletters (one with every block type). */
export const newsletterSeeder: DemoSeeder = {
  name: 'newsletters, templates and personalization',
  async seed(seeded) {
    const { db } = seeded;
    for (const workspaceId of seeded.workspaceIds) {
      const style: NewsletterStyle = {
        ...DEFAULT_NEWSLETTER_STYLE,
        footerText: 'Thanks for reading. See you next week!',
      };
      await db
        .insert(personalizations)
        .values({ workspaceId, ...style })
        .onConflictDoNothing();
      const full = document(everyBlockDocument(await feedSourcesOf(db, seeded, workspaceId)));
      await db
        .insert(templates)
        .values({ workspaceId, name: 'Weekly layout', document: full, style, createdById: seeded.adminId })
        .onConflictDoNothing();
      const zone = await zoneOf(db, workspaceId);
      const issues = [
        { issueDate: day(zone, 0), title: 'This week in Riverside', document: full, status: 'draft' as const },
        {
          issueDate: day(zone, 7),
          title: 'Next week',
          document: shortIssue('Notes for next week.'),
          status: 'planned' as const,
        },
        {
          issueDate: day(zone, -7),
          title: 'Last week',
          document: shortIssue('What happened last week.'),
          status: 'published' as const,
        },
      ];
      await db
        .insert(newsletters)
        .values(
          issues.map((issue) => ({ ...issue, workspaceId, subject: issue.title, style, createdById: seeded.adminId })),
        )
        .onConflictDoNothing();
    }
  },
};
