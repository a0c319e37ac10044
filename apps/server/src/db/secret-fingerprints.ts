import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { secretFingerprints } from './schema/index';

/** The secrets every process on one database must share: sealed API keys and issued tokens depend on them. */
const SHARED_SECRETS = ['SECRETS_KEY', 'JWT_SECRET'] as const;
type SharedSecret = (typeof SHARED_SECRETS)[number];

/** A fixed label per secret, keyed with the secret: the stored value reveals nothing and cannot be replayed. */
export function fingerprintOf(name: SharedSecret, secret: string): string {
  return createHmac('sha256', secret).update(`newsletter-os secret fingerprint v1: ${name}`).digest('hex');
}

export class SecretsMismatchError extends Error {}

function mismatchMessage(names: SharedSecret[]): string {
  const list = names.join(' and ');
  const [verb, noun] = names.length > 1 ? ['differ', 'ones'] : ['differs', 'one'];
  return (
    `${list} ${verb} from the ${noun} this database was first started with: give every process on this DATABASE_URL ` +
    `the same ${list} (the first process keeps its generated ones in DATA_DIR/secrets-key and DATA_DIR/jwt-secret) ` +
    'and start again.'
  );
}

/**
 * Records the fingerprints on the first start against a database (the first process to insert wins, even when two
 * start at once) and throws SecretsMismatchError when this process's secrets are not the recorded ones.
 */
export async function checkSharedSecrets(db: Db, config: Record<SharedSecret, string>): Promise<void> {
  const mine = SHARED_SECRETS.map((name) => ({ name, fingerprint: fingerprintOf(name, config[name]) }));
  await db.insert(secretFingerprints).values(mine).onConflictDoNothing({ target: secretFingerprints.name });
  const recorded = await db
    .select({ name: secretFingerprints.name, fingerprint: secretFingerprints.fingerprint })
    .from(secretFingerprints)
    .where(sql`${secretFingerprints.name} in ${SHARED_SECRETS}`);
  const stored = new Map(recorded.map((row) => [row.name, row.fingerprint]));
  const wrong = mine.filter(({ name, fingerprint }) => {
    const expected = Buffer.from(stored.get(name) ?? '', 'hex');
    const actual = Buffer.from(fingerprint, 'hex');
    return expected.length !== actual.length || !timingSafeEqual(expected, actual);
  });
  if (wrong.length > 0) throw new SecretsMismatchError(mismatchMessage(wrong.map((w) => w.name)));
}
