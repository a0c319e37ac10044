import { type BlockReason, spamFieldsSchema } from '@newsletter-os/contracts';
import type { FastifyRequest } from 'fastify';
import { type PortalLinkScope, requirePortalLink, verifyPortalLinkToken } from '../../authz/portal-scope';
import type { WorkspaceScope } from '../../authz/workspace-scope';
import type { ModuleDeps } from '../../deps';
import { parseForm } from '../../http/multipart';
import { badRequest, tooManyRequests } from '../../lib/errors';
import { portalTokensFor } from '../../lib/portal-tokens';
import { verifyPortalSolution } from './proof-of-work';
import { countBlocked, countBlockedForLink, hitRateLimit } from './rate-limits';

type Deps = Pick<ModuleDeps, 'db' | 'config'>;

/**
 * The spam defences of public forms, cheapest first (docs/decisions/0014). Each refusal is counted per workspace
 * and reason, so staff see the shield working, and each says plainly what a person should do.
 */

export const TOO_MANY = 'Too many submissions from your connection. Please try again later.';
export const TOO_MANY_LINK = 'This form is receiving too many submissions right now. Please try again later.';
export const TOO_FAST =
  'That was quicker than a person can fill in this form. Please wait a few seconds and send it again.';
export const STALE_FORM = 'This form has been open for too long. Reload the page and send it again.';
export const FORM_UNCHECKED = 'This form could not be checked. Reload the page and send it again.';
export const POW_FAILED = 'The anti-spam check did not pass. Please wait for it to finish and send the form again.';
export const POW_REPLAYED = 'This anti-spam check was already used. Reload the page and send the form again.';

async function refuse(deps: Deps, scope: WorkspaceScope, reason: BlockReason, error: Error): Promise<never> {
  await countBlocked(deps.db, scope, reason);
  throw error;
}

/**
 * The link of a public POST (400/410 when not valid), within the per-IP and per-link limits (429). The per-IP
 * limit comes first and needs only the token's signature, so a refused flood costs one query a request (and the
 * count for staff, which the answer does not wait for). The link's own limit counts only what passed the per-IP
 * limit: one flooder must not use up a link for everyone else.
 */
export async function admitPortalPost(
  deps: Deps,
  request: FastifyRequest,
  token: string,
  kinds: readonly string[],
): Promise<PortalLinkScope> {
  const claims = await verifyPortalLinkToken(portalTokensFor(deps.config.SECRETS_KEY), token);
  const byIp = await hitRateLimit(deps.db, `ip:${request.ip}`, deps.config.PORTAL_IP_LIMIT);
  if (!byIp.allowed) {
    void countBlockedForLink(deps.db, claims, 'rate_limit_ip').catch(() => undefined);
    throw tooManyRequests(TOO_MANY, byIp.retryAfterSeconds);
  }
  const admitted = await requirePortalLink(deps.db, claims, kinds);
  const byLink = await hitRateLimit(deps.db, `link:${admitted.link.id}`, deps.config.PORTAL_LINK_LIMIT);
  if (!byLink.allowed) {
    await refuse(deps, admitted.scope, 'rate_limit_link', tooManyRequests(TOO_MANY_LINK, byLink.retryAfterSeconds));
  }
  return admitted;
}

/**
 * The honeypot, the minimum fill time and the proof of work. 'honeypot' means a bot filled the hidden field:
 * the caller answers as if it had worked (the bot learns nothing) and stores nothing.
 */
export async function checkSpamFields(
  deps: Deps,
  { scope, link }: PortalLinkScope,
  fields: Record<string, unknown>,
): Promise<'ok' | 'honeypot'> {
  if (typeof fields.website === 'string' && fields.website.trim() !== '') {
    await countBlocked(deps.db, scope, 'honeypot');
    return 'honeypot';
  }
  const spam = parseForm(spamFieldsSchema, fields);
  const shownAt = await portalTokensFor(deps.config.SECRETS_KEY).verifyForm(spam.formToken, link.id);
  if (shownAt === 'invalid') throw badRequest(FORM_UNCHECKED, 'formToken');
  if (shownAt === 'stale') await refuse(deps, scope, 'stale_form', badRequest(STALE_FORM, 'formToken'));
  if (Date.now() - Number(shownAt) < deps.config.PORTAL_MIN_FILL_SECONDS * 1000) {
    await refuse(deps, scope, 'too_fast', badRequest(TOO_FAST, 'formToken'));
  }
  const pow = await verifyPortalSolution(deps.db, powSettings(deps.config), spam.altcha, link.id);
  if (pow === 'replayed') await refuse(deps, scope, 'replay', badRequest(POW_REPLAYED, 'altcha'));
  if (pow === 'failed') await refuse(deps, scope, 'proof_of_work', badRequest(POW_FAILED, 'altcha'));
  return 'ok';
}

export function powSettings(config: Deps['config']) {
  return {
    secretsKey: config.SECRETS_KEY,
    cost: config.PORTAL_POW_COST,
    maxCounter: config.PORTAL_POW_MAX_COUNTER,
  };
}
