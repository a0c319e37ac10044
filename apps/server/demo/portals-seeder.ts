import { randomBytes } from 'node:crypto';
import {
  feedItems,
  portalBlockedCounts,
  portalLinks,
  portalSubmissionEvents,
  portalSubmissions,
} from '../src/db/schema/index';
import { plainTextToHtml } from '../src/modules/submissions/public-fields';
import type { DemoSeeder } from './seeders';

const DAY = 86_400_000;
const trackingId = () => {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  return `SUB-${[...randomBytes(10)].map((b) => alphabet[b % 32]).join('')}`;
};

interface DemoSubmission {
  origin: 'ugc' | 'events' | 'ads' | 'partner';
  status: 'pending' | 'needs_changes' | 'approved' | 'rejected';
  title: string;
  text: string;
  submitter: [string, string];
  daysAgo: number;
  reason?: string;
  event?: { inDays: number; venue: string; price?: string };
  ad?: { business: string; link: string };
}

/** A small, believable queue: what a local newsletter's public links bring in over a week. */
const submissions: DemoSubmission[] = [
  {
    origin: 'events',
    status: 'pending',
    title: 'Riverside jazz night',
    text: 'Local trio plays standards by the water. Bring a blanket.\n\nFood trucks from 6 pm.',
    submitter: ['Maya Chen', 'maya.chen@example.com'],
    daysAgo: 1,
    event: { inDays: 9, venue: 'Riverside Park bandstand', price: 'Free' },
  },
  {
    origin: 'ugc',
    status: 'pending',
    title: 'New crossing on Elm Street finally open',
    text: 'After two years of asking, the school crossing on Elm Street opened this morning. Parents cheered.',
    submitter: ['Tom Alvarez', 'tom.alvarez@example.com'],
    daysAgo: 2,
  },
  {
    origin: 'ads',
    status: 'pending',
    title: 'Fresh sourdough every morning',
    text: 'Corner Bakery bakes from 6 am. Show this newsletter for a free coffee with any loaf.',
    submitter: ['Bea Baker', 'bea@cornerbakery.example'],
    daysAgo: 0,
    ad: { business: 'Corner Bakery', link: 'https://cornerbakery.example/' },
  },
  {
    origin: 'events',
    status: 'pending',
    title: 'Library book swap',
    text: 'Bring a book, take a book. Children’s corner with stories at 11.',
    submitter: ['Priya Natarajan', 'priya@example.com'],
    daysAgo: 3,
    event: { inDays: 5, venue: 'Central Library, room 2' },
  },
  {
    origin: 'partner',
    status: 'pending',
    title: 'Chamber of Commerce: spring market stalls open',
    text: 'Stall applications for the spring market are open until the end of the month.',
    submitter: ['Chamber of Commerce', 'events@chamber.example'],
    daysAgo: 1,
  },
  {
    origin: 'events',
    status: 'needs_changes',
    title: 'Community garden work day',
    text: 'Help us build raised beds.',
    submitter: ['Sam Green', 'sam.green@example.com'],
    daysAgo: 4,
    reason: 'Please add the start time and what volunteers should bring',
    event: { inDays: 12, venue: 'Oak Lane community garden' },
  },
  {
    origin: 'ugc',
    status: 'approved',
    title: 'Thank you to the snow crew',
    text: 'A big thank you to the volunteers who cleared the pavements on Hill Road.',
    submitter: ['Ruth Okafor', 'ruth@example.com'],
    daysAgo: 6,
  },
  {
    origin: 'ads',
    status: 'rejected',
    title: 'Earn $5,000 a week from home',
    text: 'Click now!!!',
    submitter: ['J Smith', 'promo@spam.example'],
    daysAgo: 5,
    reason: 'Looks like spam or advertising',
    ad: { business: 'Fast Money Ltd', link: 'https://spam.example/' },
  },
];

const feedTypeOf = { ugc: 'ugc', events: 'events', ads: 'ads', partner: 'ugc' } as const;
const feedStatusOf = { pending: 'pending', needs_changes: 'pending', approved: 'active', rejected: 'rejected' };

