import { randomUUID } from 'node:crypto';
import type { Block } from '@newsletter-os/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { adBookingDays, adBookings, newsletterPublications, newsletters, workspaces } from '../../src/db/schema/index';
import { bookSeats } from '../../src/modules/ad-sales/booking-service';
import { buildAdProduct, inDays, publishEveryDay, trustedScope } from '../ad-sales/fixtures';
import { buildBusinessCompany, buildFeedItem } from '../helpers/factories-content';
import { buildNewsletter, shortDocument } from '../helpers/factories-newsletters';

export const AD_URL = 'https://harbor-coffee.example/autumn';

/** The ad block placement writes into the issue: the creative's item and the booking it fills. */
export function placedAdBlock(sourceItemId: string, bookingId: string): Block {
  const at = new Date().toISOString();
  return {
    id: `ad-${bookingId}`,
    type: 'ad',
    contentType: 'feed',
    sourceItemId,
    snapshotAt: at,
    sourceUpdatedAt: at,
    snapshot: { title: 'Autumn blend is here', businessName: 'Harbor Coffee' },
    bookingId,
  };
}

/**
 * A booking whose ad ran: an ad item with a link and a button, a booking of it moved to `day`, status `ran`, and
 * that day's newsletter, carrying the booking in an ad block, published to Beehiiv as `postId` (what placement and
 * publishing write; set here directly).
 */
export async function buildRanBooking(
  db: Db,
  workspaceId: string,
  {
    day = inDays(-1),
    postId = `post_${randomUUID()}`,
    publicationId = 'pub_unlinked',
    advertiser = 'Harbor Coffee',
  } = {},
) {
  await publishEveryDay(db, workspaceId);
  const product = await buildAdProduct(db, { workspaceId, name: 'Presenting sponsor', priceCents: 25000 });
  const company = await buildBusinessCompany(db, { workspaceId, name: advertiser });
  const item = await buildFeedItem(db, {
    workspaceId,
    feedType: 'ads',
    title: 'Autumn blend is here',
    link: `${AD_URL}?utm_source=newsletter`,
    ctaUrl: `${AD_URL}/`,
    content: '<p>Try it at <a href="https://harbor-coffee.example/shops">our shops</a>.</p>',
    businessCompanyId: company.id,
  });
  const scope = await trustedScope(db, workspaceId);
  const outcome = await bookSeats(db, scope, {
    productId: product.id,
    dates: [inDays(30)],
    businessCompanyId: company.id,
    feedItemId: item.id,
  });
  if (!outcome.ok) throw new Error('booking refused');
  const booking = outcome.booking;
  await db
    .update(adBookingDays)
    .set({ day })
    .where(and(eq(adBookingDays.bookingId, booking.id), eq(adBookingDays.workspaceId, workspaceId)));
  await db.update(adBookings).set({ status: 'ran' }).where(eq(adBookings.id, booking.id));
  // One issue a day: a second ad on the same day runs in the same newsletter and post, in a block of its own.
  const [existing] = await db
    .select({ newsletter: newsletters, postId: newsletterPublications.beehiivPostId })
    .from(newsletters)
    .leftJoin(newsletterPublications, eq(newsletterPublications.newsletterId, newsletters.id))
    .where(and(eq(newsletters.workspaceId, workspaceId), eq(newsletters.issueDate, day)));
  if (existing) {
    const document = existing.newsletter.document;
    const [newsletter] = await db
      .update(newsletters)
      .set({ document: { ...document, blocks: [...document.blocks, placedAdBlock(item.id, booking.id)] } })
      .where(eq(newsletters.id, existing.newsletter.id))
      .returning();
    if (!newsletter) throw new Error('newsletter not updated');
    return { booking, product, company, item, day, postId: existing.postId ?? postId, newsletter };
  }
  const document = shortDocument();
  const newsletter = await buildNewsletter(db, {
    workspaceId,
    issueDate: day,
    status: 'published',
    document: { ...document, blocks: [...document.blocks, placedAdBlock(item.id, booking.id)] },
  });
  // As publishing leaves it: the post id on the publication (the claim is deleted once the post is recorded), the
  // publication it went to the workspace's linked one unless the workspace links its own.
  await db
    .update(workspaces)
    .set({ publicationId: sql`coalesce(${workspaces.publicationId}, ${publicationId})` })
    .where(eq(workspaces.id, workspaceId));
  await db.insert(newsletterPublications).values({
    workspaceId,
    newsletterId: newsletter.id,
    newsletterVersion: 1,
    subject: 'Subject',
    html: '<p>Issue</p>',
    text: 'Issue',
    handoff: 'beehiiv',
    beehiivPostId: postId,
  });
  return { booking, product, company, item, day, postId, newsletter };
}
