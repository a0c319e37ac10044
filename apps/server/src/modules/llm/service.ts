import type { CreateLlmKeyBody, LlmModel, LlmProvider, UpdateLlmKeyBody } from '@newsletter-os/contracts';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { baseUrlFor, checkLlmBaseUrl, type LlmConnection } from '../../integrations/llm/connection';
import { LlmError } from '../../integrations/llm/errors';
import { listChatModels } from '../../integrations/llm/models';
import { OutboundError } from '../../integrations/safe-http';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { lastFour, openSecret, sealSecret } from '../../lib/secret-box';
import { demoProviderAvailable } from './connection';
import { forgetModelList } from './model-list-cache';
import { findLlmKey, type LlmKeyRow, upsertLlmKey } from './repository';

export const INVALID_KEY_MESSAGE = 'Invalid key: the provider did not accept it';

interface KeyInput {
  provider: LlmProvider;
  baseUrl: string | null;
  defaultModel: string;
  apiKey: string;
}

function checkedBaseUrl(config: Config, provider: LlmProvider, baseUrl: string | null): string | null {
  if (provider === 'demo' && !demoProviderAvailable(config)) {
    throw badRequest('This provider is not available', 'provider');
  }
  if (provider === 'demo') return null;
  if (!baseUrl) {
    if (provider === 'openai-compatible') {
      throw badRequest('Base URL is required for an OpenAI-compatible provider', 'baseUrl');
    }
    return null;
  }
  try {
    return checkLlmBaseUrl(baseUrl, config.OUTBOUND_ALLOW_PRIVATE);
  } catch (err) {
    if (err instanceof OutboundError) throw badRequest(err.message, 'baseUrl');
    throw err;
  }
}

/** Lists the models with the key: the one way to know the provider takes it (401/403 → 422 "invalid key"). */
async function verify(config: Config, input: KeyInput, baseUrl: string | null): Promise<LlmModel[]> {
  const connection: LlmConnection = {
    provider: input.provider,
    baseUrl: baseUrlFor(input.provider, baseUrl, config.DEMO_LLM_URL),
    apiKey: input.apiKey,
    allowPrivate: config.OUTBOUND_ALLOW_PRIVATE || input.provider === 'demo',
  };
  try {
    return await listChatModels(connection);
  } catch (err) {
    if (err instanceof LlmError && err.code === 'invalid_key') throw new AppError(422, INVALID_KEY_MESSAGE, 'apiKey');
    if (err instanceof LlmError) throw new AppError(422, err.message, 'baseUrl');
    throw err;
  }
}

async function store(db: Db, config: Config, scope: WorkspaceScope, input: KeyInput, keyChanged: boolean) {
  const baseUrl = checkedBaseUrl(config, input.provider, input.baseUrl);
  await verify(config, input, baseUrl);
  const row = await upsertLlmKey(
    db,
    scope,
    {
      provider: input.provider,
      baseUrl,
      defaultModel: input.defaultModel,
      sealedKey: sealSecret(config.SECRETS_KEY, scope.workspaceId, 'llm-api-key', input.apiKey),
      lastFour: lastFour(input.apiKey),
    },
    keyChanged,
  );
  forgetModelList(scope);
  return row;
}

/** POST /llm/: saves (or replaces) the workspace's connection once the provider accepted the key. */
export async function saveLlmKey(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  body: Omit<CreateLlmKeyBody, 'workspaceId'>,
): Promise<LlmKeyRow> {
  return store(db, config, scope, { ...body, baseUrl: body.baseUrl ?? null }, true);
}

/** PATCH /llm/: changes some fields; the key is checked again whenever anything it depends on changed. */
export async function changeLlmKey(
  db: Db,
  config: Config,
  scope: WorkspaceScope,
  body: Omit<UpdateLlmKeyBody, 'workspaceId'>,
): Promise<LlmKeyRow> {
  const current = await findLlmKey(db, scope);
  if (!current) throw notFound('No LLM key is saved for this newsletter yet');
  const input: KeyInput = {
    provider: body.provider ?? (current.provider as LlmProvider),
    baseUrl: body.baseUrl === undefined ? current.baseUrl : body.baseUrl,
    defaultModel: body.defaultModel ?? current.defaultModel,
    apiKey: body.apiKey ?? openSecret(config.SECRETS_KEY, scope.workspaceId, 'llm-api-key', current.sealedKey),
  };
  const keyChanged =
    body.apiKey !== undefined || input.provider !== current.provider || input.baseUrl !== current.baseUrl;
  if (!keyChanged) {
    return upsertLlmKey(db, scope, { ...current, defaultModel: input.defaultModel }, false);
  }
  return store(db, config, scope, input, true);
}
