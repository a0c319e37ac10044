import {
  adBookingConflictSchema,
  envelope,
  IMAGE_ALT_REQUIRED,
  PORTAL_IMAGE_MAX_BYTES,
  type PublicPortalKind,
  portalChallengeSchema,
  portalInfoSchema,
  portalTokenQuerySchema,
  publicFieldsSchemas,
  publicPortalKinds,
  submissionReceiptSchema,
} from '@newsletter-os/contracts';
import { requirePortalLink, verifyPortalLinkToken } from '../../authz/portal-scope';
import type { App, ModuleDeps } from '../../deps';
import { parseForm, readUploadForm, singleFile } from '../../http/multipart';
import { badRequest } from '../../lib/errors';
import { portalTokensFor } from '../../lib/portal-tokens';
import { ok } from '../../lib/reply';
import type { RouteRegistrar } from '../../plugins/route-scopes';
import { findBusinessCompany } from '../business-companies/repository';
import { findWorkspace } from '../workspaces/repository';
import type { PaidAdsPort } from './paid-ads-port';
import { createPortalChallenge } from './proof-of-work';
import { feedTypeOf, itemOf, type PublicFields } from './public-fields';
import { createSubmission, mailReceipt, newTrackingId, statusUrl } from './service';
import { admitPortalPost, checkSpamFields, powSettings } from './spam';

const tags = ['portals'];
/** Page loads and challenges per minute per IP (in memory; the submissions themselves are limited in PostgreSQL). */
const PAGE_RATE_LIMIT = { rateLimit: { max: 60, timeWindow: '1 minute' } };
/** The POSTs are counted in PostgreSQL (spam.ts); this only caps how fast one address can even try. */
const POST_RATE_LIMIT = { rateLimit: { max: 120, timeWindow: '1 minute' } };

export const SUBMITTED_MESSAGE = 'Thank you! Your submission was received and will be reviewed.';

const paths: Record<PublicPortalKind, string> = {
  ugc: '/feeds-ugc-public',
  events: '/feeds-events-public',
  ads: '/feeds-ads-public',
};

/**
 * The public submission pages' endpoints (portal scope): what the page shows, a proof-of-work challenge, and the
 * three submission endpoints. The workspace comes only from the signed link's row (authz/portal-scope.ts). An ad
 * with a product and days is booked through `paidAds` (ad payments, below which submissions sit).
 */
export function portalRoutes(paidAds: PaidAdsPort): RouteRegistrar {
  return (app, deps) => registerPortalRoutes(app, deps, paidAds);
}