/** Submission links, a review queue with pending submissions, and the spam the defences stopped. */
export const portalsDemoSeeder: DemoSeeder = {
  name: 'Submission portals (links, review queue, blocked spam)',
  async seed({ db, workspaceIds, adminId }) {
    const now = Date.now();
    for (const workspaceId of workspaceIds) {
      const links = await db
        .insert(portalLinks)
        .values(['partner', 'ugc', 'events', 'ads'].map((kind) => ({ workspaceId, kind, createdById: adminId })))
        .returning();
      const linkOf = (kind: string) => links.find((l) => l.kind === kind)?.id ?? null;
      for (const s of submissions) {
        const createdAt = new Date(now - s.daysAgo * DAY - 3600_000);
        const [item] = await db
          .insert(feedItems)
          .values({
            workspaceId,
            feedType: feedTypeOf[s.origin],
            feedStatus: feedStatusOf[s.status],
            title: s.title,
            summary: s.text.slice(0, 280),
            content: plainTextToHtml(s.text),
            contentText: s.text,
            source: s.origin === 'partner' ? 'Partner upload' : 'Public submission',
            author: s.ad?.business ?? s.submitter[0],
            submitterName: s.submitter[0],
            submitterEmail: s.submitter[1],
            publishedAt: createdAt,
            createdAt,
            updatedAt: createdAt,
            ...(s.event
              ? {
                  eventStartsAt: new Date(now + s.event.inDays * DAY + 18 * 3600_000),
                  eventEndsAt: new Date(now + s.event.inDays * DAY + 21 * 3600_000),
                  venue: s.event.venue,
                  price: s.event.price ?? null,
                }
              : {}),
            ...(s.ad
              ? {
                  link: s.ad.link,
                  ctaUrl: s.ad.link,
                  adStartsAt: new Date(now + 7 * DAY),
                  adEndsAt: new Date(now + 21 * DAY),
                }
              : {}),
          })
          .returning({ id: feedItems.id });
        if (!item) continue;
        const [submission] = await db
          .insert(portalSubmissions)
          .values({
            workspaceId,
            itemId: item.id,
            trackingId: trackingId(),
            origin: s.origin,
            linkId: s.origin === 'partner' ? null : linkOf(s.origin),
            status: s.status,
            reason: s.reason ?? null,
            submitterName: s.submitter[0],
            submitterEmail: s.submitter[1],
            submittedById: s.origin === 'partner' ? adminId : null,
            createdAt,
            updatedAt: createdAt,
          })
          .returning({ id: portalSubmissions.id });
        if (!submission) continue;
        const events: {
          fromStatus: string | null;
          toStatus: string;
          actorId: string | null;
          actorLabel: string;
          createdAt: Date;
        }[] = [
          {
            fromStatus: null,
            toStatus: 'pending',
            actorId: null,
            actorLabel: `${s.submitter[0]} (submitter)`,
            createdAt,
          },
        ];
        if (s.status !== 'pending') {
          events.push({
            fromStatus: 'pending',
            toStatus: s.status,
            actorId: adminId,
            actorLabel: 'Demo Admin',
            createdAt: new Date(createdAt.getTime() + 6 * 3600_000),
          });
        }
        await db.insert(portalSubmissionEvents).values(
          events.map((e) => ({
            ...e,
            workspaceId,
            submissionId: submission.id,
            reason: e.toStatus === s.status ? (s.reason ?? null) : null,
          })),
        );
      }
      const today = new Date().toISOString().slice(0, 10);
      await db.insert(portalBlockedCounts).values([
        { workspaceId, reason: 'honeypot', day: today, count: 14 },
        { workspaceId, reason: 'too_fast', day: today, count: 6 },
        { workspaceId, reason: 'rate_limit_ip', day: today, count: 41 },
        { workspaceId, reason: 'proof_of_work', day: today, count: 3 },
      ]);
    }
  },
};
