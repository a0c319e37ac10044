import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { WorkspaceDestination } from './connection';
import { workspaceDestination } from './connection';
import { destinationFailure } from './errors';

/** One sent issue's figures as Mailchimp or Kit report them, in the shape the dashboard and sponsor reports use. */
export interface RemoteFigures {
  recipients: number;
  delivered: number;
  uniqueOpens: number;
  /** Per URL as sent (Mailchimp: total and unique; Kit reports unique clicks only, so both are the unique count). */
  links: Array<{ url: string; clicks: number; uniqueClicks: number }>;
}

const whole = (n: number) => Math.max(0, Math.round(n));

/**
 * Reads a campaign's (Mailchimp: `/reports/{id}` and `/click-details`) or a broadcast's (Kit: `/stats` and
 * `/clicks`) figures with the workspace's current destination. Null when the newsletter no longer publishes there.
 */
export async function remoteFigures(
  db: DbOrTx,
  config: Config,
  scope: WorkspaceScope,
  handoff: 'mailchimp' | 'kit',
  remoteId: string,
  destination?: WorkspaceDestination,
): Promise<RemoteFigures | null> {
  const chosen = destination ?? (await workspaceDestination(db, config, scope));
  try {
    if (handoff === 'mailchimp' && chosen.kind === 'mailchimp') {
      const [report, clicks] = await Promise.all([
        chosen.client.report(remoteId),
        chosen.client.clickDetails(remoteId),
      ]);
      return {
        recipients: whole(report.emails_sent),
        delivered: whole(
          report.emails_sent - (report.bounces?.hard_bounces ?? 0) - (report.bounces?.soft_bounces ?? 0),
        ),
        uniqueOpens: whole(report.opens.unique_opens ?? 0),
        links: clicks.map((row) => ({
          url: row.url,
          clicks: whole(row.total_clicks),
          uniqueClicks: whole(row.unique_clicks),
        })),
      };
    }
    if (handoff === 'kit' && chosen.kind === 'kit') {
      const [stats, clicks] = await Promise.all([chosen.client.stats(remoteId), chosen.client.clicks(remoteId)]);
      return {
        recipients: whole(stats.recipients),
        delivered: whole(stats.recipients),
        uniqueOpens: whole(stats.emails_opened),
        links: clicks.map((row) => ({
          url: row.url,
          clicks: whole(row.uniqueClicks),
          uniqueClicks: whole(row.uniqueClicks),
        })),
      };
    }
  } catch (err) {
    throw destinationFailure(handoff === 'mailchimp' ? 'Mailchimp' : 'Kit', err);
  }
  return null;
}