async function registerPortalRoutes(app: App, deps: ModuleDeps, paidAds: PaidAdsPort) {
  const { db, config } = deps;
  const tokens = portalTokensFor(config.SECRETS_KEY);

  app.get(
    '/portal',
    {
      schema: { tags, querystring: portalTokenQuerySchema, response: { 200: envelope(portalInfoSchema) } },
      config: PAGE_RATE_LIMIT,
    },
    async (request, reply) => {
      const claims = await verifyPortalLinkToken(tokens, request.query.token);
      const { scope, link } = await requirePortalLink(db, claims, publicPortalKinds);
      const [workspace, company] = await Promise.all([
        findWorkspace(db, scope),
        link.businessCompanyId ? findBusinessCompany(db, scope, link.businessCompanyId) : undefined,
      ]);
      reply.header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer');
      return ok({
        kind: link.kind as PublicPortalKind,
        workspaceName: workspace?.brandName || workspace?.name || '',
        logoUrl: workspace?.logoUrl ?? null,
        brandColor: workspace?.brandColor ?? null,
        timeZone: workspace?.timeZone ?? 'UTC',
        business: company ? { id: company.id, name: company.name, logoUrl: company.logoUrl } : null,
        formToken: await tokens.signForm(link.id),
        minFillSeconds: config.PORTAL_MIN_FILL_SECONDS,
        maxImageBytes: PORTAL_IMAGE_MAX_BYTES,
      });
    },
  );

  app.get(
    '/portal/challenge',
    {
      schema: { tags, querystring: portalTokenQuerySchema, response: { 200: portalChallengeSchema } },
      config: PAGE_RATE_LIMIT,
    },
    async (request, reply) => {
      const claims = await verifyPortalLinkToken(tokens, request.query.token);
      const { link } = await requirePortalLink(db, claims, publicPortalKinds);
      reply.header('Cache-Control', 'no-store');
      const challenge = await createPortalChallenge(powSettings(config), link.id);
      return { parameters: { ...challenge.parameters }, signature: challenge.signature };
    },
  );

  for (const kind of publicPortalKinds) {
    app.post(
      paths[kind],
      {
        schema: {
          tags,
          querystring: portalTokenQuerySchema,
          multipart: { fields: publicFieldsSchemas[kind], files: ['image'] },
          response: { 201: envelope(submissionReceiptSchema), 409: envelope(adBookingConflictSchema) },
        },
        config: POST_RATE_LIMIT,
      },
      async (request, reply) => {
        // Limits and the link are checked before the body is read: a refused flood costs no upload.
        const admitted = await admitPortalPost(deps, request, request.query.token, [kind]);
        const form = await readUploadForm(request, { maxFileBytes: PORTAL_IMAGE_MAX_BYTES });
        if ((await checkSpamFields(deps, admitted, form.fields)) === 'honeypot') {
          // Answered like a success so the bot learns nothing; nothing is stored.
          const trackingId = newTrackingId();
          const decoy = statusUrl(config.APP_URL, await tokens.signStatus(trackingId));
          return reply.status(201).send(ok({ trackingId, statusUrl: decoy, status: 'pending' }, SUBMITTED_MESSAGE));
        }
        const fields = parseForm(publicFieldsSchemas[kind], form.fields);
        const image = singleFile(form, 'image');
        if (image && !fields.imageAlt) throw badRequest(IMAGE_ALT_REQUIRED, 'imageAlt');
        const { scope, link } = admitted;
        const company = link.businessCompanyId
          ? await findBusinessCompany(db, scope, link.businessCompanyId)
          : undefined;
        const input = { kind, fields } as PublicFields;
        if (input.kind === 'ads' && company) input.fields = { ...input.fields, businessName: company.name };
        const workspace = await findWorkspace(db, scope);
        const submitted = itemOf(input, company?.id ?? null, {
          timeZone: workspace?.timeZone ?? 'UTC',
          raw: form.fields,
        });
        const submission = {
          feedType: feedTypeOf[kind],
          values: submitted.values,
          image,
          submission: {
            origin: kind,
            linkId: link.id,
            submitterName: submitted.submitterName,
            submitterEmail: submitted.submitterEmail,
            imageAlt: submitted.imageAlt,
          },
          actor: { id: null, label: `${submitted.submitterName} (submitter)` },
        };
        const statusLink = async (trackingId: string) => statusUrl(config.APP_URL, await tokens.signStatus(trackingId));
        let row: Awaited<ReturnType<typeof createSubmission>>;
        if (input.kind === 'ads' && input.fields.productId && input.fields.dates) {
          // A booked ad (product and days chosen): one command stores it all, or a 409 names the full days.
          const booked = await paidAds.bookPaidAd(deps, scope, {
            productId: input.fields.productId,
            dates: input.fields.dates,
            businessCompanyId: company?.id ?? null,
            businessName: input.fields.businessName,
            submission,
            returnUrls: async (trackingId) => ({
              success: await statusLink(trackingId),
              cancel: `${config.APP_URL}/ad?token=${encodeURIComponent(request.query.token)}`,
            }),
          });
          if (!booked.ok) {
            return reply
              .status(409)
              .send({ meta: { code: 0, message: booked.message }, data: { fullDates: booked.fullDates } });
          }
          row = booked.row;
          if (booked.checkoutUrl) {
            return reply.status(201).send(
              ok(
                {
                  trackingId: row.trackingId,
                  statusUrl: await statusLink(row.trackingId),
                  status: 'awaiting_payment' as const,
                  checkoutUrl: booked.checkoutUrl,
                },
                'Your ad is saved. Pay to confirm your booking.',
              ),
            );
          }
        } else {
          row = await createSubmission(deps, scope, { ...submission, status: 'pending' });
        }
        const url = await statusLink(row.trackingId);
        await mailReceipt(deps, scope, row);
        return reply
          .status(201)
          .send(ok({ trackingId: row.trackingId, statusUrl: url, status: 'pending' }, SUBMITTED_MESSAGE));
      },
    );
  }
}
