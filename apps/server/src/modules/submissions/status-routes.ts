import {
  envelope,
  IMAGE_ALT_REQUIRED,
  PORTAL_IMAGE_MAX_BYTES,
  type PublicPortalKind,
  portalTokenQuerySchema,
  publicFieldsSchemas,
  submissionStatusViewSchema,
} from '@newsletter-os/contracts';
import { requireSubmissionStatusLink, type SubmissionScope } from '../../authz/portal-scope';
import type { App, ModuleDeps } from '../../deps';
import { parseForm, readUploadForm, singleFile } from '../../http/multipart';
import { badRequest, notFound } from '../../lib/errors';
import { portalTokensFor } from '../../lib/portal-tokens';
import { ok } from '../../lib/reply';
import type { RouteRegistrar } from '../../plugins/route-scopes';
import { loadFeedItemsByIds } from '../feeds/submitted-items';
import { findWorkspace } from '../workspaces/repository';
import type { PaidAdsPort, WithdrawRefund } from './paid-ads-port';
import { presentStatusView } from './presenter';
import { itemOf, type PublicFields } from './public-fields';
import { findSubmissionEvents } from './repository';
import { editSubmittedItem, requireSubmission, transitionSubmission } from './service';

const tags = ['portals'];
const STATUS_RATE_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };
const SUBMITTER = { id: null, label: 'Submitter' };
const WITHDRAWN_MESSAGES: Record<WithdrawRefund, string> = {
  'not-paid': 'Your submission was withdrawn',
  refunded: 'Your ad was withdrawn and your payment refunded',
  'already-ran': 'Your ad was withdrawn. It has already run, so it is not refunded.',
  failed: 'Your ad was withdrawn. The refund could not be made just now; it is retried automatically.',
};

/**
 * The submitter's private status link (portal scope; the token is the submission's signed tracking id): see the
 * status and the team's reason, edit while it waits for review or for changes, withdraw it.
 */
export function submissionStatusRoutes(paidAds: PaidAdsPort): RouteRegistrar {
  return (app, deps) => registerStatusRoutes(app, deps, paidAds);
}

async function registerStatusRoutes(app: App, deps: ModuleDeps, paidAds: PaidAdsPort) {
  const { db, config } = deps;
  const tokens = portalTokensFor(config.SECRETS_KEY);
  const response = { 200: envelope(submissionStatusViewSchema) };

  async function view({ scope, submissionId }: SubmissionScope) {
    const row = await requireSubmission(deps, scope, submissionId);
    const [items, events, workspace, payments] = await Promise.all([
      loadFeedItemsByIds(db, scope, [row.itemId]),
      findSubmissionEvents(db, scope, [row.id]),
      findWorkspace(db, scope),
      paidAds.paymentsOf(db, scope, [row.id]),
    ]);
    const item = items.get(row.itemId);
    if (!item) throw notFound('This submission no longer exists');
    return presentStatusView(
      row,
      item,
      events.get(row.id) ?? [],
      {
        name: workspace?.brandName || workspace?.name || '',
        logoUrl: workspace?.logoUrl ?? null,
        timeZone: workspace?.timeZone ?? 'UTC',
      },
      payments.get(row.id) ?? null,
    );
  }

  app.get(
    '/submission-status',
    { schema: { tags, querystring: portalTokenQuerySchema, response }, config: STATUS_RATE_LIMIT },
    async (request, reply) => {
      const found = await requireSubmissionStatusLink(db, tokens, request.query.token);
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      return ok(await view(found));
    },
  );

  app.post(
    '/submission-status',
    {
      schema: { tags, querystring: portalTokenQuerySchema, response },
      config: STATUS_RATE_LIMIT,
    },
    async (request) => {
      const found = await requireSubmissionStatusLink(db, tokens, request.query.token);
      const row = await requireSubmission(deps, found.scope, found.submissionId);
      const kind = row.origin as PublicPortalKind;
      const form = await readUploadForm(request, { maxFileBytes: PORTAL_IMAGE_MAX_BYTES });
      const fields = parseForm(publicFieldsSchemas[kind], form.fields);
      const image = singleFile(form, 'image');
      const current = (await loadFeedItemsByIds(db, found.scope, [row.itemId])).get(row.itemId);
      if ((image || current?.imageUrl) && !fields.imageAlt) throw badRequest(IMAGE_ALT_REQUIRED, 'imageAlt');
      const input = { kind, fields } as PublicFields;
      // An ad link's business stays the one the publisher chose.
      const businessCompanyId = current?.businessCompanyId ?? null;
      if (input.kind === 'ads' && businessCompanyId && current?.author) {
        input.fields = { ...input.fields, businessName: current.author };
      }
      const workspace = await findWorkspace(db, found.scope);
      const submitted = itemOf(input, businessCompanyId, { timeZone: workspace?.timeZone ?? 'UTC', raw: form.fields });
      await editSubmittedItem(deps, found.scope, row, submitted.values, image, {
        imageAlt: submitted.imageAlt,
        submitterName: submitted.submitterName,
        submitterEmail: submitted.submitterEmail,
      });
      // Edited after the team asked for changes: back into the queue.
      if (row.status === 'needs_changes') {
        await transitionSubmission(deps, found.scope, row.id, {
          to: 'pending',
          from: ['needs_changes'],
          actor: SUBMITTER,
        });
      }
      return ok(await view(found), 'Your changes were saved');
    },
  );

  app.post(
    '/submission-status/withdraw',
    { schema: { tags, querystring: portalTokenQuerySchema, response }, config: STATUS_RATE_LIMIT },
    async (request) => {
      const found = await requireSubmissionStatusLink(db, tokens, request.query.token);
      await transitionSubmission(deps, found.scope, found.submissionId, {
        to: 'withdrawn',
        from: ['pending', 'needs_changes', 'approved'],
        actor: SUBMITTER,
      });
      // A paid ad is refunded and its days freed, as when the team rejects it; the withdrawal stands either way.
      const refund = await paidAds.refundWithdrawn(deps, found.scope, found.submissionId).catch((error: unknown) => {
        request.log.error({ err: error }, 'refund of a withdrawn paid ad failed');
        return 'failed' as const;
      });
      return ok(await view(found), WITHDRAWN_MESSAGES[refund]);
    },
  );
}
