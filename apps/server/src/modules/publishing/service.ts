import type { PutPublishingDestinationBody } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { DestinationError, mailchimpDataCentre } from '../../integrations/publishing';
import { AppError, badRequest } from '../../lib/errors';
import { lastFour, sealSecret } from '../../lib/secret-box';
import { saveBeehiivKey } from '../beehiiv/service';
import { kitClientFor, mailchimpClientFor, openDestinationKey, PUBLISHING_KEY_PURPOSE } from './connection';
import { type DestinationRow, findDestination, upsertDestination } from './repository';

type Body = Omit<PutPublishingDestinationBody, 'workspaceId'> & {
  audienceId?: string | null;
  segmentId?: string | null;
  tagId?: string | null;
};

const numericId = (value: string | null | undefined, field: string) => {
  if (value && !/^\d+$/.test(value)) throw badRequest(`${field} must be the number the service shows`, field);
  return value ?? null;
};

/**
 * PUT /publishing-destination/: stores where the newsletter publishes. A Mailchimp or Kit key is checked with the
 * service first (Mailchimp: the audience is read with it), then sealed; left out, the stored key of the same
 * service is kept. Beehiiv's key goes through its own path (checked and stored as PATCH /newsletter-keys/ does).
 */
export async function saveDestination(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  body: Body,
): Promise<DestinationRow> {
  const stored = await findDestination(db, scope);
  const { kind } = body;
  if (kind === 'beehiiv' || kind === 'export') {
    if (body.apiKey && kind === 'beehiiv') await saveBeehiivKey(db, config, scope, body.apiKey);
    return upsertDestination(
      db,
      scope,
      keptKey(stored, { kind, audienceId: null, segmentId: null, tagId: null }),
      false,
    );
  }
  const segmentId = numericId(body.segmentId, 'segmentId');
  const tagId = numericId(body.tagId, 'tagId');
  if (segmentId && tagId && kind === 'kit') throw badRequest('Choose a segment or a tag for Kit, not both', 'tagId');
  const sameService = stored?.keyKind === kind ? stored : undefined;
  const apiKey = body.apiKey ?? (sameService ? openDestinationKey(config, scope, sameService) : null);
  const service = kind === 'mailchimp' ? 'Mailchimp' : 'Kit';
  if (!apiKey) throw badRequest(`apiKey is required to publish with ${service}`, 'apiKey');

  let audienceId: string | null = null;
  if (kind === 'mailchimp') {
    audienceId = body.audienceId ?? sameService?.audienceId ?? null;
    if (!audienceId) throw badRequest('audienceId is required to publish with Mailchimp', 'audienceId');
    // Every Mailchimp key names its data centre, even where a configured base URL makes it unnecessary.
    const client = mailchimpDataCentre(apiKey) ? mailchimpClientFor(config, apiKey) : null;
    if (!client) throw badRequest('apiKey must end with its data centre, such as -us21', 'apiKey');
    await checked('Mailchimp', () => client.getList(audienceId ?? ''));
  } else {
    await checked('Kit', () => kitClientFor(config, apiKey).account());
  }
  const newKey = Boolean(body.apiKey);
  return upsertDestination(
    db,
    scope,
    {
      kind,
      keyKind: kind,
      sealedKey: newKey
        ? sealSecret(config.SECRETS_KEY, scope.workspaceId, PUBLISHING_KEY_PURPOSE, apiKey)
        : (sameService?.sealedKey ?? null),
      lastFour: lastFour(apiKey),
      audienceId,
      segmentId,
      tagId,
    },
    newKey,
  );
}

/** Switching to Beehiiv or export keeps a stored Mailchimp or Kit key, so switching back needs no new key. */
function keptKey(
  stored: DestinationRow | undefined,
  values: Pick<DestinationRow, 'kind' | 'audienceId' | 'segmentId' | 'tagId'>,
) {
  return {
    ...values,
    keyKind: stored?.keyKind ?? null,
    sealedKey: stored?.sealedKey ?? null,
    lastFour: stored?.lastFour ?? null,
    ...(stored?.keyKind === 'mailchimp' ? { audienceId: stored.audienceId } : {}),
  };
}

async function checked(service: 'Mailchimp' | 'Kit', call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (err) {
    if (!(err instanceof DestinationError)) throw err;
    if (err.code === 'invalid_key') throw new AppError(422, `${service} did not accept the API key`, 'apiKey');
    if (err.code === 'not_found') throw new AppError(422, 'Mailchimp has no audience with this id', 'audienceId');
    if (err.code === 'plan_refused') {
      throw new AppError(422, `${service} refused this key: check the account's plan in ${service}`, 'apiKey');
    }
    throw new AppError(502, `${service} could not be reached. Please try again in a minute.`);
  }
}
