import {
  type LlmProvider,
  type LlmProviderOption,
  llmProviderLabels,
  llmProviderSchema,
} from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { baseUrlFor, type LlmConnection } from '../../integrations/llm/connection';
import { LlmError } from '../../integrations/llm/errors';
import { openSecret } from '../../lib/secret-box';
import { findLlmKey, type LlmKeyRow } from './repository';

/** The demo's offline provider exists only in `npm run demo`, and nowhere else is anything fake offered. */
export function demoProviderAvailable(config: Config): boolean {
  return config.DEMO_MODE && config.DEMO_LLM_URL !== undefined;
}

export function providersOffered(config: Config): LlmProviderOption[] {
  const ids: LlmProvider[] = ['openai', 'anthropic', 'openai-compatible'];
  if (demoProviderAvailable(config)) ids.push('demo');
  return ids.map((id) => ({ id, label: llmProviderLabels[id] }));
}

export interface WorkspaceLlm {
  connection: LlmConnection;
  defaultModel: string;
  keyVersion: number;
}

export function connectionOf(config: Config, scope: WorkspaceScope, row: LlmKeyRow): WorkspaceLlm {
  const provider = llmProviderSchema.parse(row.provider);
  // A demo connection outside the demo (a copied data folder) is as good as no key.
  if (provider === 'demo' && !demoProviderAvailable(config)) throw new LlmError('no_key');
  return {
    connection: {
      provider,
      baseUrl: baseUrlFor(provider, row.baseUrl, config.DEMO_LLM_URL),
      apiKey: openSecret(config.SECRETS_KEY, scope.workspaceId, 'llm-api-key', row.sealedKey),
      allowPrivate: config.OUTBOUND_ALLOW_PRIVATE || provider === 'demo',
    },
    defaultModel: row.defaultModel,
    keyVersion: row.keyVersion,
  };
}

/** The workspace's own connection, or `no_key`: there is no fallback to any key of the server. */
export async function workspaceLlm(db: Db, config: Config, scope: WorkspaceScope): Promise<WorkspaceLlm> {
  const row = await findLlmKey(db, scope);
  if (!row) throw new LlmError('no_key');
  return connectionOf(config, scope, row);
}
