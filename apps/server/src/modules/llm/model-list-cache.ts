import type { LlmModel } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';

/** How long a provider's model list is reused: lists change rarely, and each fetch costs a provider request. */
export const MODEL_LIST_TTL_MS = 10 * 60 * 1000;
const MAX_ENTRIES = 1000;

interface Entry {
  keyVersion: number;
  expiresAt: number;
  models: LlmModel[];
}

/**
 * Per process, keyed by workspace and key version: a changed key never sees the old key's list. A cache miss only
 * costs one provider request, so nothing here needs to be shared between processes.
 */
const cache = new Map<string, Entry>();

export async function cachedModelList(
  scope: WorkspaceScope,
  keyVersion: number,
  load: () => Promise<LlmModel[]>,
  now = Date.now(),
): Promise<LlmModel[]> {
  const hit = cache.get(scope.workspaceId);
  if (hit && hit.keyVersion === keyVersion && hit.expiresAt > now) return hit.models;
  const models = await load();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  cache.set(scope.workspaceId, { keyVersion, expiresAt: now + MODEL_LIST_TTL_MS, models });
  return models;
}

export function forgetModelList(scope: WorkspaceScope): void {
  cache.delete(scope.workspaceId);
}
