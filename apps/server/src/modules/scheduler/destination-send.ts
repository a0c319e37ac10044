import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { beehiivBodyOf } from '../../email/beehiiv-fragment';
import type { KitClient, MailchimpClient } from '../../integrations/publishing';
import { AppError } from '../../lib/errors';
import { workspaceDestination } from '../publishing/connection';
import { type DestinationService, destinationFailure } from '../publishing/errors';
import { recordRemoteId, type SendClaim } from './destination-claims';

/** Mailchimp's and ours may differ a little: a campaign created this long before the claim still matches. */
const CLOCK_SLACK_MS = 120_000;
/** Mailchimp campaign states after `actions/send` was accepted: sending again would be refused or double. */
const MAILCHIMP_SENT = new Set(['sending', 'sent', 'schedule', 'paused']);

export interface DestinationHooks {
  /** A test hook: right after the service created the campaign or broadcast, before anything else. */
  afterRemoteCreated?: (remoteId: string) => Promise<void> | void;
}

/**
 * Mailchimp requires its unsubscribe merge tag in every campaign; our document has no unsubscribe link of its own
 * (each sending service adds its own), so a footer line with the tag goes before </body>.
 */
export function withMailchimpFooter(html: string): string {
  if (html.includes('*|UNSUB|*')) return html;
  const footer =
    '<p style="margin:24px 0 0;font:12px/1.5 Arial,sans-serif;color:#6b7280;text-align:center">' +
    'You receive this newsletter because you subscribed. <a href="*|UNSUB|*" style="color:#6b7280">Unsubscribe</a></p>';
  return html.includes('</body>') ? html.replace('</body>', `${footer}</body>`) : `${html}${footer}`;
}

/**
 * Sends a claimed schedule to Mailchimp or Kit and answers the campaign or broadcast id. A claim taken over from an
 * earlier attempt may have one already: its recorded id, or the one the service lists with our marker (that attempt
 * died between the service's answer and recording it). Only when neither exists is one created.
 */
export async function sendClaimed(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  claim: SendClaim,
  takenOver: boolean,
  hooks: DestinationHooks,
): Promise<string> {
  const destination = await workspaceDestination(db, config, scope);
  const service: DestinationService = claim.kind === 'mailchimp' ? 'Mailchimp' : 'Kit';
  try {
    if (claim.kind === 'mailchimp' && destination.kind === 'mailchimp') {
      return await sendMailchimp(db, destination, claim, takenOver, hooks);
    }
    if (claim.kind === 'kit' && destination.kind === 'kit')
      return await sendKit(db, destination.client, destination, claim, takenOver, hooks);
  } catch (err) {
    throw destinationFailure(service, err);
  }
  // The destination changed (or lost its key) after the claim: sending elsewhere would surprise the publisher.
  throw new AppError(
    409,
    `The newsletter was set to publish with ${service}, but Settings → Publishing no longer has it: choose the destination again and reschedule.`,
  );
}

async function sendMailchimp(
  db: Db,
  destination: { client: MailchimpClient; audienceId: string; segmentId: string | null; tagId: string | null },
  claim: SendClaim,
  takenOver: boolean,
  hooks: DestinationHooks,
): Promise<string> {
  const { client, audienceId } = destination;
  let campaignId = claim.remoteId;
  if (!campaignId && takenOver) {
    const since = new Date(claim.claimedAt.getTime() - CLOCK_SLACK_MS);
    const found = await client.findCampaignByMarker(audienceId, claim.marker, since);
    if (found) {
      campaignId = found.id;
      await recordRemoteId(db, claim, campaignId);
    }
  }
  if (!campaignId) {
    const list = await client.getList(audienceId);
    const created = await client.createCampaign({
      listId: audienceId,
      segmentId: destination.segmentId,
      tagId: destination.tagId,
      subject: claim.subject,
      previewText: claim.previewText,
      // The title is Mailchimp-internal (readers never see it): our marker goes there.
      title: `${claim.title} [${claim.marker}]`,
      fromName: list.campaign_defaults?.from_name || claim.title,
      replyTo: list.campaign_defaults?.from_email ?? '',
    });
    campaignId = created.id;
    await recordRemoteId(db, claim, campaignId);
    await hooks.afterRemoteCreated?.(campaignId);
  }
  const campaign = await client.getCampaign(campaignId);
  if (!MAILCHIMP_SENT.has(campaign.status)) {
    await client.setContent(campaignId, withMailchimpFooter(claim.html));
    await client.send(campaignId);
  }
  return campaignId;
}

async function sendKit(
  db: Db,
  client: KitClient,
  destination: { segmentId: string | null; tagId: string | null },
  claim: SendClaim,
  takenOver: boolean,
  hooks: DestinationHooks,
): Promise<string> {
  if (claim.remoteId) return claim.remoteId;
  if (takenOver) {
    const found = await client.findBroadcastByMarker(claim.marker);
    if (found) {
      await recordRemoteId(db, claim, String(found.id));
      return String(found.id);
    }
  }
  // Kit wraps `content` in its email template (which carries the unsubscribe footer and the postal address), so it
  // gets the content column with inline styles, as Beehiiv does, not the whole document.
  const created = await client.createBroadcast({
    subject: claim.subject,
    previewText: claim.previewText,
    content: beehiivBodyOf(claim.html),
    description: `${claim.title} [${claim.marker}]`,
    public: true,
    thumbnailUrl: claim.thumbnailUrl,
    segmentId: destination.segmentId,
    tagId: destination.tagId,
    sendAt: new Date().toISOString(),
  });
  const remoteId = String(created.id);
  await recordRemoteId(db, claim, remoteId);
  await hooks.afterRemoteCreated?.(remoteId);
  return remoteId;
}
