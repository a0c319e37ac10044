import { FAKE_KIT_KEY, type FakeKit, startFakeKit } from '../../fakes/kit';
import {
  FAKE_MAILCHIMP_KEY,
  FAKE_MAILCHIMP_LIST_ID,
  type FakeMailchimp,
  startFakeMailchimp,
} from '../../fakes/mailchimp';
import { publishingDestinations } from '../../src/db/schema/index';
import { lastFour, sealSecret } from '../../src/lib/secret-box';
import { PUBLISHING_KEY_PURPOSE } from '../../src/modules/publishing/connection';
import { createTestApp, type TestApp } from '../helpers/app';

export { FAKE_KIT_KEY, FAKE_MAILCHIMP_KEY, FAKE_MAILCHIMP_LIST_ID };

export interface PublishingFakes {
  mailchimp: FakeMailchimp;
  kit: FakeKit;
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startPublishingFakes(): Promise<PublishingFakes> {
  const [mailchimp, kit] = await Promise.all([startFakeMailchimp(), startFakeKit()]);
  return {
    mailchimp,
    kit,
    env: { OUTBOUND_ALLOW_PRIVATE: 'true', ...mailchimp.env, ...kit.env },
    close: async () => {
      await Promise.all([mailchimp.close(), kit.close()]);
    },
  };
}

export async function startPublishingTestApp(): Promise<{ t: TestApp; fakes: PublishingFakes }> {
  const fakes = await startPublishingFakes();
  const t = await createTestApp({ env: fakes.env });
  return { t, fakes };
}

/** Stores a Mailchimp or Kit destination directly (as PUT /publishing-destination/ would after its check). */
export async function storeDestination(
  t: TestApp,
  workspaceId: string,
  kind: 'mailchimp' | 'kit',
  key = kind === 'mailchimp' ? FAKE_MAILCHIMP_KEY : FAKE_KIT_KEY,
): Promise<void> {
  const values = {
    kind,
    keyKind: kind,
    sealedKey: sealSecret(t.config.SECRETS_KEY, workspaceId, PUBLISHING_KEY_PURPOSE, key),
    lastFour: lastFour(key),
    audienceId: kind === 'mailchimp' ? FAKE_MAILCHIMP_LIST_ID : null,
    segmentId: null,
    tagId: null,
  };
  await t.db
    .insert(publishingDestinations)
    .values({ workspaceId, ...values })
    .onConflictDoUpdate({ target: publishingDestinations.workspaceId, set: values });
}
