import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { KitClient, MailchimpClient, mailchimpBaseUrl } from '../../integrations/publishing';
import { openSecret } from '../../lib/secret-box';
import { type DestinationRow, findDestination } from './repository';

export const PUBLISHING_KEY_PURPOSE = 'publishing-api-key' as const;

export type WorkspaceDestination =
  | { kind: 'beehiiv' | 'export' }
  | { kind: 'mailchimp'; client: MailchimpClient; audienceId: string; segmentId: string | null; tagId: string | null }
  | { kind: 'kit'; client: KitClient; segmentId: string | null; tagId: string | null };

export function mailchimpClientFor(config: Config, apiKey: string): MailchimpClient | null {
  const baseUrl = mailchimpBaseUrl(apiKey, config.MAILCHIMP_API_URL);
  return baseUrl ? new MailchimpClient({ baseUrl, apiKey, allowPrivate: config.OUTBOUND_ALLOW_PRIVATE }) : null;
}

export function kitClientFor(config: Config, apiKey: string): KitClient {
  return new KitClient({ baseUrl: config.KIT_API_URL, apiKey, allowPrivate: config.OUTBOUND_ALLOW_PRIVATE });
}

export function openDestinationKey(config: Config, scope: WorkspaceScope, row: DestinationRow): string | null {
  if (!row.sealedKey) return null;
  return openSecret(config.SECRETS_KEY, scope.workspaceId, PUBLISHING_KEY_PURPOSE, row.sealedKey);
}

/** Where the workspace publishes, with a client for Mailchimp or Kit. No row: Beehiiv, as before destinations. */
export async function workspaceDestination(
  db: DbOrTx,
  config: Config,
  scope: WorkspaceScope,
): Promise<WorkspaceDestination> {
  const row = await findDestination(db, scope);
  if (!row) return { kind: 'beehiiv' };
  if (row.kind === 'beehiiv' || row.kind === 'export') return { kind: row.kind };
  const apiKey = row.keyKind === row.kind ? openDestinationKey(config, scope, row) : null;
  if (!apiKey) return { kind: 'export' };
  if (row.kind === 'kit')
    return { kind: 'kit', client: kitClientFor(config, apiKey), segmentId: row.segmentId, tagId: row.tagId };
  const client = mailchimpClientFor(config, apiKey);
  if (!client || !row.audienceId) return { kind: 'export' };
  return { kind: 'mailchimp', client, audienceId: row.audienceId, segmentId: row.segmentId, tagId: row.tagId };
}
