import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { BeehiivClient } from '../../integrations/beehiiv';
import { openSecret } from '../../lib/secret-box';
import { findBeehiivKey, readCache, writeCache } from './repository';

/** How long a Beehiiv answer is reused for the same workspace and request. */
export const BEEHIIV_CACHE_TTL_MS = 5 * 60 * 1000;

/** A workspace's Beehiiv connection: the client with its key, and a cache scoped to the key's version. */
export interface WorkspaceBeehiiv {
  client: BeehiivClient;
  /** Runs `load` unless a fresh answer for `label` is cached (every process shares the cache). */
  cached<T>(label: string, load: () => Promise<T>): Promise<T>;
}

export function beehiivClientFor(config: Config, apiKey: string): BeehiivClient {
  return new BeehiivClient({
    baseUrl: config.BEEHIIV_API_URL,
    apiKey,
    allowPrivate: config.OUTBOUND_ALLOW_PRIVATE,
  });
}

/** Null when the workspace has no key stored. */
export async function workspaceBeehiiv(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
): Promise<WorkspaceBeehiiv | null> {
  const row = await findBeehiivKey(db, scope);
  if (!row) return null;
  const apiKey = openSecret(config.SECRETS_KEY, scope.workspaceId, 'beehiiv-api-key', row.sealedKey);
  const client = beehiivClientFor(config, apiKey);
  return {
    client,
    async cached<T>(label: string, load: () => Promise<T>): Promise<T> {
      // The key version is part of the name: answers fetched with a replaced key are never served again.
      const cacheKey = `v${row.keyVersion} ${label}`;
      const hit = await readCache(db, scope, cacheKey);
      if (hit !== undefined) return hit as T;
      const value = await load();
      await writeCache(db, scope, cacheKey, value ?? null, BEEHIIV_CACHE_TTL_MS);
      return value;
    },
  };
}
